import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../domains.js';
import {
  DEFAULT_MATCH_RULE,
  DEFAULT_MATCH_RULES,
  MATCH_RULE_VARIANTS,
  matchRuleSchema,
} from './match-rule.js';

describe('the site rule', () => {
  it('defaults to gunas on the Marathi site and poruthams on the Tamil one', () => {
    expect(DEFAULT_MATCH_RULES.varmala.kind).toBe('guna');
    expect(DEFAULT_MATCH_RULES.tamilmala.kind).toBe('porutham');
    expect(DEFAULT_MATCH_RULE).toBe(DEFAULT_MATCH_RULES.varmala);
  });

  it.each(DOMAINS)(
    'defaults on %s to 18 gunas without nadi or bhakoot dosha, rajju and vedha mandatory, 6 of 10, with the first variant of each',
    (domain) => {
      const rule = DEFAULT_MATCH_RULES[domain];
      expect(rule.min_guna).toBe(18);
      expect(rule.blocking_doshas).toEqual(['nadi', 'bhakoot']);
      expect(rule.mandatory).toEqual(['rajju', 'vedha']);
      expect(rule.min_matched).toBe(6);
      for (const [key, values] of Object.entries(MATCH_RULE_VARIANTS)) {
        expect(rule.variants[key as keyof typeof MATCH_RULE_VARIANTS]).toBe(values[0]);
      }
    },
  );

  it('validates the defaults and what an operator may change', () => {
    for (const rule of Object.values(DEFAULT_MATCH_RULES)) expect(matchRuleSchema.parse(rule)).toEqual(rule);
    const lenient = {
      kind: 'porutham',
      mandatory: [],
      min_matched: 0,
      min_guna: 0,
      blocking_doshas: [],
      variants: { ...DEFAULT_MATCH_RULE.variants, dina: 'remainder', rajju: 'arohanam_exception' },
    };
    expect(matchRuleSchema.safeParse(lenient).success).toBe(true);
  });

  it.each([
    ['an unknown kind', { kind: 'dashakoota' }],
    ['a missing kind', { kind: undefined }],
    ['an unknown dosha', { blocking_doshas: ['mangal'] }],
    ['a dosha twice', { blocking_doshas: ['nadi', 'nadi'] }],
    ['missing blocking doshas', { blocking_doshas: undefined }],
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
