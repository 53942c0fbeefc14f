import type { ProfileReport } from '@varmala/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { DbOrTx } from '../../db/client.js';
import { profiles, reports } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { assertMayLook } from '../access/who-may-look.js';
import { reportableBy } from '../access/who-sees-whom.js';

/**
 * `POST /api/profile/report/{profileId}`: a report for the operator's queue (/admin/reports), of a
 * profile the member may report (`reportableBy`); anything else is 404, as in view.
 */
export async function reportProfile(
  db: DbOrTx,
  viewer: AuthUser,
  profileId: number,
  report: ProfileReport,
): Promise<void> {
  assertMayLook(viewer);
  const [target] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), reportableBy(viewer)))
    .limit(1);
  if (!target) throw new AppError('NOT_FOUND', 'profileNotFound');
  if (target.userId === viewer.id) throw new AppError('BAD_REQUEST', 'cannotReportOwn');
  await db.insert(reports).values({
    reporterId: viewer.id,
    profileId,
    reason: report.reason,
    details: report.details ?? null,
  });
}
