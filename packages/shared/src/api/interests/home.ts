import { z } from 'zod';
import { successBodySchema } from '../common.js';
import { PAUSE_REASONS } from '../married/idle.js';
import { marriedPartnerSchema } from '../married/married.js';
import { profileListItemSchema } from '../search/profile-item.js';

/** What the home asks the member to do next, in this order. */
export const NEXT_STEPS = [
  'correct_number',
  'finish_profile',
  'add_photo',
  'confirm_number',
  'set_preferences',
] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

/** `GET /api/me/home`: where a member lands after logging in. */
export const memberHomeSchema = z.object({
  /** Interests received that wait for the member's answer. */
  interests_received_new: z.number().int(),
  /** The member's interests accepted or declined since the last visit. */
  interests_answered_new: z.number().int(),
  /** Members (the member may see) who shortlisted the member's profile. */
  shortlisted_me: z.number().int(),
  /** Profiles approved since the last visit that fit the member's preferences, newest first. */
  new_matches: z.array(profileListItemSchema),
  /** ISO 8601; null on the first visit. */
  last_visit_at: z.string().nullable(),
  next_steps: z.array(z.enum(NEXT_STEPS)),
  /** The member's own profile status (null before the basic step): 300 and 301 are married. */
  profile_status: z.number().int().nullable(),
  /** Why the member's profile is paused; null while listed. `idle` offers to list it again. */
  paused_for: z.enum(PAUSE_REASONS).nullable(),
  /** Families who named this profile as their spouse and wait for its confirmation. */
  marriage_to_confirm: z.array(marriedPartnerSchema),
  /** A story the other family wrote of our marriage, waiting for our yes. */
  story_to_consent: z.object({ story_id: z.number().int(), partner: marriedPartnerSchema }).nullable(),
});
export type MemberHome = z.infer<typeof memberHomeSchema>;

/** `POST /api/me/number/confirm`: the owner says their mobile numbers are right. */
export const confirmNumberResponseSchema = successBodySchema;
