import '../biodata.css';
import { useMutation } from '@tanstack/react-query';
import {
  type BookletRequest,
  DOMAINS,
  type Domain,
  GENDER_VALUES,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  STATE_VALUES,
} from '@varmala/shared';
import { useState } from 'react';
import { Page } from '../../../components/page';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useOptions } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api-client';
import { apiDownload } from '../../../lib/api-download';
import { notifyFailure } from '../../../lib/notify';

/** Fetches the booklet as the operator and hands it to the browser to save. */
const downloadBooklet = (body: BookletRequest) =>
  apiDownload('booklet', `booklet-${body.domain}-${body.lang}.pdf`, { body });

const ageOf = (text: string) => (text.trim() === '' ? null : Number(text));

/** The operator's booklet of brides and grooms for a gathering (melava). */
export default function BookletPage() {
  const { t } = useTranslation();
  const [domain, setDomain] = useState<Domain>('varmala');
  const [gender, setGender] = useState('');
  const [fromAge, setFromAge] = useState('');
  const [toAge, setToAge] = useState('');
  const [state, setState] = useState('');
  const [language, setLanguage] = useState<Language>('mr');
  const genders = useOptions('gender', GENDER_VALUES);
  const states = useOptions('state', STATE_VALUES);
  const make = useMutation({ mutationFn: downloadBooklet });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (make.isPending) return;
    make.mutate(
      {
        domain,
        gender: (gender || null) as BookletRequest['gender'],
        from_age: ageOf(fromAge),
        to_age: ageOf(toAge),
        state: (state || null) as BookletRequest['state'],
        lang: language,
      },
      { onError: (error) => notifyFailure(t('biodata.booklet.failed'), error) },
    );
  };

  const broadcast = useMutation({
    mutationFn: () => callApi('broadcastText', { body: { domain, lang: language } }),
    onError: (error) => notifyFailure(t('biodata.broadcast.failed'), error),
  });
  const [copied, setCopied] = useState(false);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Page title={t('biodata.booklet.title')}>
      <form className="biodata biodata-section" onSubmit={submit} noValidate>
        <p>{t('biodata.booklet.intro')}</p>
        <SelectField
          label={t('biodata.booklet.site')}
          value={domain}
          onChange={(event) => setDomain(event.target.value as Domain)}
          options={DOMAINS.map((value) => ({ value, label: t(`domains.${value}`) }))}
        />
        <SelectField
          label={t('biodata.booklet.gender')}
          value={gender}
          onChange={(event) => setGender(event.target.value)}
          placeholder={t('biodata.booklet.both')}
          options={genders}
        />
        <TextField
          label={t('biodata.booklet.fromAge')}
          inputMode="numeric"
          maxLength={2}
          value={fromAge}
          onChange={(event) => setFromAge(event.target.value.replace(/\D/g, ''))}
        />
        <TextField
          label={t('biodata.booklet.toAge')}
          inputMode="numeric"
          maxLength={2}
          value={toAge}
          onChange={(event) => setToAge(event.target.value.replace(/\D/g, ''))}
        />
        <SelectField
          label={t('biodata.booklet.state')}
          value={state}
          onChange={(event) => setState(event.target.value)}
          placeholder={t('biodata.booklet.anyState')}
          options={states}
        />
        <SelectField
          label={t('biodata.booklet.language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
          options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        />
        <p>{t('biodata.booklet.wait')}</p>
        <button className="button button--primary" type="submit" aria-busy={make.isPending}>
          {t('biodata.booklet.make')}
        </button>
      </form>
      <section className="biodata biodata-section" aria-labelledby="broadcast-title">
        <h2 id="broadcast-title">{t('biodata.broadcast.title')}</h2>
        <p>{t('biodata.broadcast.intro')}</p>
        <button
          className="button"
          type="button"
          aria-busy={broadcast.isPending}
          onClick={() => {
            setCopied(false);
            if (!broadcast.isPending) broadcast.mutate();
          }}
        >
          {t('biodata.broadcast.make')}
        </button>
        {broadcast.data && (
          <>
            <p role="status">
              {t('biodata.broadcast.summary', {
                count: broadcast.data.profiles,
                links: broadcast.data.links,
              })}
            </p>
            <textarea
              className="biodata-broadcast"
              readOnly
              rows={12}
              value={broadcast.data.text}
              aria-label={t('biodata.broadcast.title')}
            />
            <div className="biodata-actions">
              <button
                className="button button--primary"
                type="button"
                onClick={() => copy(broadcast.data.text)}
              >
                {copied ? t('biodata.broadcast.copied') : t('biodata.broadcast.copy')}
              </button>
              <a
                className="button"
                href={`https://wa.me/?text=${encodeURIComponent(broadcast.data.text)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('biodata.broadcast.whatsapp')}
              </a>
            </div>
          </>
        )}
      </section>
    </Page>
  );
}
