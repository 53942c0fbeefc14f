import { isLanguage, type Language } from '@varmala/shared';

export type ListType = 'conjunction' | 'disjunction';

/**
 * How each of our languages joins a list, as the Unicode CLDR writes it (and Intl.ListFormat says):
 * two items with `pair`, more with ", " and `last` before the last one.
 */
const JOINS: Readonly<Record<Language, Record<ListType, { pair: string; last: string }>>> = {
  en: { conjunction: { pair: ' and ', last: ', and ' }, disjunction: { pair: ' or ', last: ', or ' } },
  mr: { conjunction: { pair: ' आणि ', last: ' आणि ' }, disjunction: { pair: ' किंवा ', last: ', किंवा ' } },
  ta: {
    conjunction: { pair: ' மற்றும் ', last: ' மற்றும் ' },
    disjunction: { pair: ' அல்லது ', last: ' அல்லது ' },
  },
};

/**
 * "A, B and C" (or "A, B or C") in the reader's language. Our three languages are joined from the
 * table above: the first Intl.ListFormat a page makes loads the browser's list data, tens of
 * milliseconds on a slow phone, and every search card says a list.
 */
export function formatList(
  language: string,
  items: readonly string[],
  type: ListType = 'conjunction',
): string {
  const join = isLanguage(language) ? JOINS[language][type] : undefined;
  if (!join) return new Intl.ListFormat(language, { type }).format(items);
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]}${join.pair}${items[1]}`;
  return `${items.slice(0, -1).join(', ')}${join.last}${items.at(-1)}`;
}
