import {
  COMPUTE_TIME_PATTERN,
  type ComputeHoroscopeResponse,
  type Domain,
  hasMarsDosham,
} from '@varmala/shared';
import { AppError } from '../../errors.js';
import { type BirthPlace, birthChart } from '../../lib/birth-sky/birth-chart.js';
import { isTimeZone, wallClockMs, wallTimeToUtc } from '../../lib/birth-sky/local-time.js';
import { placeIndex } from '../../lib/places/place-index.js';

export interface BirthMoment {
  date_of_birth: string;
  birth_time: string;
  place_id?: number | undefined;
  lat?: number | undefined;
  lon?: number | undefined;
  tz?: string | undefined;
}

function placeOf(moment: BirthMoment): BirthPlace {
  if (moment.place_id !== undefined) {
    const place = placeIndex().find(moment.place_id);
    if (!place)
      throw new AppError('VALIDATION_FAILED', 'placeNotFound', { fields: { place_id: 'placeNotFound' } });
    return { latitude: place.lat, longitude: place.lon, timeZone: place.tz };
  }
  const { lat, lon, tz } = moment;
  if (lat === undefined || lon === undefined || tz === undefined) {
    throw new AppError('VALIDATION_FAILED', 'required');
  }
  if (!isTimeZone(tz))
    throw new AppError('VALIDATION_FAILED', 'unknownTimeZone', { fields: { tz: 'unknownTimeZone' } });
  return { latitude: lat, longitude: lon, timeZone: tz };
}

/** Milliseconds as if it were UTC. */
export function wallTimeOf(dateOfBirth: string, birthTime: string): number {
  const match = COMPUTE_TIME_PATTERN.exec(birthTime.trim());
  if (!match)
    throw new AppError('VALIDATION_FAILED', 'invalidValue', { fields: { birth_time: 'invalidValue' } });
  let hour = Number(match[1]);
  const meridiem = match[3]?.toUpperCase();
  if (meridiem) hour = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
  return wallClockMs(dateOfBirth, hour, Number(match[2]));
}

/** Reads no profile. */
export function computeBirthChart(moment: BirthMoment, domain: Domain): ComputeHoroscopeResponse {
  const place = placeOf(moment);
  const answer = birthChart(
    wallTimeToUtc(wallTimeOf(moment.date_of_birth, moment.birth_time), place.timeZone),
    place,
  );
  return { ...answer, mars_dosham: hasMarsDosham(domain, answer.mars_house) };
}

/** The same birth, place and site, however often asked, as one key. */
export function birthKey(moment: BirthMoment, domain: Domain): string {
  const { date_of_birth, birth_time, place_id, lat, lon, tz } = moment;
  return `${domain}|${date_of_birth}|${birth_time}|${place_id}|${lat}|${lon}|${tz}`;
}
