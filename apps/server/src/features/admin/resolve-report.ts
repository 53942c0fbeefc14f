import { type RefusalReason, type ReportAction, type ReportRow, STATUS_REJECTED } from '@varmala/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import { reports } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { recordAdminAction } from '../events/audit-log.js';
import { lockAdminProfile } from './queries.js';
import { closeReports, findReportRow, lockReport, toReportRow } from './report-queries.js';
import { tellMemberOfRefusal } from './tell-member-of-refusal.js';
import { writeStatusChange } from './update-profile-status.js';

/** Rejecting also closes every open report of that profile: they have their answer. */
export async function resolveReport(
  deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>,
  adminUserId: number,
  reportId: number,
  { action, reason, note }: { action: ReportAction; reason?: RefusalReason; note?: string | null },
): Promise<ReportRow> {
  const { db } = deps;
  const refusedProfile = await db.transaction(async (tx) => {
    const report = await lockReport(tx, reportId);
    if (!report) throw new AppError('NOT_FOUND', 'reportNotFound');
    if (report.status !== 'open') throw new AppError('CONFLICT', 'reportResolved');
    let closed: number[];
    let refused: number | undefined;
    if (action === 'dismiss') {
      closed = await closeReports(tx, eq(reports.id, reportId), 'dismissed', adminUserId);
    } else {
      const before = report.profileId === null ? undefined : await lockAdminProfile(tx, report.profileId);
      if (!before) {
        throw new AppError('CONFLICT', 'reportedMemberLeft');
      }
      const change = await writeStatusChange(tx, adminUserId, before, {
        status: STATUS_REJECTED,
        reason,
        note,
      });
      if (change.refused) refused = before.id;
      const openOfProfile = and(eq(reports.profileId, before.id), eq(reports.status, 'open'));
      closed = await closeReports(tx, openOfProfile as SQL, 'rejected', adminUserId);
    }
    await recordAdminAction(tx, {
      adminUserId,
      action: 'admin:report-resolve',
      targetType: 'report',
      targetId: reportId,
      before: { status: 'open' },
      after: { status: action === 'dismiss' ? 'dismissed' : 'rejected', closed_reports: closed },
    });
    return refused;
  });
  if (refusedProfile !== undefined) tellMemberOfRefusal(deps, refusedProfile);
  const row = await findReportRow(db, reportId);
  if (!row) throw new AppError('NOT_FOUND', 'reportNotFound');
  return toReportRow(row);
}
