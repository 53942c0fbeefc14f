import { type AdminProfileRow, type ProfileStatusCode, STATUS_APPROVED } from '@varmala/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { approveWaitingChanges, waitingForReview } from '../profiles/review-after-approval.js';
import { recordAdminAction } from './audit-log.js';
import { flagsOf, profileNotFound, toAdminProfileRow } from './profile-row.js';
import { lockAdminProfile, updateProfileFlags } from './queries.js';

export const CHANGED_SINCE_SEEN =
  'The member changed this profile after you looked at it. Reload the list to see what waits now.';

/**
 * Sets a profile's status. Any status may follow any other (the spec names no transitions).
 * Featured is only ever on Approved profiles, so moving a profile away from Approved unfeatures it.
 * Setting 200, even on an Approved profile, approves the changes waiting for review, in the same
 * transaction.
 */
export async function updateProfileStatus(
  db: Db,
  adminUserId: number,
  profileId: number,
  status: ProfileStatusCode,
  reviewKey?: string,
): Promise<AdminProfileRow> {
  return db.transaction(async (tx) => {
    const before = await lockAdminProfile(tx, profileId);
    if (!before) throw profileNotFound();
    // The operator approves what they looked at: a change made since then waits for another look.
    if (
      status === STATUS_APPROVED &&
      reviewKey !== undefined &&
      waitingForReview(before)?.review_key !== reviewKey
    ) {
      throw new AppError('CONFLICT', CHANGED_SINCE_SEEN);
    }
    const approved = status === STATUS_APPROVED ? await approveWaitingChanges(tx, before) : undefined;
    const after = await updateProfileFlags(tx, profileId, {
      status,
      ...(status !== STATUS_APPROVED ? { isFeatured: false } : {}),
    });
    await recordAdminAction(tx, {
      adminUserId,
      action: 'admin:profile-status',
      targetType: 'profile',
      targetId: profileId,
      before: flagsOf(before),
      after: { ...flagsOf(after), ...(approved ? { approved_changes: approved } : {}) },
    });
    return toAdminProfileRow(after);
  });
}
