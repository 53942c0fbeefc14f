import { RAASI_VALUES, type Raasi, STAR_VALUES, type Star } from '../options/stars.js';
import { countRaasis, countStars } from './chart.js';
import type { MatchRule } from './match-rule.js';
import {
  type Gana,
  RAASI_LORD,
  relation,
  STAR_GANA,
  STAR_RAJJU,
  STAR_YONI,
  yoniEnemies,
} from './star-attributes.js';

// The ten poruthams, each read from the bride's star (or raasi) to the groom's, both ends counted.
// Tables are data with their source beside them; where sources disagree each reading is kept and the
// site's rule (match-rule.ts) picks one.

export type PoruthamOutcome = 'match' | 'partial' | 'no_match';

/** Why an item came out as it did: an i18n key under horoscope.reason and the values its text needs. */
export interface PoruthamReason {
  readonly key: string;
  readonly [value: string]: string | number;
}

export interface PoruthamEvaluation {
  readonly result: PoruthamOutcome;
  readonly reason: PoruthamReason;
}

type Variants = MatchRule['variants'];

function outcome(result: PoruthamOutcome, key: string, values: Record<string, string | number> = {}) {
  return { result, reason: { key: `horoscope.reason.${key}`, ...values } };
}

function starCount(bride: Star, groom: Star): number {
  return countStars(STAR_VALUES.indexOf(bride), STAR_VALUES.indexOf(groom));
}

function raasiCount(bride: Raasi, groom: Raasi): number {
  return countRaasis(RAASI_VALUES.indexOf(bride), RAASI_VALUES.indexOf(groom));
}

// --- Dina ---------------------------------------------------------------------------------------

/** 'list': jathakaporutham.com/nakshathra-porutham-for-marriage (also tirumanaporutham.blogspot.com). */
export const DINA_GOOD_COUNTS: readonly number[] = [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26];

/**
 * 'remainder': the count divided by nine leaves 2, 4, 6, 8 or 0. Sources: poorvapunya.com/tenmatch_desc.php;
 * rajaramaneb.blogspot.com ("remainder 3, 5, 7 inauspicious"); diamondtamil.com's list 2 … 26, 27.
 * It passes 17, 22 and 27 besides the list.
 */
export const DINA_GOOD_REMAINDERS: readonly number[] = [0, 2, 4, 6, 8];

/**
 * Both born in the same star ("aega nakshatra"): six stars are uthamam, eight mathimam, the other thirteen
 * do not match. Source: jathakaporutham.com/nakshathra-porutham-for-marriage (also
 * tirumanaporutham.blogspot.com/2011/04/dhina-porutham.html). Applied under both dina variants.
 */
export const DINA_SAME_STAR: Readonly<Record<Star, PoruthamOutcome>> = {
  Ashwini: 'partial',
  Bharani: 'partial',
  Krittika: 'partial',
  Rohini: 'match',
  Mrigashira: 'partial',
  Ardra: 'match',
  Punarvasu: 'partial',
  Pushya: 'match',
  Ashlesha: 'no_match',
  Magha: 'match',
  'Purva Phalguni': 'no_match',
  'Uttara Phalguni': 'partial',
  Hasta: 'match',
  Chitra: 'partial',
  Swati: 'no_match',
  Vishakha: 'no_match',
  Anuradha: 'partial',
  Jyeshtha: 'no_match',
  Mula: 'no_match',
  'Purva Ashadha': 'no_match',
  'Uttara Ashadha': 'no_match',
  Shravana: 'match',
  Dhanishta: 'no_match',
  Shatabhisha: 'no_match',
  'Purva Bhadrapada': 'no_match',
  'Uttara Bhadrapada': 'no_match',
  Revati: 'no_match',
};

const SAME_STAR_REASON = {
  match: 'same_star_good',
  partial: 'same_star_medium',
  no_match: 'same_star_bad',
} as const;

