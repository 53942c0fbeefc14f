import type { AdminProfileRow } from '@varmala/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { waitingForReview } from '../access/review-after-approval.js';
import { recordAdminAction } from '../events/audit-log.js';
import { profileNotFound, toAdminProfileRow } from './profile-row.js';
import { dropWaitingChanges, lockAdminProfile } from './queries.js';

/**
 * The operator turns down what an Approved profile's member changed (decision 009): the new name,
 * surname, date of birth or gender are dropped and the photos waiting are deleted (their files go
 * with the next media sweep). Others go on seeing the profile as it was approved.
 */
export async function discardProfileChanges(
  db: Db,
  adminUserId: number,
  profileId: number,
  reviewKey: string,
): Promise<AdminProfileRow> {
  return db.transaction(async (tx) => {
    const before = await lockAdminProfile(tx, profileId);
    if (!before) throw profileNotFound();
    const waiting = waitingForReview(before);
    if (!waiting) throw new AppError('CONFLICT', 'nothingWaits');
    // What is turned down is what the operator looked at, not a change made since.
    if (waiting.review_key !== reviewKey) throw new AppError('CONFLICT', 'changedSinceSeen');
    const { row, droppedPhotos } = await dropWaitingChanges(tx, profileId);
    const { review_key: _, ...changes } = waiting;
    await recordAdminAction(tx, {
      adminUserId,
      action: 'admin:profile-changes-discarded',
      targetType: 'profile',
      targetId: profileId,
      before: { pending_changes: changes },
      after: { pending_changes: null, photos_deleted: droppedPhotos },
    });
    return toAdminProfileRow(row);
  });
}
