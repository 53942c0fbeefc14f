import { type Domain, STARS } from '@varmala/shared';

/** A star or raasi as the member's community writes it, beside the stored name: 'Rohini (ரோகிணி)'. */
export function localName(option: { value: string; tamil: string; marathi: string }, domain: Domain): string {
  return `${option.value} (${domain === 'tamilmala' ? option.tamil : option.marathi})`;
}

/** A stored star value with its local name; a value not in the list is shown as it is. */
export function starLabel(value: string, domain: Domain): string {
  const star = STARS.find((item) => item.value === value);
  return star ? localName(star, domain) : value;
}
