import { type Domain, defaultMatchRule, type MatchRule, type SiteMatchRule } from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { adminAuditLog, matchRules } from '../../db/schema.js';
import { storedRule } from '../access/stored-rule.js';

/** So every instance drops the rules it keeps (`HoroscopeCaches`). */
export const MATCH_RULE_CHANGED_CHANNEL = 'match_rule_changed';

/** An admin's change is recorded in the audit log. */
export type RuleSetter = { via: 'cli' } | { via: 'admin'; adminUserId: number };

function toSiteRule(domain: Domain, row: { rule: unknown; updatedAt: Date } | undefined): SiteMatchRule {
  return row
    ? { domain, rule: storedRule(row.rule, domain), is_set: true, updated_at: row.updatedAt.toISOString() }
    : { domain, rule: defaultMatchRule(domain), is_set: false, updated_at: null };
}

export async function readSiteMatchRule(db: DbOrTx, domain: Domain): Promise<SiteMatchRule> {
  const [row] = await db
    .select({ rule: matchRules.rule, updatedAt: matchRules.updatedAt })
    .from(matchRules)
    .where(eq(matchRules.domain, domain));
  return toSiteRule(domain, row);
}

export async function saveSiteMatchRule(
  db: Db,
  domain: Domain,
  rule: MatchRule,
  setter: RuleSetter,
): Promise<SiteMatchRule> {
  return db.transaction(async (tx) => {
    // Two operators saving at once leave the audit trail in the order of the saves.
    const [before] = await tx
      .select({ rule: matchRules.rule })
      .from(matchRules)
      .where(eq(matchRules.domain, domain))
      .for('update');
    const updatedBy = setter.via === 'admin' ? setter.adminUserId : null;
    const [saved] = await tx
      .insert(matchRules)
      .values({ domain, rule, updatedBy })
      .onConflictDoUpdate({ target: matchRules.domain, set: { rule, updatedBy, updatedAt: new Date() } })
      .returning({ rule: matchRules.rule, updatedAt: matchRules.updatedAt });
    await tx.insert(adminAuditLog).values({
      adminUserId: updatedBy,
      action: `${setter.via}:match-rule`,
      targetType: 'match_rule',
      targetId: domain,
      // No row before: the site followed the default rule.
      before: before ? storedRule(before.rule, domain) : undefined,
      after: rule,
    });
    await tx.execute(sql`select pg_notify(${MATCH_RULE_CHANGED_CHANNEL}, ${domain})`);
    return toSiteRule(domain, saved);
  });
}

export function describeRule(domain: Domain, rule: MatchRule): string {
  const list = (keys: readonly string[]) => (keys.length > 0 ? keys.join(', ') : 'none');
  const variants = Object.entries(rule.variants)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  const decides =
    rule.kind === 'guna'
      ? `decided by gunas: at least ${rule.min_guna} of 36, blocking doshas ${list(rule.blocking_doshas)}`
      : `decided by poruthams: mandatory ${list(rule.mandatory)}, at least ${rule.min_matched} of 10`;
  const other =
    rule.kind === 'guna'
      ? `poruthams shown with mandatory ${list(rule.mandatory)}, at least ${rule.min_matched} of 10`
      : `gunas shown against ${rule.min_guna} of 36, blocking doshas ${list(rule.blocking_doshas)}`;
  const mars = rule.mars_blocks ? ' Mars blocks when exactly one of the two has the dosham.' : '';
  return `Horoscope rule of ${domain}: ${decides}; ${other}; variants ${variants}.${mars}`;
}
