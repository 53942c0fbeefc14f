import { z } from 'zod';
import { optionalText } from '../../free-text.js';
import { databaseId } from '../database-id.js';

/** Multipart field of `POST /api/profile/{userId}/photo`: one picture per request. */
export const PHOTO_UPLOAD_FIELD = 'photo';
/** Optional multipart text field sent with the picture. */
export const PHOTO_CAPTION_FIELD = 'caption';

export const PHOTO_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPerProfile: 6,
  maxCaptionLength: 200,
  /** For the file picker; the server decides by the file's content, not its name. */
  accept: 'image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif',
} as const;

/** One photo in three sizes; each URL is signed and works for about an hour. */
export const photoItemSchema = z.object({
  id: databaseId,
  short: z.string(),
  large: z.string(),
  url: z.string(),
  caption: z.string().nullable(),
  /** Whether other members may see it: a new photo waits for the operator's review. */
  approved: z.boolean(),
});
export type PhotoItem = z.infer<typeof photoItemSchema>;

/** `GET`, `POST` and `DELETE /api/profile/{userId}/photo` all answer the current list, oldest first. */
export const photoListSchema = z.array(photoItemSchema);
export type PhotoList = z.infer<typeof photoListSchema>;

export const photoCaptionSchema = optionalText(PHOTO_LIMITS.maxCaptionLength, { readByOthers: true });

/** The photo item as listed; only its id is read. */
export const deletePhotoRequestSchema = z.object({ id: databaseId });
export type DeletePhotoRequest = z.infer<typeof deletePhotoRequestSchema>;
