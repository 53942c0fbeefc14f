import {
  PADHAM_VALUES,
  type Padham,
  RAASI_VALUES,
  type Raasi,
  STAR_VALUES,
  type Star,
} from '@varmala/shared';
import { isoAtPlace } from './local-time.js';
import {
  lagnaNear,
  PLANETS,
  type Planet,
  type SiderealSky,
  siderealMoon,
  siderealSky,
} from './sky-positions.js';

export interface BirthPlace {
  latitude: number;
  longitude: number;
  timeZone: string;
}

export type ChangingPart = 'padham' | 'star' | 'raasi' | 'lagna';

export interface BirthChart {
  ayanamsa: 'lahiri';
  ayanamsa_degrees: number;
  moon: { longitude: number; birth_star: Star; padham: Padham; raasi: Raasi };
  lagna: { longitude: number; raasi: Raasi };
  planets: Record<Planet, { longitude: number; raasi: Raasi }>;
  mars_house: { from_lagna: number; from_moon: number };
  changes_near: { part: ChangingPart; at: string }[];
}

const PADHAMS = 108;
const padhamIndex = (longitude: number) => Math.floor((longitude * PADHAMS) / 360) % PADHAMS;
const raasiIndex = (longitude: number) => Math.floor(longitude / 30) % 12;
export const raasiOf = (longitude: number): Raasi => RAASI_VALUES[raasiIndex(longitude)] as Raasi;

export function moonReading(longitude: number): { birth_star: Star; padham: Padham; raasi: Raasi } {
  const padham = padhamIndex(longitude);
  return {
    birth_star: STAR_VALUES[Math.floor(padham / 4)] as Star,
    padham: PADHAM_VALUES[padham % 4] as Padham,
    raasi: raasiOf(longitude),
  };
}

/** The raasi itself being the first. */
export const houseFrom = (from: number, body: number): number =>
  ((raasiIndex(body) - raasiIndex(from) + 12) % 12) + 1;

// Cut, not rounded: a longitude just short of a boundary stays in the raasi named beside it.
const round = (degrees: number) => Math.floor(degrees * 1e6) / 1e6;

const NEAR_MS = 30 * 60_000;
/** The lagna does not change twice within one (it rises in 20 minutes at 60°). */
const STEP_MS = 5 * 60_000;

const PART_ORDER: ChangingPart[] = ['padham', 'star', 'raasi', 'lagna'];

/** The seconds either side are read rather than trusting the estimate's rounding. */
function firstSecond(estimate: number, index: (utcMs: number) => number, after: number): number {
  const second = Math.ceil(estimate / 1000) * 1000;
  if (index(second) !== after) return second + 1000;
  return index(second - 1000) === after ? second - 1000 : second;
}

/** It changes once there; to the millisecond. */
function changeTime(from: number, to: number, index: (utcMs: number) => number): number {
  const before = index(from);
  let low = from;
  let high = to;
  while (high - low > 1) {
    const middle = (low + high) / 2;
    if (index(middle) === before) low = middle;
    else high = middle;
  }
  return high;
}

const PADHAM_DEGREES = 360 / PADHAMS;
const ahead = (a: number, b: number) => ((a - b + 540) % 360) - 180;

/** The Moon's speed is nearly constant within the hour: secant steps find the boundary in two or three. */
function padhamChangeTime(from: number, to: number, fromLongitude: number, toLongitude: number): number {
  const boundary = (Math.floor(fromLongitude / PADHAM_DEGREES) + 1) * PADHAM_DEGREES;
  const perMs = ahead(toLongitude, fromLongitude) / (to - from);
  let at = from + ahead(boundary, fromLongitude) / perMs;
  for (let step = 0; step < 6; step++) {
    const correction = ahead(siderealMoon(at), boundary) / perMs;
    at -= correction;
    if (Math.abs(correction) < 1) break;
  }
  return Math.min(to, Math.max(from, at));
}

/** The Moon moves at most 15.4° a day: 16° bounds it, 0.333° either side of a birth. */
const MOON_MOST_NEAR = (16 * NEAR_MS) / 86_400_000;

function changesNear(utcMs: number, place: BirthPlace, moon: number): { part: ChangingPart; at: string }[] {
  const found: { part: ChangingPart; ms: number }[] = [];
  // A padham lasts over five hours, so within the hour it changes at most once; a star or raasi changes
  // only where a padham does. Four births in five are farther from a boundary than the Moon goes.
  const from = utcMs - NEAR_MS;
  const to = utcMs + NEAR_MS;
  const intoPadham = moon % PADHAM_DEGREES;
  const nearBoundary = Math.min(intoPadham, PADHAM_DEGREES - intoPadham) <= MOON_MOST_NEAR;
  const moonFrom = nearBoundary ? siderealMoon(from) : moon;
  const moonTo = nearBoundary ? siderealMoon(to) : moon;
  const before = padhamIndex(moonFrom);
  const after = padhamIndex(moonTo);
  if (before !== after) {
    const padhamAt = (ms: number) => padhamIndex(siderealMoon(ms));
    const ms = firstSecond(padhamChangeTime(from, to, moonFrom, moonTo), padhamAt, after);
    found.push({ part: 'padham', ms });
    if (Math.floor(before / 4) !== Math.floor(after / 4)) found.push({ part: 'star', ms });
    if (Math.floor(before / 9) !== Math.floor(after / 9)) found.push({ part: 'raasi', ms });
  }
  const lagnaNow = lagnaNear(utcMs, place.latitude, place.longitude);
  const lagnaAt = (ms: number) => raasiIndex(lagnaNow(ms));
  let previous = lagnaAt(from);
  for (let start = from; start < to; start += STEP_MS) {
    const end = Math.min(start + STEP_MS, to);
    const next = lagnaAt(end);
    if (next !== previous)
      found.push({ part: 'lagna', ms: firstSecond(changeTime(start, end, lagnaAt), lagnaAt, next) });
    previous = next;
  }
  found.sort((a, b) => a.ms - b.ms || PART_ORDER.indexOf(a.part) - PART_ORDER.indexOf(b.part));
  return found.map(({ part, ms }) => ({ part, at: isoAtPlace(ms, place.timeZone) }));
}

export type BirthPositions = Omit<BirthChart, 'changes_near'>;

export function birthChart(utcMs: number, place: BirthPlace): BirthChart {
  const sky = siderealSky(utcMs, place.latitude, place.longitude);
  return { ...positionsOf(sky), changes_near: changesNear(utcMs, place, sky.moon) };
}

/** Without what changes near it: what a chart or a check of many profiles reads. */
export function birthPositions(utcMs: number, place: BirthPlace): BirthPositions {
  return positionsOf(siderealSky(utcMs, place.latitude, place.longitude));
}

function positionsOf(sky: SiderealSky): BirthPositions {
  const planets = Object.fromEntries(
    PLANETS.map((planet) => [
      planet,
      { longitude: round(sky.planets[planet]), raasi: raasiOf(sky.planets[planet]) },
    ]),
  ) as BirthChart['planets'];
  return {
    ayanamsa: 'lahiri',
    ayanamsa_degrees: round(sky.ayanamsa),
    moon: { longitude: round(sky.moon), ...moonReading(sky.moon) },
    lagna: { longitude: round(sky.lagna), raasi: raasiOf(sky.lagna) },
    planets,
    mars_house: {
      from_lagna: houseFrom(sky.lagna, sky.planets.mars),
      from_moon: houseFrom(sky.moon, sky.planets.mars),
    },
  };
}
