import type { AdminDashboard } from '@varmala/shared';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments, profiles, reports, unreachableReports } from '../../db/schema.js';
import { HAS_CHANGES_WAITING } from '../profiles/review-after-approval.js';
import { IS_NEW_PROFILE } from './queries.js';

/** `GET /api/admin/dashboard`: the counts of what waits, each the count of a list the operator opens. */
export async function readDashboard(
  db: Db,
  { takesPayments }: { takesPayments: boolean },
): Promise<AdminDashboard> {
  const [[fresh], [changes], [open], [unreachable], [waiting]] = await Promise.all([
    db.select({ n: count() }).from(profiles).where(IS_NEW_PROFILE),
    db.select({ n: count() }).from(profiles).where(HAS_CHANGES_WAITING),
    db.select({ n: count() }).from(reports).where(eq(reports.status, 'open')),
    db.select({ n: count() }).from(unreachableReports).where(eq(unreachableReports.status, 'open')),
    db.select({ n: count() }).from(payments).where(eq(payments.state, 'awaiting_confirmation')),
  ]);
  return {
    new_profiles: fresh?.n ?? 0,
    changes_to_review: changes?.n ?? 0,
    open_reports: open?.n ?? 0,
    unreachable_waiting: unreachable?.n ?? 0,
    // Without a UPI address the site takes no payments: plans are sold on WhatsApp.
    payments_waiting: takesPayments ? (waiting?.n ?? 0) : null,
  };
}
