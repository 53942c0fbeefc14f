import {
  PADHAM_VALUES,
  type Padham,
  RAASI_VALUES,
  type Raasi,
  STAR_VALUES,
  type Star,
} from '../options/stars.js';

/**
 * What a member's horoscope says about the Moon: the birth star, its pada (quarter) and the raasi, in
 * the canonical values of options/stars.ts. Every part may be missing.
 */
export interface HoroscopeChart {
  readonly star?: Star | null;
  readonly pada?: Padham | null;
  readonly raasi?: Raasi | null;
  /**
   * Whether Mars gives the dosham, as the site counts it (mars.ts), from the birth time and a listed
   * place; null or absent when they are not known. Read only by a rule where Mars blocks.
   */
  readonly mars_dosham?: boolean | null;
}

/** One of the 108 padas of the zodiac. */
export interface StarPada {
  readonly star: Star;
  readonly pada: Padham;
}

export const PADAS_PER_STAR = 4;
export const PADAS_PER_RAASI = 9;
export const STAR_PADA_COUNT = 108;

/** Position of a star in the zodiac, Ashwini 0 to Revati 26. */
export function starIndex(star: Star): number {
  const index = STAR_VALUES.indexOf(star);
  if (index < 0) throw new RangeError(`Not a birth star: ${String(star)}`);
  return index;
}

/** Position of a raasi, Mesha 0 to Meena 11. */
export function raasiIndex(raasi: Raasi): number {
  const index = RAASI_VALUES.indexOf(raasi);
  if (index < 0) throw new RangeError(`Not a raasi: ${String(raasi)}`);
  return index;
}

/** Position of a star's pada among the 108, Ashwini pada 1 = 0 to Revati pada 4 = 107. */
export function starPadaIndex(star: Star, pada: Padham): number {
  if (!isPada(pada)) throw new RangeError(`Not a pada: ${String(pada)}`);
  return starIndex(star) * PADAS_PER_STAR + (pada - 1);
}

/** The pada at a position among the 108 (the inverse of starPadaIndex). */
export function starPadaAt(index: number): StarPada {
  if (!Number.isInteger(index) || index < 0 || index >= STAR_PADA_COUNT) {
    throw new RangeError(`Not a star-pada position: ${index}`);
  }
  return {
    star: STAR_VALUES[Math.floor(index / PADAS_PER_STAR)] as Star,
    pada: ((index % PADAS_PER_STAR) + 1) as Padham,
  };
}

/** All 108 padas in zodiac order. */
export const STAR_PADAS: readonly StarPada[] = Array.from({ length: STAR_PADA_COUNT }, (_, i) =>
  starPadaAt(i),
);

/**
 * The raasi a star and pada fall in: the 108 padas lie nine to a raasi, in order from Ashwini pada 1
 * (reference/stars-and-raasis.md).
 */
export function rasiOf(star: Star, pada: Padham): Raasi {
  return raasiOfPosition(starPadaIndex(star, pada));
}

export function raasiOfPosition(position: number): Raasi {
  return RAASI_VALUES[Math.floor(position / PADAS_PER_RAASI)] as Raasi;
}

function isPada(value: unknown): value is Padham {
  return (PADHAM_VALUES as readonly unknown[]).includes(value);
}

function knownStar(value: unknown): number | undefined {
  const index = (STAR_VALUES as readonly unknown[]).indexOf(value);
  return index < 0 ? undefined : index;
}

function knownRaasi(value: unknown): number | undefined {
  const index = (RAASI_VALUES as readonly unknown[]).indexOf(value);
  return index < 0 ? undefined : index;
}

/**
 * A chart reduced to what can be known: the star (never guessed) and the padas the Moon may be in.
 * A star without its pada may be in any of its four padas; a raasi narrows them when it agrees with the
 * star. With no star, a raasi stands for its nine padas.
 */
export interface ResolvedChart {
  readonly star: number | undefined;
  readonly positions: readonly number[];
  /** The entered raasi is not one the star (and pada) can be in, so it was set aside. */
  readonly raasiContradicted: boolean;
}

export function resolveChart(chart: HoroscopeChart): ResolvedChart {
  const star = knownStar(chart.star);
  const raasi = knownRaasi(chart.raasi);
  if (star === undefined) {
    const positions =
      raasi === undefined
        ? []
        : Array.from({ length: PADAS_PER_RAASI }, (_, i) => raasi * PADAS_PER_RAASI + i);
    return { star, positions, raasiContradicted: false };
  }
  const first = star * PADAS_PER_STAR;
  const ofStar = isPada(chart.pada)
    ? [first + chart.pada - 1]
    : Array.from({ length: PADAS_PER_STAR }, (_, i) => first + i);
  if (raasi === undefined) return { star, positions: ofStar, raasiContradicted: false };
  const agreeing = ofStar.filter((p) => Math.floor(p / PADAS_PER_RAASI) === raasi);
  // Star and pada fix the raasi astronomically; a raasi that disagrees is the likelier typing mistake.
  return agreeing.length > 0
    ? { star, positions: agreeing, raasiContradicted: false }
    : { star, positions: ofStar, raasiContradicted: true };
}

/** The raasis a chart's Moon may be in, and whether an entered raasi was set aside as contradicting the star. */
export function chartRaasis(chart: HoroscopeChart): { raasis: readonly Raasi[]; raasiContradicted: boolean } {
  const resolved = resolveChart(chart);
  return { raasis: raasisOf(resolved.positions), raasiContradicted: resolved.raasiContradicted };
}

export function raasisOf(positions: readonly number[]): Raasi[] {
  return [...new Set(positions.map(raasiOfPosition))];
}

/** Count from one star to another, both ends counted: the next star is 2, the same star 1, the one before 27. */
export function countStars(from: number, to: number): number {
  return ((to - from + 27) % 27) + 1;
}

/** Count from one raasi to another, both ends counted: the same raasi is 1, the opposite one 7. */
export function countRaasis(from: number, to: number): number {
  return ((to - from + 12) % 12) + 1;
}
