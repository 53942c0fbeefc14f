import {
  type ResolveUnreachableRequest,
  STATUS_APPROVED,
  UNREACHABLE_REVIEW_AFTER,
  type UnreachableRow,
} from '@varmala/shared';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { downloads, profiles, subscriptions, unreachableReports } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { recordAdminAction } from '../events/audit-log.js';
import { recordNotice } from '../events/record-notice.js';
import { askOwnerToConfirmNumber } from './ask-owner-to-confirm-number.js';
import { findUnreachableRow } from './unreachable-queries.js';

/** Verified: back in the operator's queue, hidden from members meanwhile. */
const BACK_TO_REVIEW = 10;

/** Once per download, whatever happens to the report. */
async function refundDownload(tx: DbOrTx, downloadId: number | null): Promise<boolean> {
  if (downloadId === null) return false;
  const [download] = await tx
    .update(downloads)
    .set({ refundedAt: sql`now()` })
    .where(and(eq(downloads.id, downloadId), isNull(downloads.refundedAt)))
    .returning({ subscriptionId: downloads.subscriptionId });
  if (!download) return false;
  if (download.subscriptionId !== null) {
    await tx
      .update(subscriptions)
      .set({ currentDownload: sql`greatest(${subscriptions.currentDownload} - 1, 0)` })
      .where(eq(subscriptions.id, download.subscriptionId));
  }
  return true;
}

/**
 * The owner is asked to confirm their number; at the second refunded report the profile is paused
 * until they correct it and, if Approved, goes back to the operator's review queue.
 */
async function flagTheNumber(tx: DbOrTx, profileId: number): Promise<{ backToReview: boolean }> {
  const [profile] = await tx
    .update(profiles)
    .set({ numberCheckAskedAt: sql`now()` })
    .where(eq(profiles.id, profileId))
    .returning({ status: profiles.status });
  if (!profile) return { backToReview: false };
  const [refunded] = await tx
    .select({ n: count() })
    .from(unreachableReports)
    .where(and(eq(unreachableReports.profileId, profileId), eq(unreachableReports.status, 'refunded')));
  if ((refunded?.n ?? 0) < UNREACHABLE_REVIEW_AFTER) return { backToReview: false };
  // Paused until its owner gives a number that works (a new one lifts it: migration 0025), so a
  // later approval does not list a number that does not answer.
  const approved = profile.status === STATUS_APPROVED;
  await tx
    .update(profiles)
    .set({
      paused: true,
      pausedFor: 'number',
      ...(approved ? { status: BACK_TO_REVIEW, isFeatured: false } : {}),
    })
    .where(eq(profiles.id, profileId));
  return { backToReview: approved };
}

/** Two operators resolving one report at once queue on its lock; the second gets 409. */
export async function resolveUnreachable(
  deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>,
  adminUserId: number,
  reportId: number,
  { action }: ResolveUnreachableRequest,
): Promise<UnreachableRow> {
  const asked = await deps.db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(unreachableReports)
      .where(eq(unreachableReports.id, reportId))
      .for('update');
    if (!report) throw new AppError('NOT_FOUND', 'unreachableReportNotFound');
    if (report.status !== 'open') throw new AppError('CONFLICT', 'reportResolved');
    const status = action === 'refund' ? 'refunded' : 'dismissed';
    await tx
      .update(unreachableReports)
      .set({ status, resolvedBy: adminUserId, resolvedAt: sql`now()` })
      .where(eq(unreachableReports.id, reportId));
    let refunded = false;
    let backToReview = false;
    if (action === 'refund') {
      refunded = await refundDownload(tx, report.downloadId);
      if (report.profileId !== null) ({ backToReview } = await flagTheNumber(tx, report.profileId));
    }
    await recordAdminAction(tx, {
      adminUserId,
      action: 'admin:unreachable-resolve',
      targetType: 'unreachable_report',
      targetId: reportId,
      before: { status: 'open' },
      after: {
        status,
        downloads: refunded ? -1 : 0,
        ...(backToReview ? { profile_status: BACK_TO_REVIEW } : {}),
      },
    });
    if (report.reporterId !== null) {
      await recordNotice(tx, {
        kind: 'refund_decided',
        to: { userId: report.reporterId },
        ...(report.profileId !== null ? { about: report.profileId } : {}),
        data: { refunded: action === 'refund' },
      });
    }
    if (action === 'refund' && report.profileId !== null) {
      await recordNotice(tx, { kind: 'confirm_number', to: { profileId: report.profileId } });
    }
    return action === 'refund' ? report.profileId : null;
  });
  if (asked !== null) askOwnerToConfirmNumber(deps, asked);
  const row = await findUnreachableRow(deps.db, reportId);
  if (!row) throw new AppError('NOT_FOUND', 'unreachableReportNotFound');
  return row;
}
