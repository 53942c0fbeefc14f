import type { AdminMarriage } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { recordAdminAction } from '../events/audit-log.js';
import { toAdminMarriage } from './list-marriages.js';
import { lockMarriage, updateMarriageCaption } from './queries.js';

/** `POST /api/admin/marriage/{marriageId}`: a new caption for a marriage photo of the operator's site. */
export async function updateMarriage(
  db: Db,
  urls: MediaUrlSigner,
  admin: AuthUser,
  marriageId: number,
  caption: string,
): Promise<AdminMarriage> {
  const row = await db.transaction(async (tx) => {
    const before = await lockMarriage(tx, admin.domain, marriageId);
    if (!before) throw new AppError('NOT_FOUND', 'marriageNotFound');
    const after = await updateMarriageCaption(tx, marriageId, caption);
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: 'admin:marriage-caption',
      targetType: 'marriage',
      targetId: marriageId,
      before: { caption: before.caption },
      after: { caption: after.caption },
    });
    return after;
  });
  return toAdminMarriage(urls, row);
}
