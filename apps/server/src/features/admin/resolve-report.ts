import { type ReportAction, type ReportRow, STATUS_REJECTED } from '@varmala/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reports } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { recordAdminAction } from './audit-log.js';
import { flagsOf } from './profile-row.js';
import { lockAdminProfile, updateProfileFlags } from './queries.js';
import { closeReports, findReportRow, lockReport, toReportRow } from './report-queries.js';

/**
 * `POST /api/admin/report/{reportId}/resolve`, audited. Dismissing closes the report. Rejecting
 * sets the reported profile to Rejected (500), which unfeatures it, as the status change of the
 * profile list does, and closes every open report of that profile: they have their answer.
 */
export async function resolveReport(
  db: Db,
  adminUserId: number,
  reportId: number,
  action: ReportAction,
): Promise<ReportRow> {
  await db.transaction(async (tx) => {
    const report = await lockReport(tx, reportId);
    if (!report) throw new AppError('NOT_FOUND', 'No report has this id.');
    if (report.status !== 'open') throw new AppError('CONFLICT', 'This report has been resolved already.');
    let closed: number[];
    if (action === 'dismiss') {
      closed = await closeReports(tx, eq(reports.id, reportId), 'dismissed', adminUserId);
    } else {
      const before = report.profileId === null ? undefined : await lockAdminProfile(tx, report.profileId);
      if (!before) {
        throw new AppError(
          'CONFLICT',
          'The reported member has left the site; the report can only be dismissed.',
        );
      }
      const after = await updateProfileFlags(tx, before.id, { status: STATUS_REJECTED, isFeatured: false });
      await recordAdminAction(tx, {
        adminUserId,
        action: 'admin:profile-status',
        targetType: 'profile',
        targetId: before.id,
        before: flagsOf(before),
        after: flagsOf(after),
      });
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
  });
  const row = await findReportRow(db, reportId);
  if (!row) throw new AppError('NOT_FOUND', 'No report has this id.');
  return toReportRow(row);
}
