import { BIODATA_CONTACTS, type BiodataContact, type BiodataSettings } from '@varmala/shared';
import { useState } from 'react';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSaveBiodataSettings } from '../api/use-biodata';

/** The birth time or not, and whose number the biodata gives: saved with one button. */
export function BiodataChoices({ userId, saved }: { userId: number; saved: BiodataSettings }) {
  const { t } = useTranslation();
  const save = useSaveBiodataSettings(userId);
  const [birthTime, setBirthTime] = useState(saved.show_birth_time);
  const [contact, setContact] = useState<BiodataContact>(saved.contact);
  const [guardian, setGuardian] = useState(saved.guardian_mobile ?? '');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      { show_birth_time: birthTime, contact, guardian_mobile: guardian.trim() || null },
      {
        onSuccess: () => notifySuccess(t('biodata.shows.saved')),
        onError: (error) => notifyFailure(t('biodata.shows.saveFailed'), error),
      },
    );
  };

  return (
    <form className="biodata-section" aria-labelledby="biodata-shows-heading" onSubmit={submit} noValidate>
      <h2 className="biodata-section__title" id="biodata-shows-heading">
        {t('biodata.shows.title')}
      </h2>
      <label className="biodata-choice">
        <input
          type="checkbox"
          checked={birthTime}
          aria-describedby="biodata-birth-time-hint"
          onChange={(event) => setBirthTime(event.target.checked)}
        />
        {t('biodata.shows.birthTime')}
      </label>
      <p id="biodata-birth-time-hint">{t('biodata.shows.birthTimeHint')}</p>
      <fieldset className="biodata-choices">
        <legend>{t('biodata.shows.contactTitle')}</legend>
        {BIODATA_CONTACTS.map((choice) => (
          <label className="biodata-choice" key={choice}>
            <input
              type="radio"
              name="biodata-contact"
              value={choice}
              checked={contact === choice}
              onChange={() => setContact(choice)}
            />
            {t(`biodata.shows.${choice}`)}
          </label>
        ))}
      </fieldset>
      {contact === 'guardian' && (
        <TextField
          label={t('biodata.shows.guardianNumber')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={14}
          value={guardian}
          onChange={(event) => setGuardian(event.target.value)}
        />
      )}
      {contact === 'own' && (
        <p className="biodata-warning" role="note">
          {t('biodata.shows.ownWarning')}
        </p>
      )}
      <button className="button button--primary" type="submit" aria-busy={save.isPending}>
        {t('biodata.shows.save')}
      </button>
    </form>
  );
}
