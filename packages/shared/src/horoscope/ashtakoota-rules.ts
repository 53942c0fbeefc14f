import { RAASI_VALUES, type Raasi, STAR_VALUES, type Star } from '../options/stars.js';
import { countRaasis, countStars, PADAS_PER_RAASI, raasiOfPosition } from './chart.js';
import {
  type Gana,
  RAASI_LORD,
  type Relation,
  relation,
  STAR_GANA,
  STAR_NADI,
  STAR_YONI,
  YONI_ANIMALS,
  type YoniAnimal,
} from './star-attributes.js';

// The eight kootas of the 36-point Guna Milan. Each table is the one of the source named beside it;
// where sources print different numbers the alternatives are in docs/decisions/011. Tables with a bride
// and a groom side are written bride down the side, groom across, as saravali.de prints them.

// --- Varna (1) ----------------------------------------------------------------------------------

/**
 * Varna rank of each raasi: Brahmin 4 (water signs), Kshatriya 3 (fire), Vaishya 2 (earth), Shudra 1 (air).
 * One point when the groom's rank is at least the bride's. Every source we read agrees.
 */
export const RAASI_VARNA: Readonly<Record<Raasi, 1 | 2 | 3 | 4>> = {
  Mesha: 3,
  Vrishabha: 2,
  Mithuna: 1,
  Karka: 4,
  Simha: 3,
  Kanya: 2,
  Tula: 1,
  Vrishchika: 4,
  Dhanu: 3,
  Makara: 2,
  Kumbha: 1,
  Meena: 4,
};

export function varnaPoints(bride: Raasi, groom: Raasi): number {
  return RAASI_VARNA[groom] >= RAASI_VARNA[bride] ? 1 : 0;
}

// --- Vashya (2) ---------------------------------------------------------------------------------

export const VASHYA_GROUPS = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'] as const;
export type VashyaGroup = (typeof VASHYA_GROUPS)[number];

/**
 * Vashya group of each raasi; Dhanu and Makara change group at 15°: Dhanu is Manava then Chatushpada,
 * Makara Chatushpada then Jalachara. Sources: aaps.space/blog/vashya-matching; jothishi.ai (Vashya Koota).
 */
export const RAASI_VASHYA: Readonly<
  Record<Raasi, readonly [VashyaGroup] | readonly [VashyaGroup, VashyaGroup]>
> = {
  Mesha: ['chatushpada'],
  Vrishabha: ['chatushpada'],
  Mithuna: ['manava'],
  Karka: ['jalachara'],
  Simha: ['vanachara'],
  Kanya: ['manava'],
  Tula: ['manava'],
  Vrishchika: ['keeta'],
  Dhanu: ['manava', 'chatushpada'],
  Makara: ['chatushpada', 'jalachara'],
  Kumbha: ['manava'],
  Meena: ['jalachara'],
};

/**
 * The groups the Moon may be in at one of the 108 padas. A raasi's 15° falls in the middle of its fifth
 * pada (Purva Ashadha 1 in Dhanu, Shravana 2 in Makara), so that pada may be in either half.
 */
export function vashyaGroupsAt(position: number): readonly VashyaGroup[] {
  const groups = RAASI_VASHYA[raasiOfPosition(position)];
  if (groups.length === 1) return groups;
  const within = position % PADAS_PER_RAASI;
  if (within < 4) return [groups[0]];
  return within > 4 ? [groups[1]] : groups;
}

/**
 * Points, bride's group down, groom's across. Source: Maitreya's table at saravali.de/astrology/koota_vashya.html
 * (as transcribed, identically, by several open implementations; the page itself is headed bride down the side).
 */
export const VASHYA_POINTS: Readonly<Record<VashyaGroup, readonly number[]>> = {
  //            chatushpada manava jalachara vanachara keeta
  chatushpada: [2, 0, 0, 0.5, 0],
  manava: [1, 2, 1, 0.5, 1],
  jalachara: [0.5, 1, 2, 1, 1],
  vanachara: [0, 0, 0, 2, 0],
  keeta: [1, 1, 1, 0, 2],
};

export function vashyaPoints(bride: VashyaGroup, groom: VashyaGroup): number {
  return VASHYA_POINTS[bride][VASHYA_GROUPS.indexOf(groom)] as number;
}

// --- Tara (3) -----------------------------------------------------------------------------------

/**
 * Count from one star to the other, both ends counted, and divide by nine: a remainder of 3, 5 or 7 (Vipat,
 * Pratyak, Vadha) is inauspicious. Counted both ways, 1.5 points for each good way.
 * Source: saravali.de (koota_dina); poorvapunya.com/tenmatch_desc.php.
 */
