import { type AdminProfileRow, isRefusedStatus, REFUSAL_UNDO_MS } from '@varmala/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { featuringRefusal } from '../access/open-lists.js';
import { recordAdminAction } from '../events/audit-log.js';
import { flagsOf, profileNotFound, toAdminProfileRow } from './profile-row.js';
import { lockAdminProfile, updateProfileFlags } from './queries.js';

/**
 * Puts back what a profile was before the operator refused it (Rejected or Duplicate), within a day
 * of the refusal: its status and, when it was featured and its member still agrees, the featured
 * flag. Changes that waited for review wait still: an undo approves nothing.
 */
export async function undoProfileRefusal(
  db: Db,
  adminUserId: number,
  profileId: number,
): Promise<AdminProfileRow> {
  return db.transaction(async (tx) => {
    const before = await lockAdminProfile(tx, profileId);
    if (!before) throw profileNotFound();
    const refusal = before.refusal;
    if (!refusal || !isRefusedStatus(before.status)) throw new AppError('CONFLICT', 'nothingToUndo');
    if (Date.now() - Date.parse(refusal.at) > REFUSAL_UNDO_MS) throw new AppError('CONFLICT', 'undoTooLate');
    const { previous } = refusal;
    const after = await updateProfileFlags(tx, profileId, {
      status: previous.status,
      isFeatured:
        previous.is_featured &&
        featuringRefusal({ status: previous.status, featuredConsent: before.featuredConsent }) === null,
      refusal: null,
    });
    await recordAdminAction(tx, {
      adminUserId,
      action: 'admin:profile-status-undo',
      targetType: 'profile',
      targetId: profileId,
      before: { ...flagsOf(before), reason: refusal.reason },
      after: flagsOf(after),
    });
    return toAdminProfileRow(after);
  });
}
