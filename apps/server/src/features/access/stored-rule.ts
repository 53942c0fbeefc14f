import { type Domain, defaultMatchRule, type MatchRule, matchRuleSchema } from '@varmala/shared';

/**
 * Null is the site's default. One saved before rules had a kind (decision 020) takes `kind` and
 * `blocking_doshas` from the default; one that no longer validates falls back to the default rather
 * than failing every search of the site.
 */
export function storedRule(value: unknown, domain: Domain): MatchRule {
  const fallback = defaultMatchRule(domain);
  const filled =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { kind: fallback.kind, blocking_doshas: fallback.blocking_doshas, ...value }
      : value;
  const parsed = matchRuleSchema.safeParse(filled);
  return parsed.success ? parsed.data : fallback;
}
