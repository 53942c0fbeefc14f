import { z } from 'zod';
import { DOMAINS } from '../../domains.js';
import { matchRuleSchema } from '../../horoscope/match-rule.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';

const domainSchema = z.enum(DOMAINS, { error: M.invalidValue });

/** `GET /api/admin/match-rule?domain=tamilmala`: without a domain, the admin's own site. */
export const matchRuleQuerySchema = z.object({ domain: domainSchema.optional() });
export type MatchRuleQuery = z.input<typeof matchRuleQuerySchema>;

/** A site's horoscope rule, and whether the operator has set it or it is the default. */
export const siteMatchRuleSchema = z.object({
  domain: z.enum(DOMAINS),
  rule: matchRuleSchema,
  /** False while the operator has not set a rule for the site: it follows DEFAULT_MATCH_RULE. */
  is_set: z.boolean(),
  /** When the operator last set it (ISO 8601), null for the default. */
  updated_at: z.string().nullable(),
});
export type SiteMatchRule = z.infer<typeof siteMatchRuleSchema>;

/** `POST /api/admin/match-rule`: the whole rule of one site, as the operator's screen sends it. */
export const saveMatchRuleRequestSchema = z.object({
  domain: domainSchema,
  rule: matchRuleSchema,
});
export type SaveMatchRuleRequest = z.input<typeof saveMatchRuleRequestSchema>;

export const saveMatchRuleResponseSchema = siteMatchRuleSchema.extend({
  Status: z.literal('Success'),
  Message: z.string(),
});
export type SaveMatchRuleResponse = z.infer<typeof saveMatchRuleResponseSchema>;
