import { useTranslation } from '../../i18n/use-translation';

/** A day as the reader's language writes it: 12 Nov 2026. */
export function useDay() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : `${i18n.language}-IN`, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(iso));
}
