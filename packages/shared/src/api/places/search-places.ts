import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../../messages.js';

export const PLACES_DEFAULT_LIMIT = 10;
export const PLACES_MAX_LIMIT = 50;

/** `GET /api/places?q=&limit=`: places whose name begins with the text typed. */
export const placesQuerySchema = z.object({
  q: z.string({ error: M.required }).trim().min(1, { error: M.required }).max(100, { error: M.tooLong }),
  limit: z.coerce
    .number({ error: M.invalidValue })
    .int({ error: M.invalidValue })
    .min(1, { error: M.invalidValue })
    .max(PLACES_MAX_LIMIT, { error: M.invalidValue })
    .default(PLACES_DEFAULT_LIMIT),
});

export const placeSchema = z.object({
  /** The GeoNames id of the place. */
  place_id: z.number().int(),
  name: z.string(),
  district: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** IANA time zone, e.g. Asia/Kolkata. */
  tz: z.string(),
});
export type PlaceItem = z.infer<typeof placeSchema>;

export const placesResponseSchema = z.array(placeSchema);
