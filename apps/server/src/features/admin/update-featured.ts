import { type AdminProfileRow, STATUS_APPROVED } from '@varmala/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { recordAdminAction } from './audit-log.js';
import { flagsOf, profileNotFound, toAdminProfileRow } from './profile-row.js';
import { lockAdminProfile, updateProfileFlags } from './queries.js';

/**
 * Features a profile on the home page, or stops featuring it. Only Approved profiles whose member
 * agreed may be featured; unfeaturing is always allowed.
 */
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
    if (featured && before.status !== STATUS_APPROVED) throw new AppError('CONFLICT', 'onlyApprovedFeatured');
    if (featured && !before.featuredConsent) throw new AppError('CONFLICT', 'onlyWithConsent');
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
