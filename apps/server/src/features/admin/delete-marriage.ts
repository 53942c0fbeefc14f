import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../app-types.js';
import { AppError } from '../../errors.js';
import { type MediaContext, removeFiles } from '../../lib/uploads/media-context.js';
import { recordAdminAction } from '../events/audit-log.js';
import { deleteMarriageRow, lockMarriage } from './queries.js';

/**
 * `DELETE /api/admin/marriage/{marriageId}`: the photo leaves the home page and its three files
 * leave the storage. The row goes first, so no link ever points at a half-removed photo; a file
 * that cannot be removed now is left to the sweep of unreferenced files.
 */
export async function deleteMarriage(
  media: MediaContext,
  admin: AuthUser,
  marriageId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const removed = await media.db.transaction(async (tx) => {
    const row = await lockMarriage(tx, admin.domain, marriageId);
    if (!row) throw new AppError('NOT_FOUND', 'marriageNotFound');
    await deleteMarriageRow(tx, marriageId);
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: 'admin:marriage-delete',
      targetType: 'marriage',
      targetId: marriageId,
      before: { caption: row.caption, keys: { short: row.shortKey, large: row.largeKey, url: row.urlKey } },
      after: {},
    });
    return row;
  });
  await removeFiles(media, [removed.shortKey, removed.largeKey, removed.urlKey], log);
}
