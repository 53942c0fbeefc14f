import type { PhotoList } from '@varmala/shared';
import type { MediaContext } from '../../lib/uploads/media-context.js';
import { listPhotoRows } from './queries.js';

export async function listPhotos(media: MediaContext, profileId: number): Promise<PhotoList> {
  const rows = await listPhotoRows(media.db, profileId);
  return rows.map((row) => ({
    id: row.id,
    short: media.urls.urlFor(row.shortKey),
    large: media.urls.urlFor(row.largeKey),
    url: media.urls.urlFor(row.urlKey),
    caption: row.caption,
    approved: row.approved,
  }));
}
