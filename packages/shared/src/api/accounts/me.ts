import { z } from 'zod';
import { DOMAINS } from '../../domains.js';
import { LANGUAGES } from '../../languages.js';
import { GENDER_VALUES } from '../../options/profile-choices.js';
import { PROFILE_FOR_VALUES } from '../../profile-for.js';
import { PROFILE_STEPS } from '../../profile-steps.js';
import { REFUSAL_REASONS } from '../admin/refusal.js';
import { successBodySchema } from '../common.js';
import { ROLES } from './token-claims.js';

/**
 * What a complete profile has: the six steps saved, a photo, a few words about the member and an
 * e-mail address (for the password reset link). The edit pages show how many of these are done.
 */
export const PROFILE_CHECKLIST = [...PROFILE_STEPS, 'about', 'email'] as const;
export type ProfileChecklistItem = (typeof PROFILE_CHECKLIST)[number];

/** The member's own profile as they need to know it: whether others see it, and what it lacks. */
export const ownProfileSchema = z.object({
  /** Profile status code: others see the profile only at 200 (Approved). */
  status: z.number().int(),
  /** While the profile is Rejected or Duplicate: why, as the operator chose it; null otherwise. */
  refusal_reason: z.enum(REFUSAL_REASONS).nullable(),
  /** What the profile still lacks, in the order of PROFILE_CHECKLIST. */
  missing: z.array(z.enum(PROFILE_CHECKLIST)),
  /** The member lets the operator show the profile on the public home page. */
  featured_consent: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const meResponseSchema = z.object({
  user_id: z.number().int().positive(),
  mid: z.string().nullable(),
  role: z.enum(ROLES),
  domain: z.enum(DOMAINS),
  email_verified: z.boolean(),
  /** The language the member chose for the site and their e-mails; null before any choice. */
  language: z.enum(LANGUAGES).nullable(),
  /** Whom the account's profile is for, as told at sign-up; null when it was not asked. */
  profile_for: z.enum(PROFILE_FOR_VALUES).nullable(),
  /** Null until the basic details are saved; Rejected from the start for an account that starts Rejected. */
  profile: ownProfileSchema.nullable(),
  /**
   * The gender the member's search lists (a groom brides, a bride grooms), as the server's rule of
   * who sees whom decides it; null for the operator, who lists both, and before the basic details.
   */
  sought_gender: z.enum(GENDER_VALUES).nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** The member's language, remembered on the account so that their e-mails are written in it. */
export const setLanguageRequestSchema = z.object({ language: z.enum(LANGUAGES) });
export type SetLanguageRequest = z.infer<typeof setLanguageRequestSchema>;
export const setLanguageResponseSchema = successBodySchema;
