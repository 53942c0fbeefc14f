import { z } from 'zod';
import { ACTIVE_WITHIN_DAYS } from '../../activity-bands.js';
import { DOMAINS } from '../../domains.js';
import { numberFromText, optionalPlainText, withoutControlCharacters } from '../../fields.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { ageFilterSchema } from '../../options/date-schemas.js';
import {
  annualIncomeSchema,
  educationSchema,
  maritalStatusSchema,
  stateSchema,
} from '../../options/profile-choice-schemas.js';
import { normaliseStar } from '../../options/stars.js';
import { profileListItemSchema } from './profile-item.js';

const MAX_CHOICES = 50;

/** A multi-select filter: absent, null or [] means "no filter". */
const choices = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? [] : value),
    z.array(item, { error: M.invalidValue }).max(MAX_CHOICES, { error: M.invalidValue }),
  );

/** An age bound, as a number or the text a select sends (`numberFromText`); empty means "no bound". */
const ageBound = z.preprocess(
  (value) => (value === null ? undefined : value),
  numberFromText(ageFilterSchema.optional()),
);

/** Any known spelling of a star (Tamil, Marathi, romanised) is searched as its stored name. */
const starChoice = z.string({ error: M.invalidValue }).transform((value, ctx) => {
  const star = normaliseStar(value);
  if (star === undefined) {
    ctx.addIssue({ code: 'custom', message: M.invalidValue });
    return z.NEVER;
  }
  return star;
});

/** The original client sends `shortlist` as a boolean, a number or their text forms. */
const truthy = z.preprocess(
  (value) => value === true || value === 1 || value === '1' || value === 'true',
  z.boolean(),
);

/**
 * Body of `POST /api/profile/recent/{page}` (spec section 3, names as the spec spells them:
 * `martial_status` filters the marital status). `name` and `domain` are admin filters.
 */
export const searchFiltersSchema = z
  .object({
    from_age: ageBound,
    to_age: ageBound,
    community: choices(
      withoutControlCharacters(z.string({ error: M.invalidValue }).trim().max(100, { error: M.tooLong })),
    ),
    state: choices(stateSchema),
    education: choices(educationSchema),
    annual_income: choices(annualIncomeSchema),
    martial_status: choices(maritalStatusSchema),
    birth_star: choices(starChoice),
    shortlist: truthy.optional(),
    /** Only profiles whose horoscope matches the member's under the site's rule (members only). */
    horoscope_match: truthy.optional(),
    /** Only profiles with at least one badge of the kinds the operator counts (VERIFIED_KINDS). */
    verified_only: truthy.optional(),
    /** Only profiles used within that many days (7 or 30), as their activity band tells it. */
    active_within_days: z.preprocess(
      (value) =>
        value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
      z
        .union([z.literal(ACTIVE_WITHIN_DAYS[0]), z.literal(ACTIVE_WITHIN_DAYS[1])], {
          error: M.invalidValue,
        })
        .optional(),
    ),
    name: optionalPlainText(100),
    domain: z.preprocess((value) => (value === '' ? null : value), z.enum(DOMAINS).nullish()),
  })
  .superRefine((filters, ctx) => {
    if (filters.from_age !== undefined && filters.to_age !== undefined && filters.from_age > filters.to_age) {
      ctx.addIssue({ code: 'custom', path: ['to_age'], message: M.toAgeBelowFromAge });
    }
  });
export type SearchFiltersRequest = z.input<typeof searchFiltersSchema>;
export type SearchFilters = z.output<typeof searchFiltersSchema>;

export const searchResponseSchema = z.object({
  rows: z.array(profileListItemSchema),
  count: z.number().int(),
  /** True when the viewer has no photo of their own, so the rows carry none either. */
  photo_nudge: z.boolean(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
