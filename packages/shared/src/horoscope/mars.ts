import type { Domain } from '../domains.js';

/**
 * Mars (chevvai dosham, mangal dosh): the houses of Mars that give the dosham as each site's
 * families count them, from the lagna and from the Moon alike, in whole signs with the raasi itself
 * the first (docs/decisions/036). Tamil almanacs name 2, 4, 7, 8 and 12 for chevvai dosham;
 * Marathi ones 1, 4, 7, 8 and 12 for mangal dosh. One rule for the horoscope step's suggestion, the
 * computed chart's answer and the match.
 */
export const MARS_DOSHAM_HOUSES: Readonly<Record<Domain, readonly number[]>> = {
  tamilmala: [2, 4, 7, 8, 12],
  varmala: [1, 4, 7, 8, 12],
};

/** The houses of Mars, as POST /api/horoscope/compute answers them (`mars_house`). */
export interface MarsHouses {
  readonly from_lagna: number;
  readonly from_moon: number;
}

/** Whether Mars, in these houses, gives the dosham by the site's way of counting. */
export function hasMarsDosham(domain: Domain, houses: MarsHouses): boolean {
  const dosham = MARS_DOSHAM_HOUSES[domain];
  return dosham.includes(houses.from_lagna) || dosham.includes(houses.from_moon);
}

/**
 * Whether Mars lets two horoscopes match, from each one's dosham as its site counts it (hasMarsDosham):
 * two that both have it cancel each other out, so it blocks only when exactly one has it ('blocks'),
 * is 'clear' when both or neither do, and 'unknown' while either's is not known (no birth time or
 * listed place).
 */
export function marsVerdict(
  bride: boolean | null | undefined,
  groom: boolean | null | undefined,
): 'blocks' | 'clear' | 'unknown' {
  if (typeof bride !== 'boolean' || typeof groom !== 'boolean') return 'unknown';
  return bride === groom ? 'clear' : 'blocks';
}
