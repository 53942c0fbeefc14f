import type { DownloadListResponse } from '@varmala/shared';
import type { DbOrTx } from '../../db/client.js';
import { countDownloads, downloadPageQuery } from './queries.js';

/** `GET /api/subscription/download/list/{page}`: every profile the member downloaded, newest first. */
export async function listDownloads(db: DbOrTx, userId: number, page: number): Promise<DownloadListResponse> {
  const [rows, count] = await Promise.all([downloadPageQuery(db, userId, page), countDownloads(db, userId)]);
  return {
    rows: rows.map((row) => ({
      downloaded_mid: row.mid,
      downloaded_name: row.name,
      viewed_at: row.viewedAt.toISOString(),
      downloaded_user_id: row.userId,
      profile_id: row.profileId,
    })),
    count,
  };
}
