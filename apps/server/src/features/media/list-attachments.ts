import type { AttachmentList } from '@varmala/shared';
import type { MediaContext } from '../../lib/uploads/media-context.js';
import { listAttachmentRows } from '../access/attachment-rows.js';

export async function listAttachments(media: MediaContext, profileId: number): Promise<AttachmentList> {
  const rows = await listAttachmentRows(media.db, profileId);
  return rows.map((row) => ({ id: row.id, url: media.urls.urlFor(row.storageKey) }));
}
