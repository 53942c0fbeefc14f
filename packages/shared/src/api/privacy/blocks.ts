import { z } from 'zod';

/** A profile the member blocked: they no longer see each other, in either direction. */
export const blockedProfileSchema = z.object({
  profile_id: z.number().int(),
  mid: z.string(),
  /** The name the operator approved; null while the profile is not Approved (member id alone). */
  name: z.string().nullable(),
  /** ISO 8601 timestamp. */
  blocked_at: z.string(),
});
export type BlockedProfile = z.infer<typeof blockedProfileSchema>;

/** `GET /api/profile/blocks`: the profiles I blocked, the latest first. */
export const blockListResponseSchema = z.object({ rows: z.array(blockedProfileSchema) });
export type BlockListResponse = z.infer<typeof blockListResponseSchema>;