export function dina(bride: Star, groom: Star, variants: Variants): PoruthamEvaluation {
  const count = starCount(bride, groom);
  if (count === 1) {
    const result = DINA_SAME_STAR[bride];
    return outcome(result, `dina.${SAME_STAR_REASON[result]}`, { count });
  }
  const good =
    variants.dina === 'list' ? DINA_GOOD_COUNTS.includes(count) : DINA_GOOD_REMAINDERS.includes(count % 9);
  return outcome(good ? 'match' : 'no_match', good ? 'dina.count_good' : 'dina.count_bad', { count });
}

// --- Gana ---------------------------------------------------------------------------------------

/**
 * Same gana matches; Deva with Manushya either way matches; a Rakshasa with another gana fails
 * (manakkalayyampet.blogspot.com/2013/06/2_1613.html as given in the reference). The variants let more
 * Rakshasa grooms through:
 * - 'deva_bride_rakshasa_groom': a Deva bride with a Rakshasa groom, the pair the same source says varies;
 * - 'rakshasa_groom': a Rakshasa groom with a Deva or a Manushya bride (poorvapunya.com/tenmatch_desc.php).
 */
export const GANA_ALSO_ALLOWED: Readonly<
  Record<Variants['gana'], readonly (readonly [bride: Gana, groom: Gana])[]>
> = {
  strict: [],
  deva_bride_rakshasa_groom: [['deva', 'rakshasa']],
  rakshasa_groom: [
    ['deva', 'rakshasa'],
    ['manushya', 'rakshasa'],
  ],
};

export function gana(bride: Star, groom: Star, variants: Variants): PoruthamEvaluation {
  const b = STAR_GANA[bride];
  const g = STAR_GANA[groom];
  if (b === g) return outcome('match', 'gana.same', { gana: b });
  const values = { bride_gana: b, groom_gana: g };
  if (b !== 'rakshasa' && g !== 'rakshasa') return outcome('match', 'gana.deva_manushya', values);
  const allowed = GANA_ALSO_ALLOWED[variants.gana].some(([x, y]) => x === b && y === g);
  return allowed
    ? outcome('match', 'gana.rakshasa_allowed', values)
    : outcome('no_match', 'gana.mismatch', values);
}

// --- Mahendra -----------------------------------------------------------------------------------

/** Source: astrosiva.in/mahendra-porutham-in-tamil; poorvapunya.com/tenmatch_desc.php. */
export const MAHENDRA_COUNTS: readonly number[] = [4, 7, 10, 13, 16, 19, 22, 25];

export function mahendra(bride: Star, groom: Star): PoruthamEvaluation {
  const count = starCount(bride, groom);
  const good = MAHENDRA_COUNTS.includes(count);
  return outcome(good ? 'match' : 'no_match', good ? 'mahendra.count_good' : 'mahendra.count_bad', { count });
}

// --- Stree Deergha ------------------------------------------------------------------------------

/**
 * The least count for a full match, and for a partial one (none where the reading has no middle):
 * - 'over_13': more than 13 full, 8 to 13 partial (seithipunal.com/culture/stree-poruththam;
 *   poorvapunya.com/tenmatch_desc.php);
 * - 'over_9': more than 9 (the reading of sivabeast/jothida_matrimony);
 * - 'from_13': 13 or more (the reading of aroha-astrology).
 */
export const STREE_DEERGHA_THRESHOLDS: Readonly<
  Record<Variants['stree_deergha'], { readonly full: number; readonly partial: number | null }>
> = {
  over_13: { full: 14, partial: 8 },
  over_9: { full: 10, partial: null },
  from_13: { full: 13, partial: null },
};

export function streeDeergha(bride: Star, groom: Star, variants: Variants): PoruthamEvaluation {
  const count = starCount(bride, groom);
  const { full, partial } = STREE_DEERGHA_THRESHOLDS[variants.stree_deergha];
  if (count >= full) return outcome('match', 'stree_deergha.far', { count });
  if (partial !== null && count >= partial) return outcome('partial', 'stree_deergha.medium', { count });
  return outcome('no_match', 'stree_deergha.near', { count });
}

// --- Yoni ---------------------------------------------------------------------------------------

