import {
  type ComputeHoroscopeResponse,
  type Padham,
  type Raasi,
  rasiOf,
  STAR_PADA_COUNT,
  type Star,
  starPadaAt,
  starPadaIndex,
} from '@varmala/shared';

/** The Moon's reading: what a family types from the patrika. */
export interface MoonReading {
  star: Star;
  padham: Padham;
  raasi: Raasi;
}

export type ReadingPart = 'star' | 'padham' | 'raasi';

/** What the family chose on the step, as the form holds it ('' when not chosen). */
export interface TypedReading {
  birth_star: string;
  padham: string;
  raasi: string;
}

/** The parts the family chose that differ from the computed reading; parts left empty are not compared. */
export function differingParts(computed: MoonReading, typed: TypedReading): ReadingPart[] {
  const parts: ReadingPart[] = [];
  if (typed.birth_star && typed.birth_star !== computed.star) parts.push('star');
  if (typed.padham && Number(typed.padham) !== computed.padham) parts.push('padham');
  if (typed.raasi && typed.raasi !== computed.raasi) parts.push('raasi');
  return parts;
}

/** A reading of a birth a little before or after the time given. */
export interface NearReading extends MoonReading {
  side: 'before' | 'after';
  /** 'hh:mm AM': born after (or before) this minute, the reading is this one. */
  time: string;
}

const MINUTE_MS = 60_000;

/** 'YYYY-MM-DDTHH:MM:SS' of a wall clock as milliseconds, as if it were UTC (the offset is dropped). */
function wallMs(iso: string): number {
  return Date.parse(`${iso.slice(0, 19)}Z`);
}

function birthWallMs(dateOfBirth: string, birthTime: string): number {
  const match = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(birthTime.trim());
  if (!match) return Number.NaN;
  const hour = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === 'PM' ? 12 : 0);
  return Date.parse(`${dateOfBirth}T00:00:00Z`) + (hour * 60 + Number(match[2])) * MINUTE_MS;
}

function clockTime(ms: number): string {
  const date = new Date(ms);
  const hour = date.getUTCHours();
  const minute = String(date.getUTCMinutes()).padStart(2, '0');
  const twelve = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
  return `${twelve}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

function readingAt(position: number): MoonReading {
  const { star, pada } = starPadaAt((position + STAR_PADA_COUNT) % STAR_PADA_COUNT);
  return { star, padham: pada, raasi: rasiOf(star, pada) };
}

/**
 * The readings a birth within 30 minutes either side would have. Every change of star or raasi is also
 * one of padham, and the Moon only moves forward, so the reading after a change is the next padham's
 * and before one the previous padham's. The lagna is left out: the step does not ask for it.
 */
export function readingsNear(
  reading: ComputeHoroscopeResponse,
  dateOfBirth: string,
  birthTime: string,
): NearReading[] {
  const birth = birthWallMs(dateOfBirth, birthTime);
  const moments = [
    ...new Set(reading.changes_near.filter((change) => change.part !== 'lagna').map((c) => wallMs(c.at))),
  ].sort((a, b) => a - b);
  const position = starPadaIndex(reading.moon.birth_star, reading.moon.padham);
  const after = moments.filter((at) => at > birth);
  const before = moments.filter((at) => at <= birth).reverse();
  return [
    // A birth in the very minute of a change but before its second counts as before it.
    ...before.map((at, index) => ({
      side: 'before' as const,
      time: clockTime(Math.ceil(at / MINUTE_MS) * MINUTE_MS),
      ...readingAt(position - index - 1),
    })),
    ...after.map((at, index) => ({
      side: 'after' as const,
      time: clockTime(Math.ceil(at / MINUTE_MS) * MINUTE_MS - MINUTE_MS),
      ...readingAt(position + index + 1),
    })),
  ];
}
