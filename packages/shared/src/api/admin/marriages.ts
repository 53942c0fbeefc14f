import { z } from 'zod';
import { marriageSchema } from '../public/marriages.js';
import { marriageCaptionSchema } from './marriage-upload.js';

/** A marriage photo as the operator manages it: the public story, and when it was added. */
export const adminMarriageSchema = marriageSchema.extend({
  /** ISO 8601. */
  created_at: z.string(),
});
export type AdminMarriage = z.infer<typeof adminMarriageSchema>;

/** `GET /api/admin/marriages/{page}`: the marriage photos of the operator's site, newest first, 20 a page. */
export const adminMarriageListSchema = z.object({
  rows: z.array(adminMarriageSchema),
  count: z.number().int(),
});
export type AdminMarriageList = z.infer<typeof adminMarriageListSchema>;

/** `POST /api/admin/marriage/{marriageId}`: a new caption, required as at the upload. */
export const updateMarriageRequestSchema = z.object({ caption: marriageCaptionSchema });
export type UpdateMarriageRequest = z.input<typeof updateMarriageRequestSchema>;

export const updateMarriageResponseSchema = z.object({
  Status: z.literal('Success'),
  marriage: adminMarriageSchema,
});
export type UpdateMarriageResponse = z.infer<typeof updateMarriageResponseSchema>;