/** Sworn enemies fail; any other pair matches. Source: freehoroscopesonline.in/yonikoota.php. */
export function yoni(bride: Star, groom: Star): PoruthamEvaluation {
  const b = STAR_YONI[bride];
  const g = STAR_YONI[groom];
  if (b === g) return outcome('match', 'yoni.same_animal', { animal: b });
  const values = { bride_animal: b, groom_animal: g };
  return yoniEnemies(b, g)
    ? outcome('no_match', 'yoni.enemies', values)
    : outcome('match', 'yoni.not_enemies', values);
}

// --- Rajju --------------------------------------------------------------------------------------

/**
 * Two stars of the same rajju fail (jathagamporutham.com/?p=145). Under 'arohanam_exception' a pair in the
 * same rajju with one star on the rope's way up and the other on its way down passes; the three Siro
 * stars sit at the top and have no way, so they still fail.
 */
export function rajju(bride: Star, groom: Star, variants: Variants): PoruthamEvaluation {
  const b = STAR_RAJJU[bride];
  const g = STAR_RAJJU[groom];
  if (b.rajju !== g.rajju)
    return outcome('match', 'rajju.different', { bride_rajju: b.rajju, groom_rajju: g.rajju });
  const opposite = b.direction !== 'peak' && g.direction !== 'peak' && b.direction !== g.direction;
  if (variants.rajju === 'arohanam_exception' && opposite) {
    return outcome('match', 'rajju.same_opposite_way', { rajju: b.rajju });
  }
  return outcome('no_match', 'rajju.same', { rajju: b.rajju });
}

// --- Vedha --------------------------------------------------------------------------------------

/**
 * Stars that pierce each other; either way round. The twelve pairs and the Mrigashira–Chitra–Dhanishta trio
 * as in reference/horoscope-matching.md (cross-checked with PyJHora's pair list; Chitra is in the trio).
 */
export const VEDHA_PAIRS: readonly (readonly [Star, Star])[] = [
  ['Ashwini', 'Jyeshtha'],
  ['Bharani', 'Anuradha'],
  ['Krittika', 'Vishakha'],
  ['Rohini', 'Swati'],
  ['Ardra', 'Shravana'],
  ['Punarvasu', 'Uttara Ashadha'],
  ['Pushya', 'Purva Ashadha'],
  ['Ashlesha', 'Mula'],
  ['Magha', 'Revati'],
  ['Purva Phalguni', 'Uttara Bhadrapada'],
  ['Uttara Phalguni', 'Purva Bhadrapada'],
  ['Hasta', 'Shatabhisha'],
  ['Mrigashira', 'Chitra'],
  ['Chitra', 'Dhanishta'],
  ['Mrigashira', 'Dhanishta'],
];

export function vedha(bride: Star, groom: Star): PoruthamEvaluation {
  const pierced = VEDHA_PAIRS.some(([x, y]) => (x === bride && y === groom) || (x === groom && y === bride));
  return pierced ? outcome('no_match', 'vedha.pair') : outcome('match', 'vedha.none');
}

// --- Rasi ---------------------------------------------------------------------------------------

/**
 * Counts from the bride's raasi to the groom's that fail:
 * - 'with_second': 2, 6, 8, 12: one raasi in the 6th, 8th or 12th of the other, read both ways, which
 *   is what raajayogam.com/mm/raasi-porutham.html and prokerala.com/astrology/porutham/rasi-porutham.html
 *   say; raajayogam's list of matching places (1, 3, 4, 5, 7, 9, 10, 11) leaves out the 2nd, and
 *   tamilhoroscope.in fails it outright;
 * - 'six_eight_twelve': 6, 8, 12 counted from the bride only.
 */
export const RASI_BAD_COUNTS: Readonly<Record<Variants['rasi'], readonly number[]>> = {
  with_second: [2, 6, 8, 12],
  six_eight_twelve: [6, 8, 12],
};

/** Seventh from each other yet not matching. Source: raajayogam.com/mm/raasi-porutham.html. */
export const RASI_SEVENTH_EXCEPTIONS: readonly (readonly [Raasi, Raasi])[] = [
  ['Karka', 'Makara'],
  ['Simha', 'Kumbha'],
];

