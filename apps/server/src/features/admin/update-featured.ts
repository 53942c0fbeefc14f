import type { AdminProfileRow } from '@varmala/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { featuringRefusal } from '../access/open-lists.js';
import { recordAdminAction } from '../events/audit-log.js';
import { flagsOf, profileNotFound, toAdminProfileRow } from './profile-row.js';
import { lockAdminProfile, updateProfileFlags } from './queries.js';

/** Features a profile on the home page (`featuringRefusal` says which may be), or stops featuring it. */
export async function updateFeatured(
  db: Db,
  adminUserId: number,
  profileId: number,
  featured: boolean,
): Promise<AdminProfileRow> {
  return db.transaction(async (tx) => {
    // Locked, so a status change cannot slip between this check and the update.
    const before = await lockAdminProfile(tx, profileId);
    if (!before) throw profileNotFound();
    const refusal = featured ? featuringRefusal(before) : null;
    if (refusal) throw new AppError('CONFLICT', refusal);
    const after = await updateProfileFlags(tx, profileId, { isFeatured: featured });
    await recordAdminAction(tx, {
      adminUserId,
      action: 'admin:profile-featured',
      targetType: 'profile',
      targetId: profileId,
      before: flagsOf(before),
      after: flagsOf(after),
    });
    return toAdminProfileRow(after);
  });
}
