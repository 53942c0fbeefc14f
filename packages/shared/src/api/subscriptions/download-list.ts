import { z } from 'zod';

export const downloadListItemSchema = z.object({
  downloaded_mid: z.string(),
  downloaded_name: z.string(),
  /** ISO 8601 timestamp of the first download. */
  viewed_at: z.string(),
  downloaded_user_id: z.number().int(),
  profile_id: z.number().int(),
});
export type DownloadListItem = z.infer<typeof downloadListItemSchema>;

/** `GET /api/subscription/download/list/{page}`: the member's downloads, newest first, 20 a page. */
export const downloadListResponseSchema = z.object({
  rows: z.array(downloadListItemSchema),
  count: z.number().int(),
});
export type DownloadListResponse = z.infer<typeof downloadListResponseSchema>;
