import { z } from 'zod';
import { ASHTAKOOTA_DOSHAS, ASHTAKOOTA_MAX } from '../../horoscope/ashtakoota.js';
import type { DecidingReason } from '../../horoscope/deciding.js';
import { MATCH_RULE_KINDS, matchRuleSchema, PORUTHAM_KEYS } from '../../horoscope/match-rule.js';

// Built from star, pada and raasi only: the birth time and horoscope files are gated
// (docs/decisions/004-gating.md) and no field here can carry them.

const verdictSchema = z.enum(['match', 'no_match', 'unknown']);

/** An i18n key under horoscope.reason and the values its text needs (counts, ganas, animals, lords). */
const reasonSchema = z.object({ key: z.string() }).catchall(z.union([z.string(), z.number()]));

const poruthamItemSchema = z.object({
  key: z.enum(PORUTHAM_KEYS),
  result: z.enum(['match', 'partial', 'no_match', 'unknown']),
  reason: reasonSchema,
});

const poruthamItemsSchema = z.object(
  Object.fromEntries(PORUTHAM_KEYS.map((key) => [key, poruthamItemSchema])) as Record<
    (typeof PORUTHAM_KEYS)[number],
    typeof poruthamItemSchema
  >,
);

const kootaKeys = Object.keys(ASHTAKOOTA_MAX) as (keyof typeof ASHTAKOOTA_MAX)[];

const kootaItemSchema = z.object({
  key: z.enum(kootaKeys as [keyof typeof ASHTAKOOTA_MAX, ...(keyof typeof ASHTAKOOTA_MAX)[]]),
  /** Null when it depends on a star or raasi that is not known. */
  points: z.number().nullable(),
  max: z.number(),
});

const kootaItemsSchema = z.object(
  Object.fromEntries(kootaKeys.map((key) => [key, kootaItemSchema])) as Record<
    keyof typeof ASHTAKOOTA_MAX,
    typeof kootaItemSchema
  >,
);

/** The least and the most a guna total can be when a koota depends on where exactly the Moon was. */
const gunaRangeSchema = z.object({ min: z.number(), max: z.number() });

const poruthamKeySchema = z.enum(PORUTHAM_KEYS);
const doshaSchema = z.enum(ASHTAKOOTA_DOSHAS);
const count = z.number().int();

/** Why the verdict is what it is (shared horoscope/deciding.ts), each reason by its kind. */
const decidingReasonSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('mandatory_failed'),
    porutham: poruthamKeySchema,
    result: z.enum(['no_match', 'partial']),
  }),
  z.object({ kind: z.literal('too_few'), matched: count, min: count }),
  z.object({ kind: z.literal('mandatory_held'), porutham: poruthamKeySchema }),
  z.object({ kind: z.literal('enough_matched'), matched: count, min: count }),
  z.object({ kind: z.literal('mandatory_unknown'), porutham: poruthamKeySchema }),
  z.object({ kind: z.literal('count_undecided'), matched: count, unknown: count, min: count }),
  z.object({ kind: z.literal('blocking_dosha'), dosha: doshaSchema }),
  z.object({ kind: z.literal('guna_below'), total: gunaRangeSchema, min: count }),
  z.object({ kind: z.literal('guna_reached'), total: gunaRangeSchema, min: count }),
  z.object({ kind: z.literal('no_blocking_dosha'), doshas: z.array(doshaSchema).readonly() }),
  z.object({ kind: z.literal('dosha_unknown'), dosha: doshaSchema }),
  z.object({ kind: z.literal('guna_undecided'), total: gunaRangeSchema, min: count }),
  z.object({ kind: z.literal('mars_blocks') }),
  z.object({ kind: z.literal('mars_clear') }),
  z.object({ kind: z.literal('mars_unknown') }),
  z.object({ kind: z.literal('star_unknown') }),
]) satisfies z.ZodType<DecidingReason>;
const decidingSchema = z.array(decidingReasonSchema).readonly();

/**
 * `GET /api/profile/match/{profileId}`: the caller's horoscope against that profile's, bride to groom,
 * and the one verdict of the site's rule. The poruthams carry no verdict of their own: on a guna
 * site they are shown, not counted.
 */
export const profileMatchSchema = z.object({
  /** What the site's rule (`rule.kind`) says of the two horoscopes. */
  verdict: verdictSchema,
  /**
   * Why, under the site's rule: for 'no_match' every reason that fails it, for 'match' each condition
   * it meets, for 'unknown' what is still open.
   */
  deciding: decidingSchema,
  porutham: z.object({
    items: poruthamItemsSchema,
    matched: z.number().int(),
  }),
  ashtakoota: z.object({
    items: kootaItemsSchema,
    /** Null while any koota is unknown. */
    total: z.number().nullable(),
    /** Null without both stars; min = max = total when the total is known. */
    range: gunaRangeSchema.nullable(),
    max: z.literal(36),
    doshas: z.array(z.enum(ASHTAKOOTA_DOSHAS)).readonly(),
  }),
  /** The site's rule the verdict was reached under. */
  rule: matchRuleSchema,
});
export type ProfileMatch = z.infer<typeof profileMatchSchema>;

/**
 * The horoscope match of a search row with the member searching: the site's verdict, what decided it
 * (`kind`), the porutham count and the guna total. Null when either side has no star, and for admins.
 */
export const cardMatchSchema = z
  .object({
    verdict: verdictSchema,
    /** Why, as in the profile's match (`deciding`). */
    deciding: decidingSchema,
    kind: z.enum(MATCH_RULE_KINDS),
    matched: z.number().int(),
    /** Null when a koota depends on where exactly the Moon was: see guna_range. */
    guna: z.number().nullable(),
    guna_range: gunaRangeSchema.nullable(),
  })
  .nullable();
export type CardMatch = z.infer<typeof cardMatchSchema>;
