import { describe, expect, it } from 'vitest';
import { DEFAULT_MATCH_RULE, MATCH_RULE_VARIANTS, matchRuleSchema } from './match-rule.js';

describe('the site rule', () => {
  it('defaults to rajju and vedha mandatory, 6 of 10 and 18 gunas, with the first variant of each', () => {
    expect(DEFAULT_MATCH_RULE.mandatory).toEqual(['rajju', 'vedha']);
    expect(DEFAULT_MATCH_RULE.min_matched).toBe(6);
    expect(DEFAULT_MATCH_RULE.min_guna).toBe(18);
    for (const [key, values] of Object.entries(MATCH_RULE_VARIANTS)) {
      expect(DEFAULT_MATCH_RULE.variants[key as keyof typeof MATCH_RULE_VARIANTS]).toBe(values[0]);
    }
  });

  it('validates the default and what an operator may change', () => {
    expect(matchRuleSchema.parse(DEFAULT_MATCH_RULE)).toEqual(DEFAULT_MATCH_RULE);
    const lenient = {
      mandatory: [],
      min_matched: 0,
      min_guna: 0,
      variants: { ...DEFAULT_MATCH_RULE.variants, dina: 'remainder', rajju: 'arohanam_exception' },
    };
    expect(matchRuleSchema.safeParse(lenient).success).toBe(true);
  });

  it.each([
    ['an unknown porutham', { mandatory: ['nadi'] }],
    ['a porutham twice', { mandatory: ['rajju', 'rajju'] }],
    ['more than ten to match', { min_matched: 11 }],
    ['a negative count', { min_matched: -1 }],
    ['half a porutham', { min_matched: 5.5 }],
    ['more than 36 gunas', { min_guna: 37 }],
    ['a missing guna minimum', { min_guna: undefined }],
    ['an unknown variant', { variants: { ...DEFAULT_MATCH_RULE.variants, stree_deergha: 'over_7' } }],
    ['a missing variant', { variants: { dina: 'list' } }],
  ])('refuses %s', (_, change) => {
    expect(matchRuleSchema.safeParse({ ...DEFAULT_MATCH_RULE, ...change }).success).toBe(false);
  });
});
