import { type Raasi, STAR_VALUES, type Star } from '../options/stars.js';
import {
  bhakootPoints,
  ganaPoints,
  grahaMaitriPoints,
  nadiPoints,
  taraPoints,
  type VashyaGroup,
  varnaPoints,
  vashyaGroupsAt,
  vashyaPoints,
  yoniPoints,
} from './ashtakoota-rules.js';
import { type HoroscopeChart, raasiOfPosition, raasisOf, resolveChart } from './chart.js';

export const ASHTAKOOTA_MAX = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  graha_maitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
} as const;
export type AshtakootaKey = keyof typeof ASHTAKOOTA_MAX;
export const ASHTAKOOTA_KEYS = Object.keys(ASHTAKOOTA_MAX) as AshtakootaKey[];

export interface AshtakootaItem<K extends AshtakootaKey = AshtakootaKey> {
  readonly key: K;
  /** Null when it depends on a star or raasi that is not known. */
  readonly points: number | null;
  readonly max: (typeof ASHTAKOOTA_MAX)[K];
}

/** The kootas whose 0 is named a dosha: a bhakoot or nadi dosha. */
export const ASHTAKOOTA_DOSHAS = ['nadi', 'bhakoot'] as const;
export type AshtakootaDosha = (typeof ASHTAKOOTA_DOSHAS)[number];

export interface GunaRange {
  readonly min: number;
  readonly max: number;
}

export interface AshtakootaMatch {
  readonly items: { readonly [K in AshtakootaKey]: AshtakootaItem<K> };
  /** The sum of the items; null while any of them is unknown. */
  readonly total: number | null;
  /**
   * The least and the most the total can be, over every place the Moon may be in (min = max = total
   * when the total is known); null without both stars.
   */
  readonly range: GunaRange | null;
  readonly max: 36;
  /** 'nadi' and 'bhakoot' when that koota is known to score 0. */
  readonly doshas: readonly AshtakootaDosha[];
}

/** The same points whichever of the possible values each side has, or null when they differ. */
function agreed<T>(
  bride: readonly T[],
  groom: readonly T[],
  points: (bride: T, groom: T) => number,
): number | null {
  if (bride.length === 0 || groom.length === 0) return null;
  const all = new Set(bride.flatMap((b) => groom.map((g) => points(b, g))));
  return all.size === 1 ? ([...all][0] as number) : null;
}

/** Where the Moon may be, as the raasi-based kootas read it: its raasi and its vashya group. */
export interface MoonPlace {
  readonly raasi: Raasi;
  readonly vashya: VashyaGroup;
}

export function moonPlaces(positions: readonly number[]): MoonPlace[] {
  const places = new Map<string, MoonPlace>();
  for (const position of positions) {
    const raasi = raasiOfPosition(position);
    for (const vashya of vashyaGroupsAt(position)) places.set(`${raasi}|${vashya}`, { raasi, vashya });
  }
  return [...places.values()];
}

/**
 * The total over each pair of places the two Moons may be in. Taken pair by pair, not koota by koota,
 * because one raasi decides varna, graha maitri and bhakoot together.
 */
function totalRange(
  starPoints: number,
  bride: readonly MoonPlace[],
  groom: readonly MoonPlace[],
): GunaRange | null {
  if (bride.length === 0 || groom.length === 0) return null;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const b of bride) {
    for (const g of groom) {
      const total =
        starPoints +
        varnaPoints(b.raasi, g.raasi) +
        vashyaPoints(b.vashya, g.vashya) +
        grahaMaitriPoints(b.raasi, g.raasi) +
        bhakootPoints(b.raasi, g.raasi);
      min = Math.min(min, total);
      max = Math.max(max, total);
    }
  }
  return { min, max };
}

/**
 * The 36-point Guna Milan (Ashtakoota) between a bride and a groom, with the tables of ashtakoota-rules.ts.
 * Star-based kootas need both stars; raasi-based ones take every raasi a side may be in and give points
 * only when those all agree.
 */
export function matchAshtakoota(bride: HoroscopeChart, groom: HoroscopeChart): AshtakootaMatch {
  const b = resolveChart(bride);
  const g = resolveChart(groom);
  const stars = (points: (bride: Star, groom: Star) => number) =>
    b.star === undefined || g.star === undefined
      ? null
      : points(STAR_VALUES[b.star] as Star, STAR_VALUES[g.star] as Star);
  const brideRaasis = raasisOf(b.positions);
  const groomRaasis = raasisOf(g.positions);
  const raasis = (points: (bride: Raasi, groom: Raasi) => number) => agreed(brideRaasis, groomRaasis, points);
  const vashyaGroups = (positions: readonly number[]): VashyaGroup[] => [
    ...new Set(positions.flatMap(vashyaGroupsAt)),
  ];

  const points: Record<AshtakootaKey, number | null> = {
    varna: raasis(varnaPoints),
    vashya: agreed(vashyaGroups(b.positions), vashyaGroups(g.positions), vashyaPoints),
    tara: stars(taraPoints),
    yoni: stars(yoniPoints),
    graha_maitri: raasis(grahaMaitriPoints),
    gana: stars(ganaPoints),
    bhakoot: raasis(bhakootPoints),
    nadi: stars(nadiPoints),
  };
  const items = Object.fromEntries(
    ASHTAKOOTA_KEYS.map((key) => [key, { key, points: points[key], max: ASHTAKOOTA_MAX[key] }]),
  ) as AshtakootaMatch['items'];
  const known = Object.values(points);
  const total = known.includes(null) ? null : (known as number[]).reduce((sum, p) => sum + p, 0);
  const { tara, yoni, gana, nadi } = points;
  const range =
    tara === null || yoni === null || gana === null || nadi === null
      ? null
      : totalRange(tara + yoni + gana + nadi, moonPlaces(b.positions), moonPlaces(g.positions));
  const doshas = ASHTAKOOTA_DOSHAS.filter((key) => points[key] === 0);
  return { items, total, range, max: 36, doshas };
}
