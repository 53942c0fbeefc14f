import { z } from 'zod';
import { databaseId } from '../database-id.js';
import { calendarDateSchema } from '../public/calendar-date.js';

/**
 * Married, and fresh (issue 55): a family closes its profile in one step when the match is made.
 * Married through the site (the spouse's profile named) the profile becomes 300, else 301.
 */

/** `POST /api/me/married`: the spouse's profile when they met here, and the wedding day if known. */
export const markMarriedRequestSchema = z.object({
  spouse_profile_id: databaseId.optional(),
  /** The wedding day, 'YYYY-MM-DD'; not after today. */
  date: calendarDateSchema.optional(),
});
export type MarkMarriedRequest = z.input<typeof markMarriedRequestSchema>;
export type MarkMarried = z.output<typeof markMarriedRequestSchema>;

/** What a marriage closed at once: counted for the member's own confirmation. */
export const markMarriedResponseSchema = z.object({
  Status: z.literal('Success'),
  /** 300 (married through the site) or 301 (married through another source). */
  status: z.union([z.literal(300), z.literal(301)]),
  /** Received interests still open, declined with the fixed kind sentence. */
  interests_declined: z.number().int(),
  /** Sent interests still open, withdrawn. */
  interests_withdrawn: z.number().int(),
  /** Whether the spouse's family was asked to confirm (only when a spouse was named and may be asked). */
  spouse_asked: z.boolean(),
});
export type MarkMarriedResponse = z.infer<typeof markMarriedResponseSchema>;

/** `POST /api/me/married/confirm`: the family that named this profile as its spouse, confirmed. */
export const confirmMarriedRequestSchema = z.object({ profile_id: databaseId });
export type ConfirmMarriedRequest = z.input<typeof confirmMarriedRequestSchema>;

export const confirmMarriedResponseSchema = z.object({
  Status: z.literal('Success'),
  status: z.literal(300),
});
export type ConfirmMarriedResponse = z.infer<typeof confirmMarriedResponseSchema>;

/** The other family's profile as the home shows it in a request to confirm or to consent. */
export const marriedPartnerSchema = z.object({
  profile_id: z.number().int(),
  mid: z.string(),
  name: z.string(),
});
export type MarriedPartner = z.infer<typeof marriedPartnerSchema>;

/** Married profiles counted by the month they were marked (the operator's dashboard). */
export const marriedPerMonthSchema = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  /** Married through the site (300). */
  through_site: z.number().int(),
  /** Married through another source (301). */
  other_source: z.number().int(),
});
export type MarriedPerMonth = z.infer<typeof marriedPerMonthSchema>;

/** Months shown on the dashboard, the current one first. */
export const MARRIED_MONTHS_SHOWN = 12;

export const MARRIED_MESSAGE = 'We are glad for you: your profile is closed.';
