import { z } from 'zod';
import { successBodySchema } from '../common.js';
import { profileListItemSchema } from '../search/profile-item.js';

/** What the home asks the member to do next, in this order. */
export const NEXT_STEPS = ['finish_profile', 'add_photo', 'confirm_number', 'set_preferences'] as const;
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
});
export type MemberHome = z.infer<typeof memberHomeSchema>;

/** `POST /api/me/number/confirm`: the owner says their mobile numbers are right. */
export const confirmNumberResponseSchema = successBodySchema;
