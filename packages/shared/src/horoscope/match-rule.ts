import { z } from 'zod';
import { DEFAULT_DOMAIN, type Domain } from '../domains.js';
import { intRangeSchema, optionSchema } from '../options/option-schema.js';
import { ASHTAKOOTA_DOSHAS, type AshtakootaDosha } from './ashtakoota.js';

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

/**
 * What a site's families count to call two horoscopes a match: the 36 gunas of the Guna Milan
 * (Marathi families) or the ten poruthams (Tamil families). The other count is still shown, but only
 * this one decides.
 */
export const MATCH_RULE_KINDS = ['guna', 'porutham'] as const;
export type MatchRuleKind = (typeof MATCH_RULE_KINDS)[number];

/** The site's rule for a horoscope verdict, as the operator sets it. */
export interface MatchRule {
  readonly kind: MatchRuleKind;
  /** Poruthams that must each be a 'match' for the verdict to be 'match' (a porutham site). */
  readonly mandatory: readonly PoruthamKey[];
  /** How many of the ten must be a 'match', mandatory ones included (a porutham site). */
  readonly min_matched: number;
  /** The least Guna Milan total, of 36, that is a match (a guna site). */
  readonly min_guna: number;
  /** Doshas that make the horoscopes not match whatever the total (a guna site). */
  readonly blocking_doshas: readonly AshtakootaDosha[];
  /**
   * Whether Mars blocks a match (either kind): when exactly one of the two has the dosham as the site
   * counts it (mars.ts). Off unless the operator sets it; a rule saved before it was offered has it off.
   */
  readonly mars_blocks: boolean;
  readonly variants: { readonly [K in keyof Variants]: Variants[K][number] };
}

const PORUTHAM_DEFAULTS = {
  mandatory: ['rajju', 'vedha'],
  mars_blocks: false,
  min_matched: 6,
  variants: {
    dina: 'list',
    gana: 'strict',
    stree_deergha: 'over_13',
    rajju: 'strict',
    rasi: 'with_second',
    rasi_adhipathi: 'friends',
  },
} as const satisfies Partial<MatchRule>;

const GUNA_DEFAULTS = {
  min_guna: 18,
  blocking_doshas: ['nadi', 'bhakoot'],
} as const satisfies Partial<MatchRule>;

/**
 * Each site's rule until its operator sets one: Marathi families (varmala) count gunas, Tamil
 * families (tamilmala) poruthams (docs/decisions/020).
 */
export const DEFAULT_MATCH_RULES: Readonly<Record<Domain, MatchRule>> = {
  varmala: { kind: 'guna', ...PORUTHAM_DEFAULTS, ...GUNA_DEFAULTS },
  tamilmala: { kind: 'porutham', ...PORUTHAM_DEFAULTS, ...GUNA_DEFAULTS },
};

/** The default rule of the default site (varmala). */
export const DEFAULT_MATCH_RULE: MatchRule = DEFAULT_MATCH_RULES[DEFAULT_DOMAIN];

export function defaultMatchRule(domain: Domain): MatchRule {
  return DEFAULT_MATCH_RULES[domain];
}

const uniqueList = <T extends z.ZodType>(item: T, error: string) =>
  z
    .array(item)
    .refine((keys) => new Set(keys).size === keys.length, { error })
    .readonly();

export const matchRuleSchema = z.object({
  kind: optionSchema(MATCH_RULE_KINDS),
  mandatory: uniqueList(optionSchema(PORUTHAM_KEYS), 'Each porutham may be listed once'),
  min_matched: intRangeSchema(0, PORUTHAM_KEYS.length),
  min_guna: intRangeSchema(0, 36),
  blocking_doshas: uniqueList(optionSchema(ASHTAKOOTA_DOSHAS), 'Each dosha may be listed once'),
  mars_blocks: z.boolean().default(false),
  variants: z.object({
    dina: optionSchema(MATCH_RULE_VARIANTS.dina),
    gana: optionSchema(MATCH_RULE_VARIANTS.gana),
    stree_deergha: optionSchema(MATCH_RULE_VARIANTS.stree_deergha),
    rajju: optionSchema(MATCH_RULE_VARIANTS.rajju),
    rasi: optionSchema(MATCH_RULE_VARIANTS.rasi),
    rasi_adhipathi: optionSchema(MATCH_RULE_VARIANTS.rasi_adhipathi),
  }),
}) satisfies z.ZodType<MatchRule>;
