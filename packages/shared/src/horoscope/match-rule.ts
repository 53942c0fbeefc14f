import { z } from 'zod';
import { intRangeSchema, optionSchema } from '../options/option-schema.js';

export const PORUTHAM_KEYS = [
  'dina',
  'gana',
  'mahendra',
  'stree_deergha',
  'yoni',
  'rajju',
  'vedha',
  'rasi',
  'rasi_adhipathi',
  'vasya',
] as const;
export type PoruthamKey = (typeof PORUTHAM_KEYS)[number];

/**
 * The readings of a porutham where the sources disagree. The first value of each list is the default;
 * porutham-rules.ts says what each one means and where it comes from, and docs/decisions/011 why the
 * default is the default.
 */
export const MATCH_RULE_VARIANTS = {
  dina: ['list', 'remainder'],
  gana: ['strict', 'deva_bride_rakshasa_groom', 'rakshasa_groom'],
  stree_deergha: ['over_13', 'over_9', 'from_13'],
  rajju: ['strict', 'arohanam_exception'],
  rasi: ['with_second', 'six_eight_twelve'],
  rasi_adhipathi: ['friends', 'not_enemies'],
} as const;

type Variants = typeof MATCH_RULE_VARIANTS;

/** The site's rule for a porutham verdict, as the operator sets it. */
export interface MatchRule {
  /** Poruthams that must each be a 'match' for the verdict to be 'match'. */
  readonly mandatory: readonly PoruthamKey[];
  /** How many of the ten must be a 'match' (mandatory ones included). */
  readonly min_matched: number;
  /**
   * The least Guna Milan total (of 36) the site calls enough. It does not enter the porutham verdict:
   * the panel and the search cards weigh the guna score against it.
   */
  readonly min_guna: number;
  readonly variants: { readonly [K in keyof Variants]: Variants[K][number] };
}

export const DEFAULT_MATCH_RULE: MatchRule = {
  mandatory: ['rajju', 'vedha'],
  min_matched: 6,
  min_guna: 18,
  variants: {
    dina: 'list',
    gana: 'strict',
    stree_deergha: 'over_13',
    rajju: 'strict',
    rasi: 'with_second',
    rasi_adhipathi: 'friends',
  },
};

export const matchRuleSchema = z.object({
  mandatory: z
    .array(optionSchema(PORUTHAM_KEYS))
    .refine((keys) => new Set(keys).size === keys.length, { error: 'Each porutham may be listed once' })
    .readonly(),
  min_matched: intRangeSchema(0, PORUTHAM_KEYS.length),
  min_guna: intRangeSchema(0, 36),
  variants: z.object({
    dina: optionSchema(MATCH_RULE_VARIANTS.dina),
    gana: optionSchema(MATCH_RULE_VARIANTS.gana),
    stree_deergha: optionSchema(MATCH_RULE_VARIANTS.stree_deergha),
    rajju: optionSchema(MATCH_RULE_VARIANTS.rajju),
    rasi: optionSchema(MATCH_RULE_VARIANTS.rasi),
    rasi_adhipathi: optionSchema(MATCH_RULE_VARIANTS.rasi_adhipathi),
  }),
}) satisfies z.ZodType<MatchRule>;
