import { parseBirthTime } from '@varmala/shared';
import { placeIndex } from '../places/place-index.js';
import { type BirthPositions, birthPositions } from './birth-chart.js';
import { wallClockMs, wallTimeToUtc } from './local-time.js';

/** What a profile's horoscope step stored of the birth. */
export interface StoredBirth {
  dateOfBirth: string;
  /** 'hh:mm AM', as the step saves it. */
  birthTime: string | null;
  birthPlaceId: number | null;
}

/**
 * The sky at a profile's birth, from its date, time and the place picked from the list; undefined
 * without a time or a listed place (a place typed only is not computed).
 */
export function skyOfProfile(birth: StoredBirth): BirthPositions | undefined {
  const time = parseBirthTime(birth.birthTime);
  if (!time || birth.birthPlaceId === null) return undefined;
  const place = placeIndex().find(birth.birthPlaceId);
  if (!place) return undefined;
  const hour = (Number(time.hour) % 12) + (time.meridiem === 'PM' ? 12 : 0);
  const wall = wallClockMs(birth.dateOfBirth, hour, Number(time.minute));
  return birthPositions(wallTimeToUtc(wall, place.tz), {
    latitude: place.lat,
    longitude: place.lon,
    timeZone: place.tz,
  });
}
