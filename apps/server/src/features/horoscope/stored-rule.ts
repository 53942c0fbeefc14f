import { DEFAULT_MATCH_RULE, type MatchRule, matchRuleSchema } from '@varmala/shared';

/**
 * A stored rule as the shared schema reads it; none (null) is the default. A rule was validated when
 * saved; one that no longer validates (a variant a later version dropped) falls back to the default
 * rather than failing every search of the site.
 */
export function storedRule(value: unknown): MatchRule {
  const parsed = matchRuleSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_MATCH_RULE;
}