export const TARA_BAD_REMAINDERS: readonly number[] = [3, 5, 7];

export function taraPoints(bride: Star, groom: Star): number {
  const b = STAR_VALUES.indexOf(bride);
  const g = STAR_VALUES.indexOf(groom);
  const good = (count: number) => !TARA_BAD_REMAINDERS.includes(count % 9);
  return (good(countStars(b, g)) ? 1.5 : 0) + (good(countStars(g, b)) ? 1.5 : 0);
}

// --- Yoni (4) -----------------------------------------------------------------------------------

/**
 * Points, bride's animal down, groom's across, in YONI_ANIMALS order. Source: saravali.de/astrology/koota_yoni.html
 * (Maitreya), copied as printed: it is not symmetric at horse/deer (3 one way, 1 the other) and
 * buffalo/lion (1 and 2).
 */
export const YONI_POINTS: Readonly<Record<YoniAnimal, readonly number[]>> = {
  //        hor ele she ser dog cat rat cow buf tig dee mon mng lio
  horse: [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  elephant: [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  sheep: [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  serpent: [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  dog: [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  cat: [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  rat: [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  cow: [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  buffalo: [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  tiger: [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  deer: [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  monkey: [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  mongoose: [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  lion: [1, 0, 1, 2, 1, 1, 2, 1, 2, 1, 1, 2, 2, 4],
};

export function yoniPoints(bride: Star, groom: Star): number {
  return YONI_POINTS[STAR_YONI[bride]][YONI_ANIMALS.indexOf(STAR_YONI[groom])] as number;
}

// --- Graha Maitri (5) ---------------------------------------------------------------------------

/**
 * Points for how the two raasi lords regard each other (star-attributes.ts, both ways): the standard scale
 * with its half point. Sources: Brihat Parashara Hora Shastra ch. 3 for the friendships; the 5/4/3/1/½/0
 * scale as in PyJHora and the common Guna Milan tables. The same lord is 5.
 */
export const GRAHA_MAITRI_POINTS: readonly (readonly [Relation, Relation, number])[] = [
  ['friend', 'friend', 5],
  ['friend', 'neutral', 4],
  ['neutral', 'neutral', 3],
  ['friend', 'enemy', 1],
  ['neutral', 'enemy', 0.5],
  ['enemy', 'enemy', 0],
];

export function grahaMaitriPoints(bride: Raasi, groom: Raasi): number {
  const b = RAASI_LORD[bride];
  const g = RAASI_LORD[groom];
  const there = relation(b, g);
  const back = relation(g, b);
  const row = GRAHA_MAITRI_POINTS.find(
    ([x, y]) => (x === there && y === back) || (x === back && y === there),
  );
  return row?.[2] ?? 0;
}

// --- Gana (6) -----------------------------------------------------------------------------------

/**
 * Points, bride's gana down, groom's across (deva, manushya, rakshasa). Source: Maitreya's table at
 * saravali.de/astrology/koota_gana.html, the same as PyJHora's gana_array. Other tables give 5 both ways for
 * Deva–Manushya, or 1 both ways for Deva–Rakshasa (docs/decisions/011).
 */
export const GANA_POINTS: Readonly<Record<Gana, Readonly<Record<Gana, number>>>> = {
  deva: { deva: 6, manushya: 6, rakshasa: 0 },
  manushya: { deva: 5, manushya: 6, rakshasa: 0 },
  rakshasa: { deva: 1, manushya: 0, rakshasa: 6 },
};

export function ganaPoints(bride: Star, groom: Star): number {
  return GANA_POINTS[STAR_GANA[bride]][STAR_GANA[groom]];
}

// --- Bhakoot (7) --------------------------------------------------------------------------------

/**
 * Raasis 2/12, 5/9 or 6/8 from each other score 0 (bhakoot dosha); 1/1, 3/11, 4/10 and 7/7 score 7.
 * Source: saravali.de/articles/koota_rasi.html; reference/horoscope-matching.md.
 */
export const BHAKOOT_BAD_COUNTS: readonly number[] = [2, 5, 6, 8, 9, 12];

export function bhakootPoints(bride: Raasi, groom: Raasi): number {
  const count = countRaasis(RAASI_VALUES.indexOf(bride), RAASI_VALUES.indexOf(groom));
  return BHAKOOT_BAD_COUNTS.includes(count) ? 0 : 7;
}

// --- Nadi (8) -----------------------------------------------------------------------------------

/** The same nadi scores 0 (nadi dosha), different nadis 8. Source: saravali.de (Maitreya); the reference. */
export function nadiPoints(bride: Star, groom: Star): number {
  return STAR_NADI[bride] === STAR_NADI[groom] ? 0 : 8;
}
