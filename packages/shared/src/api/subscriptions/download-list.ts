import { z } from 'zod';

/**
 * A profile the member downloaded. Once that member has erased their account only its member id
 * is kept: the name and ids are null (decision 013).
 */
export const downloadListItemSchema = z.object({
  downloaded_mid: z.string(),
  downloaded_name: z.string().nullable(),
  /** ISO 8601 timestamp of the first download. */
  viewed_at: z.string(),
  downloaded_user_id: z.number().int().nullable(),
  profile_id: z.number().int().nullable(),
});
export type DownloadListItem = z.infer<typeof downloadListItemSchema>;

/** `GET /api/subscription/download/list/{page}`: the member's downloads, newest first, 20 a page. */
export const downloadListResponseSchema = z.object({
  rows: z.array(downloadListItemSchema),
  count: z.number().int(),
});
export type DownloadListResponse = z.infer<typeof downloadListResponseSchema>;
