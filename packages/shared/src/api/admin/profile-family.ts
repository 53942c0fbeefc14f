import { z } from 'zod';
import { GUARDIAN_ROLES } from '../family/family.js';

/**
 * `GET /api/admin/profile/{profileId}/family`: who runs a profile (issue 53), for the operator's
 * profile page: its own login, or the family that added it and whether its candidate has claimed
 * a login, and every guardian with their role.
 */
export const adminProfileFamilyResponseSchema = z.object({
  profile_id: z.number().int(),
  /** The family added it from their own login: it has no mobile or password until claimed. */
  added_by_family: z.boolean(),
  /** A profile the family added whose candidate logs in themself; null for any other profile. */
  candidate_claimed: z.boolean().nullable(),
  guardians: z.array(
    z.object({
      user_id: z.number().int(),
      name: z.string(),
      /** The guardian's own profile, when they have one. */
      mid: z.string().nullable(),
      mobile_last4: z.string().nullable(),
      role: z.enum(GUARDIAN_ROLES),
    }),
  ),
});
export type AdminProfileFamily = z.infer<typeof adminProfileFamilyResponseSchema>;
