import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.js';
import { type MediaContext, removeFiles } from '../../lib/uploads/media-context.js';
import { deleteAttachmentRow } from './queries.js';

export async function deleteAttachment(
  media: MediaContext,
  profileId: number,
  attachmentId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const row = await deleteAttachmentRow(media.db, profileId, attachmentId);
  if (!row) throw new AppError('NOT_FOUND', 'fileNotFound');
  await removeFiles(media, [row.storageKey], log);
}
