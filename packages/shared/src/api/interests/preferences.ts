import { z } from 'zod';
import { withoutControlCharacters } from '../../fields.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { ageFilterSchema } from '../../options/date-schemas.js';
import { educationSchema, maritalStatusSchema, stateSchema } from '../../options/profile-choice-schemas.js';

const MAX_CHOICES = 50;
const choices = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: M.invalidValue }).max(MAX_CHOICES, { error: M.invalidValue }).optional();

/**
 * `POST /api/me/preferences`: every part optional; what is left out is cleared. They choose "my
 * matches" on the home and hide no one from search.
 */
export const preferencesRequestSchema = z
  .object({
    from_age: ageFilterSchema.nullish(),
    to_age: ageFilterSchema.nullish(),
    community: choices(
      withoutControlCharacters(
        z.string({ error: M.invalidValue }).trim().min(1).max(100, { error: M.tooLong }),
      ),
    ),
    state: choices(stateSchema),
    education: choices(educationSchema),
    marital_status: choices(maritalStatusSchema),
    horoscope_match: z.boolean({ error: M.invalidValue }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.from_age != null && body.to_age != null && body.from_age > body.to_age) {
      ctx.addIssue({ code: 'custom', path: ['to_age'], message: M.toAgeBelowFromAge });
    }
  });
export type PreferencesRequest = z.input<typeof preferencesRequestSchema>;

/** `GET /api/me/preferences`, and what the save answers. */
export const preferencesSchema = z.object({
  from_age: z.number().int().nullable(),
  to_age: z.number().int().nullable(),
  community: z.array(z.string()),
  state: z.array(z.string()),
  education: z.array(z.string()),
  marital_status: z.array(z.string()),
  horoscope_match: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