export function rasi(bride: Raasi, groom: Raasi, variants: Variants): PoruthamEvaluation {
  const count = raasiCount(bride, groom);
  if (count === 1) return outcome('match', 'rasi.same', { count });
  if (RASI_BAD_COUNTS[variants.rasi].includes(count)) return outcome('no_match', 'rasi.count_bad', { count });
  if (count === 7) {
    const excepted = RASI_SEVENTH_EXCEPTIONS.some(
      ([x, y]) => (x === bride && y === groom) || (x === groom && y === bride),
    );
    return excepted
      ? outcome('no_match', 'rasi.seventh_exception', { count })
      : outcome('match', 'rasi.seventh', { count });
  }
  return outcome('match', 'rasi.count_good', { count });
}

// --- Rasi Adhipathi -----------------------------------------------------------------------------

/**
 * The lords of the two raasis (prokerala.com's porutham series), their friendship read both ways from
 * Brihat Parashara Hora Shastra's natural table (star-attributes.ts). The same lord, or each a friend of
 * the other, matches; an enemy on either side fails. In between (a neutral side):
 * - 'friends': partial;
 * - 'not_enemies': match.
 */
export function rasiAdhipathi(bride: Raasi, groom: Raasi, variants: Variants): PoruthamEvaluation {
  const b = RAASI_LORD[bride];
  const g = RAASI_LORD[groom];
  if (b === g) return outcome('match', 'rasi_adhipathi.same_lord', { lord: b });
  const values = { bride_lord: b, groom_lord: g };
  const there = relation(b, g);
  const back = relation(g, b);
  if (there === 'enemy' || back === 'enemy') return outcome('no_match', 'rasi_adhipathi.enemies', values);
  if (there === 'friend' && back === 'friend') return outcome('match', 'rasi_adhipathi.friends', values);
  return outcome(
    variants.rasi_adhipathi === 'friends' ? 'partial' : 'match',
    'rasi_adhipathi.neutral',
    values,
  );
}

// --- Vasya --------------------------------------------------------------------------------------

/**
 * The raasis each raasi holds sway over. The traditional table; sivabeast/jothida_matrimony and
 * aroha-astrology carry the same one (reference/horoscope-matching.md), and so does PyJHora.
 */
export const VASYA: Readonly<Record<Raasi, readonly Raasi[]>> = {
  Mesha: ['Simha', 'Vrishchika'],
  Vrishabha: ['Karka', 'Tula'],
  Mithuna: ['Kanya'],
  Karka: ['Vrishchika', 'Dhanu'],
  Simha: ['Tula'],
  Kanya: ['Mithuna', 'Meena'],
  Tula: ['Kanya', 'Makara'],
  Vrishchika: ['Karka'],
  Dhanu: ['Meena'],
  Makara: ['Mesha', 'Kumbha'],
  Kumbha: ['Mesha'],
  Meena: ['Makara'],
};

/** Either raasi in the other's list matches. */
export function vasya(bride: Raasi, groom: Raasi): PoruthamEvaluation {
  const groomInBride = VASYA[bride].includes(groom);
  const brideInGroom = VASYA[groom].includes(bride);
  if (groomInBride && brideInGroom) return outcome('match', 'vasya.mutual');
  if (groomInBride) return outcome('match', 'vasya.groom_in_bride');
  if (brideInGroom) return outcome('match', 'vasya.bride_in_groom');
  return outcome('no_match', 'vasya.none');
}

export const STAR_PORUTHAMS = {
  dina,
  gana,
  mahendra,
  stree_deergha: streeDeergha,
  yoni,
  rajju,
  vedha,
} as const satisfies Record<string, (bride: Star, groom: Star, variants: Variants) => PoruthamEvaluation>;

export const RAASI_PORUTHAMS = {
  rasi,
  rasi_adhipathi: rasiAdhipathi,
  vasya,
} as const satisfies Record<string, (bride: Raasi, groom: Raasi, variants: Variants) => PoruthamEvaluation>;
