import { useTranslation } from '../i18n/use-translation';

/**
 * Labels for stored option values. The values are the English texts of the spec, so the English
 * catalogue needs no entry; another language adds `options.<list>.<value>` keys.
 */
export function useOptionLabel(list: string): (value: string | number, fallback?: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // A label is a plain text (no variables, no plurals), so it is read straight from the catalogue:
  // a search page shows hundreds of them, and \`t()\` would interpolate and post-process each one.
  return (value, fallback) => {
    const label = i18n.getResource(language, 'translation', `options.${list}.${value}`);
    return typeof label === 'string' ? label : (fallback ?? String(value));
  };
}

/** Select options for a list of stored values. */
export function useOptions(
  list: string,
  values: readonly (string | number)[],
): { value: string; label: string }[] {
  const label = useOptionLabel(list);
  return values.map((value) => ({ value: String(value), label: label(value) }));
}

/**
 * A height as the profile stores it ('5ft 6in', as the spec writes it) in the reader's words: the
 * same numbers, with feet and inches named in their language.
 */
export function useHeightLabel(): (height: string | null) => string | null {
  const { t } = useTranslation();
  return (height) => {
    const match = height?.match(/^(\d+)ft (\d+)in$/);
    return match ? t('common.height', { feet: match[1], inches: match[2] }) : height;
  };
}
