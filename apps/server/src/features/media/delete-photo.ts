import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.js';
import { type MediaContext, removeFiles } from '../../lib/uploads/media-context.js';
import { deletePhotoRow } from './queries.js';

export async function deletePhoto(
  media: MediaContext,
  profileId: number,
  photoId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const row = await deletePhotoRow(media.db, profileId, photoId);
  if (!row) throw new AppError('NOT_FOUND', 'photoNotFound');
  // The row is gone first: a link can then never point at a half-deleted photo.
  await removeFiles(media, [row.shortKey, row.largeKey, row.urlKey], log);
}
