import { type AdminProfileRow, type ProfileStatusCode, STATUS_APPROVED } from '@varmala/shared';
import type { Db } from '../../db/client.js';
import { approveWaitingChanges } from '../profiles/review-after-approval.js';
import { recordAdminAction } from './audit-log.js';
import { flagsOf, profileNotFound, toAdminProfileRow } from './profile-row.js';
import { lockAdminProfile, updateProfileFlags } from './queries.js';

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
): Promise<AdminProfileRow> {
  return db.transaction(async (tx) => {
    const before = await lockAdminProfile(tx, profileId);
    if (!before) throw profileNotFound();
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
