import type { BiodataContact, BiodataSettings } from '@varmala/shared';
import { useState } from 'react';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSaveBiodataSettings } from '../api/use-biodata';

/**
 * The birth time or not, and whose contact the biodata gives, among the choices the site offers
 * (the office's only where it has a WhatsApp number or an e-mail): saved with one button, with a
 * line that says what will print.
 */
export function BiodataChoices({ userId, saved }: { userId: number; saved: BiodataSettings }) {
  const { t } = useTranslation();
  const save = useSaveBiodataSettings(userId);
  const [birthTime, setBirthTime] = useState(saved.show_birth_time);
  const [contact, setContact] = useState<BiodataContact>(saved.contact);
  const [guardian, setGuardian] = useState(saved.guardian_mobile ?? '');
  const office = saved.office;
  const prints =
    contact === 'operator' && office
      ? t(`biodata.shows.prints.${office.kind}`, { value: office.value })
      : contact === 'guardian'
        ? guardian.trim()
          ? t('biodata.shows.prints.guardian', { value: guardian.trim() })
          : t('biodata.shows.prints.guardianMissing')
        : t('biodata.shows.prints.own');

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
        {!office && <p>{t('biodata.shows.noOffice')}</p>}
        {saved.choices.map((choice) => (
          <label className="biodata-choice" key={choice}>
            <input
              type="radio"
              name="biodata-contact"
              value={choice}
              checked={contact === choice}
              onChange={() => setContact(choice)}
            />
            {choice === 'operator' && office?.kind === 'email'
              ? t('biodata.shows.operatorEmail')
              : t(`biodata.shows.${choice}`)}
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
      <p className="biodata-prints" aria-live="polite">
        {prints}
      </p>
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
