import type { Gender } from '@varmala/shared';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from '../i18n/use-translation';

/**
 * The label of a stored option value in the reader's language. The values are the English texts of
 * the spec, so the English catalogue needs no entry; another language adds `options.<list>.<value>`.
 *
 * A label that describes the person agrees with them where the language says so (Marathi: a bride
 * is 'गोरी', a groom 'गोरा'): with the profile's `gender`, `<value>_female` or `<value>_male` is
 * read first, as i18next's context would; the plain key is the form for when it is not known.
 */
export function optionLabel(
  i18n: Pick<I18n, 'getResource' | 'language'>,
  list: string,
  value: string | number,
  gender?: Gender | null,
): string | undefined {
  // A label is a plain text (no variables, no plurals), so it is read straight from the catalogue:
  // a search page shows hundreds of them, and t() would interpolate and post-process each one.
  const read = (key: string) => {
    const label = i18n.getResource(i18n.language, 'translation', key);
    return typeof label === 'string' ? label : undefined;
  };
  const context = gender === 'Female' ? '_female' : gender === 'Male' ? '_male' : null;
  return (context && read(`options.${list}.${value}${context}`)) || read(`options.${list}.${value}`);
}

/** Labels of one list's values, for a profile of `gender` when it is known. */
export function useOptionLabel(
  list: string,
  gender?: Gender | null,
): (value: string | number, fallback?: string) => string {
  const { i18n } = useTranslation();
  return (value, fallback) => optionLabel(i18n, list, value, gender) ?? fallback ?? String(value);
}

/** Select options for a list of stored values, labelled for the profile's `gender` when given. */
export function useOptions(
  list: string,
  values: readonly (string | number)[],
  gender?: Gender | null,
): { value: string; label: string }[] {
  const label = useOptionLabel(list, gender);
  return values.map((value) => ({ value: String(value), label: label(value) }));
}
