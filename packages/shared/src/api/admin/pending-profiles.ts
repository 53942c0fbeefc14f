import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { PROFILE_STEPS } from '../../profile-steps.js';
import { databaseId } from '../database-id.js';
import { adminProfileRowSchema, reviewKeySchema } from './profile-row.js';

/**
 * One profile of the operator's queue (`GET /api/admin/profiles/pending/{page}`): the admin row, why
 * it waits, since when, how far its member got, and its photos with their captions, the ones others
 * do not see yet marked `approved: false`.
 */
export const pendingProfileSchema = adminProfileRowSchema.extend({
  /** `new`: waits for its first approval (Unverified, Verified); `changes`: Approved, with changes waiting. */
  waiting: z.enum(['new', 'changes']),
  /** ISO 8601: registered (new) or changed last (changes); the queue is oldest first. */
  waiting_since: z.string(),
  completed_steps: z.array(z.enum(PROFILE_STEPS)),
  photos: z.array(
    z.object({
      id: z.number().int(),
      short: z.string(),
      large: z.string(),
      caption: z.string().nullable(),
      approved: z.boolean(),
    }),
  ),
});
export type PendingProfile = z.infer<typeof pendingProfileSchema>;

/**
 * Where a page of the queue starts: after the last profile of the page before (its `next`). Profiles
 * decided meanwhile, in another tab or by another operator, then move nobody past the reader, as
 * they would with page numbers. Without it, `{page}` counts 20 a page from the oldest.
 */
export const pendingProfilesQuerySchema = z.object({
  after: z
    .string()
    .regex(/^\d{1,18}\.\d{1,10}$/, { error: M.invalidValue })
    .optional(),
});
export type PendingProfilesQuery = z.input<typeof pendingProfilesQuerySchema>;

export const pendingProfilesResponseSchema = z.object({
  rows: z.array(pendingProfileSchema),
  count: z.number().int(),
  /** `after` for the next page; null on the last one. */
  next: z.string().nullable(),
});
export type PendingProfilesResponse = z.infer<typeof pendingProfilesResponseSchema>;

/**
 * `POST /api/admin/profile/{profileId}/changes/discard`: the operator turns down what an Approved
 * profile's member changed. The waiting values are dropped and the waiting photos deleted; the
 * profile stays as others see it. `review_key` names what the operator looked at (profile-row.ts).
 */
export const discardChangesRequestSchema = z.object({
  profile_id: databaseId,
  review_key: reviewKeySchema,
});
export type DiscardChangesRequest = z.input<typeof discardChangesRequestSchema>;
