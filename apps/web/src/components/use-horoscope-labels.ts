import type { Domain } from '@varmala/shared';
import { useTranslation } from '../i18n/use-translation';

/**
 * Raasi, padham and dosham under the names each community's families use: Rashi, Charan and
 * Mangal dosh on the Marathi site; Raasi, Padham and Chevvai dosham on the Tamil one.
 */
export function useHoroscopeLabels(domain: Domain): { raasi: string; padham: string; dhosam: string } {
  const { t } = useTranslation();
  return {
    raasi: t(`profile.horoscope.sites.${domain}.raasi`),
    padham: t(`profile.horoscope.sites.${domain}.padham`),
    dhosam: t(`profile.horoscope.sites.${domain}.dhosam`),
  };
}
