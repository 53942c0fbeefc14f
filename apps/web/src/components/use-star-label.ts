import { type Domain, RAASIS, STARS } from '@varmala/shared';
import { useTranslation } from '../i18n/use-translation';

type Named = { value: string; tamil: string; marathi: string };

/**
 * Stars and raasis as a reader knows them. In Marathi and Tamil, the catalogue's name in that
 * language; in English, the stored name with the community's own beside it: 'Rohini (ரோகிணி)'.
 */
export function useStarLabels(domain: Domain): {
  star: (value: string) => string;
  raasi: (value: string) => string;
} {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const label = (list: 'birthStar' | 'raasi', names: readonly Named[]) => (value: string) => {
    const named = names.find((item) => item.value === value);
    if (!named) return value;
    if (!english) return t(`options.${list}.${value}`, { defaultValue: value });
    return `${named.value} (${domain === 'tamilmala' ? named.tamil : named.marathi})`;
  };
  return { star: label('birthStar', STARS), raasi: label('raasi', RAASIS) };
}
