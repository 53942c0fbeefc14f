import { z } from 'zod';
import { DOMAINS } from '../../domains.js';
import { GENDER_VALUES } from '../../options/profile-choices.js';
import { calendarDateSchema } from './calendar-date.js';

/**
 * `POST /api/public-profile`. The site (from the Host header) decides the domain searched; the
 * spec's client also sends `domain`, which is accepted but cannot reach another site's members.
 */
export const publicSearchRequestSchema = z.object({
  date_of_birth: calendarDateSchema,
  domain: z.enum(DOMAINS).optional(),
});
export type PublicSearchRequest = z.input<typeof publicSearchRequestSchema>;

/** All anyone may learn without logging in: no id, no age, no photo, no contact. */
export const publicProfileRowSchema = z.object({
  name: z.string(),
  gender: z.enum(GENDER_VALUES),
  city: z.string().nullable(),
});
export type PublicProfileRow = z.infer<typeof publicProfileRowSchema>;

export const publicSearchResponseSchema = z.array(publicProfileRowSchema);
export type PublicSearchResponse = z.infer<typeof publicSearchResponseSchema>;

/** The most rows one date answers: a date is shared by few, and the page is not a directory. */
export const PUBLIC_SEARCH_MAX_ROWS = 100;
