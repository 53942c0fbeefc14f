import { type Domain, defaultMatchRule, type MatchRule, matchRuleSchema } from '@varmala/shared';

/**
 * A stored rule as the shared schema reads it; none (null) is the site's default. A rule was
 * validated when saved. One saved before the rule had a kind (decision 020) has neither `kind` nor
 * `blocking_doshas`: it takes them from the site's default and keeps what the operator set. One that
 * no longer validates (a variant a later version dropped) falls back to the default rather than
 * failing every search of the site.
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
