import { type AdminDashboard, MARRIED_MONTHS_SHOWN, type MarriedPerMonth } from '@varmala/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments, profiles, reports, successStories, unreachableReports } from '../../db/schema.js';
import { HAS_CHANGES_WAITING } from '../access/review-after-approval.js';
import { IS_NEW_PROFILE } from './queries.js';

/** `GET /api/admin/dashboard`: the counts of what waits, each the count of a list the operator opens. */
export async function readDashboard(
  db: Db,
  { takesPayments }: { takesPayments: boolean },
): Promise<AdminDashboard> {
  const [[fresh], [changes], [open], [unreachable], [waiting], [stories], married] = await Promise.all([
    db.select({ n: count() }).from(profiles).where(IS_NEW_PROFILE),
    db.select({ n: count() }).from(profiles).where(HAS_CHANGES_WAITING),
    db.select({ n: count() }).from(reports).where(eq(reports.status, 'open')),
    db.select({ n: count() }).from(unreachableReports).where(eq(unreachableReports.status, 'open')),
    db.select({ n: count() }).from(payments).where(eq(payments.state, 'awaiting_confirmation')),
    db.select({ n: count() }).from(successStories).where(eq(successStories.state, 'in_review')),
    marriedPerMonth(db),
  ]);
  return {
    new_profiles: fresh?.n ?? 0,
    changes_to_review: changes?.n ?? 0,
    open_reports: open?.n ?? 0,
    unreachable_waiting: unreachable?.n ?? 0,
    // Without a UPI address the site takes no payments: plans are sold on WhatsApp.
    payments_waiting: takesPayments ? (waiting?.n ?? 0) : null,
    stories_waiting: stories?.n ?? 0,
    married_per_month: married,
  };
}

/**
 * Profiles marked married (by their family or the operator) in each of the last months, India's
 * calendar, the current month first; a month without any is listed with zeros.
 */
async function marriedPerMonth(db: Db): Promise<MarriedPerMonth[]> {
  const rows = await db.execute<{ month: string; through_site: number; other_source: number }>(sql`
    with months as (
      select to_char(date_trunc('month', now() at time zone 'Asia/Kolkata') - make_interval(months => n), 'YYYY-MM') as month, n
      from generate_series(0, ${MARRIED_MONTHS_SHOWN - 1}) as n
    ),
    married as (
      select to_char(${profiles.marriedMarkedAt} at time zone 'Asia/Kolkata', 'YYYY-MM') as month, ${profiles.status} as status
      from ${profiles}
      where ${profiles.marriedMarkedAt} >= date_trunc('month', now() at time zone 'Asia/Kolkata') - make_interval(months => ${MARRIED_MONTHS_SHOWN})
    )
    select m.month,
      count(*) filter (where x.status = 300)::int as through_site,
      count(*) filter (where x.status = 301)::int as other_source
    from months as m left join married as x on x.month = m.month
    group by m.month, m.n
    order by m.n`);
  return rows.rows.map((row) => ({
    month: row.month,
    through_site: Number(row.through_site),
    other_source: Number(row.other_source),
  }));
}
