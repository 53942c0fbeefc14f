import type { AdminDashboard } from '@varmala/shared';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, reports, unreachableReports } from '../../db/schema.js';
import { HAS_CHANGES_WAITING } from '../profiles/review-after-approval.js';
import { IS_NEW_PROFILE } from './queries.js';

/** `GET /api/admin/dashboard`: the counts of what waits, each the count of a list the operator opens. */
export async function readDashboard(db: Db): Promise<AdminDashboard> {
  const [[fresh], [changes], [open], [unreachable]] = await Promise.all([
    db.select({ n: count() }).from(profiles).where(IS_NEW_PROFILE),
    db.select({ n: count() }).from(profiles).where(HAS_CHANGES_WAITING),
    db.select({ n: count() }).from(reports).where(eq(reports.status, 'open')),
    db.select({ n: count() }).from(unreachableReports).where(eq(unreachableReports.status, 'open')),
  ]);
  return {
    new_profiles: fresh?.n ?? 0,
    changes_to_review: changes?.n ?? 0,
    open_reports: open?.n ?? 0,
    unreachable_waiting: unreachable?.n ?? 0,
    // The site takes no payments yet.
    payments_waiting: null,
  };
}
