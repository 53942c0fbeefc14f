import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { databaseId } from '../database-id.js';

/**
 * `POST /api/admin/profile/{profileId}/featured`: `status` true features the profile (Approved
 * profiles only), false stops featuring it.
 */
export const updateFeaturedRequestSchema = z.object({
  profile_id: databaseId,
  status: z.boolean({ error: (issue) => (issue.input === undefined ? M.required : M.invalidValue) }),
});
export type UpdateFeaturedRequest = z.input<typeof updateFeaturedRequestSchema>;
