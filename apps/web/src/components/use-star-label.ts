import { type Domain, RAASIS, STARS } from '@varmala/shared';
import { useTranslation } from '../i18n/use-translation';
import { useOptionLabel } from './use-option-label';

type Named = { value: string; tamil: string; marathi: string };

/**
 * Stars and raasis as a reader knows them. In Marathi and Tamil, the catalogue's name in that
 * language; in English, the stored name with the community's own beside it: 'Rohini (ரோகிணி)'.
 */
export function useStarLabels(domain: Domain): {
  star: (value: string) => string;
  raasi: (value: string) => string;
} {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  const starLabel = useOptionLabel('birthStar');
  const raasiLabel = useOptionLabel('raasi');
  const label = (optionLabel: (value: string) => string, names: readonly Named[]) => (value: string) => {
    const named = names.find((item) => item.value === value);
    if (!named) return value;
    if (!english) return optionLabel(value);
    return `${named.value} (${domain === 'tamilmala' ? named.tamil : named.marathi})`;
  };
  return { star: label(starLabel, STARS), raasi: label(raasiLabel, RAASIS) };
}
