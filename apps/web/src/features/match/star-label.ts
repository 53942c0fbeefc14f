import { type Domain, STARS } from '@varmala/shared';

/** A star as the member's community writes it, beside the stored name: 'Rohini (ரோகிணி)'. */
export function starLabel(value: string, domain: Domain): string {
  const star = STARS.find((item) => item.value === value);
  if (!star) return value;
  return `${star.value} (${domain === 'tamilmala' ? star.tamil : star.marathi})`;
}
