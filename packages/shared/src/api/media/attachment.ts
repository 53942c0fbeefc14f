import { z } from 'zod';
import { databaseId } from '../database-id.js';

/** Multipart field of `POST /api/profile/{userId}/attachment`: one or more horoscope files. */
export const ATTACHMENT_UPLOAD_FIELD = 'horoscope';

export const ATTACHMENT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPerProfile: 5,
  /** For the file picker; the server decides by the file's content, not its name. */
  accept:
    'image/png,image/jpeg,image/gif,application/pdf,application/msword,' +
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document,' +
    '.png,.jpg,.jpeg,.gif,.pdf,.doc,.docx',
} as const;

/** A horoscope file; the URL is signed, works for about an hour and downloads the file. */
export const attachmentItemSchema = z.object({
  id: databaseId,
  url: z.string(),
  name: z.string().optional(),
});
export type AttachmentItem = z.infer<typeof attachmentItemSchema>;

/** `GET`, `POST` and `DELETE /api/profile/{userId}/attachment` all answer the current list, oldest first. */
export const attachmentListSchema = z.array(attachmentItemSchema);
export type AttachmentList = z.infer<typeof attachmentListSchema>;

export const deleteAttachmentRequestSchema = z.object({ id: databaseId });
export type DeleteAttachmentRequest = z.infer<typeof deleteAttachmentRequestSchema>;
