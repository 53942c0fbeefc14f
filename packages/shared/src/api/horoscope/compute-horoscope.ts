import { z } from 'zod';
import { withoutControlCharacters } from '../../fields.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { PADHAM_VALUES, RAASI_VALUES, type Raasi, STAR_VALUES, type Star } from '../../options/stars.js';
import { databaseId } from '../database-id.js';
import { looseCalendarDay } from '../public/calendar-date.js';

/** 'hh:mm AM' as the horoscope step keeps it, or 'HH:MM' on a 24-hour clock. */
export const COMPUTE_TIME_PATTERN = /^(\d{1,2}):([0-5]\d)(?: *([AaPp][Mm]))?$/;
/** A real day in the years the ephemeris covers. */
const validDate = (text: string) => {
  const year = looseCalendarDay(text)?.year;
  return year !== undefined && year >= 1800 && year <= 2200;
};

const validTime = (text: string) => {
  const match = COMPUTE_TIME_PATTERN.exec(text.trim());
  if (!match) return false;
  const hour = Number(match[1]);
  return match[3] ? hour >= 1 && hour <= 12 : hour <= 23;
};

/**
 * `POST /api/horoscope/compute`: date, time and place of birth, the place either picked from
 * GET /api/places (`place_id`) or given as latitude, longitude and IANA time zone.
 */
export const computeHoroscopeRequestSchema = z
  .object({
    date_of_birth: z.string({ error: M.required }).refine(validDate, { error: M.invalidValue }),
    birth_time: withoutControlCharacters(z.string({ error: M.required })).refine(validTime, {
      error: M.invalidValue,
    }),
    place_id: databaseId.optional(),
    lat: z
      .number({ error: M.invalidValue })
      .min(-90, { error: M.invalidValue })
      .max(90, { error: M.invalidValue })
      .optional(),
    lon: z
      .number({ error: M.invalidValue })
      .min(-180, { error: M.invalidValue })
      .max(180, { error: M.invalidValue })
      .optional(),
    tz: z.string({ error: M.invalidValue }).min(1, { error: M.invalidValue }).max(64).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.place_id !== undefined) return;
    for (const key of ['lat', 'lon', 'tz'] as const) {
      if (body[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: M.required });
    }
  });
export type ComputeHoroscopeRequest = z.input<typeof computeHoroscopeRequestSchema>;

const longitude = z.number().min(0).lt(360);
const raasi = z.enum(RAASI_VALUES as [Raasi, ...Raasi[]]);
const body = z.object({ longitude, raasi });

export const CHANGING_PARTS = ['padham', 'star', 'raasi', 'lagna'] as const;

export const computeHoroscopeResponseSchema = z.object({
  ayanamsa: z.literal('lahiri'),
  ayanamsa_degrees: z.number(),
  moon: z.object({
    longitude,
    birth_star: z.enum(STAR_VALUES as [Star, ...Star[]]),
    padham: z.union(PADHAM_VALUES.map((value) => z.literal(value))),
    raasi,
  }),
  lagna: body,
  planets: z.object({
    sun: body,
    mars: body,
    mercury: body,
    jupiter: body,
    venus: body,
    saturn: body,
    rahu: body,
    ketu: body,
  }),
  mars_house: z.object({ from_lagna: z.number().int(), from_moon: z.number().int() }),
  /**
   * Whether Mars in those houses gives the dosham by the caller's site's counting (chevvai dosham on
   * tamilmala, mangal dosh on varmala: horoscope/mars.ts).
   */
  mars_dosham: z.boolean(),
  /** Each part that changes within 30 minutes of the time given, and when (ISO 8601, the place's clock). */
  changes_near: z.array(z.object({ part: z.enum(CHANGING_PARTS), at: z.string() })),
});
export type ComputeHoroscopeResponse = z.infer<typeof computeHoroscopeResponseSchema>;
