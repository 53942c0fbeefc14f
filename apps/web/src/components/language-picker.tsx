import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@varmala/shared';
import { changeLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { callApi } from '../lib/api-client';
import { getSession } from '../lib/session';
import { useTakenOver } from '../lib/taken-over';

/** Switches the page, and for a member the account too, so that their e-mails follow. */
async function choose(language: Language): Promise<void> {
  await changeLanguage(language);
  if (getSession().token) await callApi('setLanguage', { body: { language } }).catch(() => undefined);
}

/**
 * The language control on every page: each language named in its own script. On a prerendered page
 * it waits for the app, as a form does (components/form.tsx): a language chosen before would be lost.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const ready = useTakenOver();
  return (
    <label className={`language-picker ${className ?? ''}`}>
      <span className="visually-hidden">{t('nav.language')}</span>
      <select
        className="language-picker__select"
        value={i18n.language}
        disabled={!ready}
        onChange={(event) => void choose(event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
