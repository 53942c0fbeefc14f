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
import { type HoroscopeChart, raasisOf, resolveChart } from './chart.js';

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

export type AshtakootaDosha = 'nadi' | 'bhakoot';

export interface AshtakootaMatch {
  readonly items: { readonly [K in AshtakootaKey]: AshtakootaItem<K> };
  /** The sum of the items; null while any of them is unknown. */
  readonly total: number | null;
  readonly max: 36;
  /** 'nadi' and 'bhakoot' when that koota scored 0. */
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
  const doshas = (['nadi', 'bhakoot'] as const).filter((key) => points[key] === 0);
  return { items, total, max: 36, doshas };
}
