import { UNREACHABLE_REPORT_DAYS, type UnreachableReasonName } from '@varmala/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { downloads, unreachableReports } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/**
 * `POST /api/subscription/download/{profileId}/unreachable`: the member's latest download of the
 * profile, within 7 days of it, goes to the operator's queue, once (the unique download id settles
 * two tabs). The operator's refund gives the download back (features/admin/resolve-unreachable.ts).
 */
export async function reportUnreachable(
  db: Db,
  viewer: AuthUser,
  profileId: number,
  reason: UnreachableReasonName,
): Promise<{ Status: 'Success'; report_id: number }> {
  const [download] = await db
    .select({
      id: downloads.id,
      recent: sql<boolean>`${downloads.viewedAt} >= now() - ${sql.raw(`interval '${UNREACHABLE_REPORT_DAYS} days'`)}`,
    })
    .from(downloads)
    .where(and(eq(downloads.userId, viewer.id), eq(downloads.profileId, profileId)))
    .orderBy(desc(downloads.viewedAt), desc(downloads.id))
    .limit(1);
  if (!download) throw new AppError('NOT_FOUND', 'notDownloaded');
  if (!download.recent)
    throw new AppError('CONFLICT', 'reportTooLate', { params: { days: UNREACHABLE_REPORT_DAYS } });
  const [row] = await db
    .insert(unreachableReports)
    .values({ downloadId: download.id, reporterId: viewer.id, profileId, reason })
    .onConflictDoNothing({ target: unreachableReports.downloadId })
    .returning({ id: unreachableReports.id });
  if (!row) throw new AppError('CONFLICT', 'numberAlreadyReported');
  return { Status: 'Success', report_id: row.id };
}
