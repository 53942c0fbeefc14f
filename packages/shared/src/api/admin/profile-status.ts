import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { isProfileStatusCode, type ProfileStatusCode } from '../../profile-status.js';
import { databaseId } from '../database-id.js';
import { reviewKeySchema } from './profile-row.js';
import { refusalNoteSchema, refusalReasonSchema } from './refusal.js';

/** One of the seven status codes, as a number or its digits (a select's value). */
export const profileStatusCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? M.required : M.unknownProfileStatus) })
    .int({ error: M.unknownProfileStatus })
    .refine((code): code is ProfileStatusCode => isProfileStatusCode(code), {
      error: M.unknownProfileStatus,
    }),
);

/**
 * `POST /api/admin/profile/{profileId}/status`; `profile_id` repeats the path's id. Rejected (500)
 * and Duplicate (501) take a `reason`; without one (the spec's body) the member is told that the
 * profile did not meet the site's rules (`rules_not_met`). Other statuses ignore it.
 */
export const updateProfileStatusRequestSchema = z.object({
  profile_id: databaseId,
  status: profileStatusCodeSchema,
  /** With status 200: the `review_key` of the changes the operator looked at (see profile-row.ts). */
  review_key: reviewKeySchema.optional(),
  /** With status 500 or 501: why, as the member will be told it. */
  reason: refusalReasonSchema.optional(),
  note: refusalNoteSchema,
});
export type UpdateProfileStatusRequest = z.input<typeof updateProfileStatusRequestSchema>;

/** The success text of status and featured changes (spec section 8). */
export const PROFILE_UPDATED_MESSAGE = 'Profile status updated...';
