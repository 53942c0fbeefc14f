import { z } from 'zod';
import { requiredText } from '../../free-text.js';
import { PHOTO_LIMITS } from '../media/photo.js';
import { marriageSchema } from '../public/marriages.js';

/** Multipart fields of `POST /api/admin/marriage`: one picture and its caption, both required. */
export const MARRIAGE_PHOTO_FIELD = 'photo';
export const MARRIAGE_CAPTION_FIELD = 'caption';

export const MARRIAGE_LIMITS = {
  maxBytes: PHOTO_LIMITS.maxBytes,
  maxCaptionLength: 300,
  /** For the file picker; the server decides by the file's content, not its name. */
  accept: PHOTO_LIMITS.accept,
} as const;

export const marriageCaptionSchema = requiredText(MARRIAGE_LIMITS.maxCaptionLength);

/** The success text of the upload (spec section 2, admin marriages page). */
export const MARRIAGE_UPLOADED_MESSAGE = 'Photo uploaded successfully';

export const uploadMarriageResponseSchema = z.object({
  Status: z.literal('Success'),
  Message: z.string(),
  /** The story as the home page will show it, for the admin's own domain. */
  marriage: marriageSchema,
});
export type UploadMarriageResponse = z.infer<typeof uploadMarriageResponseSchema>;
