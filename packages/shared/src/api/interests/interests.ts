import { z } from 'zod';
import { LANGUAGES } from '../../languages.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { databaseId } from '../database-id.js';
import { SENT_BY } from '../family/family.js';
import { badgesSchema } from '../verification/badges.js';
import {
  DECLINE_TEMPLATES,
  INTEREST_TEMPLATES,
  type InterestTemplateKey,
  SEND_TEMPLATES,
} from './templates.js';

/** What a row reads as: `expired` is an interest left unanswered for 30 days. */
export const INTEREST_STATUSES = ['sent', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type InterestStatusName = (typeof INTEREST_STATUSES)[number];

export const INTEREST_BOXES = ['received', 'sent', 'accepted'] as const;
export type InterestBox = (typeof INTEREST_BOXES)[number];

/** Days an interest waits for its answer; days a declined sender waits before asking again. */
export const INTEREST_EXPIRY_DAYS = 30;
export const ASK_AGAIN_AFTER_DECLINE_DAYS = 90;

/** `POST /api/interest/{profileId}`. */
export const sendInterestRequestSchema = z.object({
  template: z.enum(SEND_TEMPLATES, { error: M.invalidValue }),
  /** The melava both families came to: the interest says they met there. */
  event_id: databaseId.optional(),
});
export type SendInterestRequest = z.input<typeof sendInterestRequestSchema>;
export type SendInterestTemplate = SendInterestRequest['template'];

export const sendInterestResponseSchema = z.object({
  Status: z.literal('Success'),
  interest_id: z.number().int(),
  status: z.literal('sent'),
});
export type SendInterestResponse = z.infer<typeof sendInterestResponseSchema>;

/** `POST /api/interest/{interestId}/decline`: a kind sentence, or none (an empty body too). */
export const declineInterestRequestSchema = z
  .object({ template: z.enum(DECLINE_TEMPLATES, { error: M.invalidValue }).optional() })
  .nullish();
export type DeclineInterestRequest = z.input<typeof declineInterestRequestSchema>;

/** What accept, decline and withdraw answer: the interest's status now. */
export const interestChangeResponseSchema = z.object({
  Status: z.literal('Success'),
  interest_id: z.number().int(),
  status: z.enum(INTEREST_STATUSES),
});
export type InterestChangeResponse = z.infer<typeof interestChangeResponseSchema>;

/** `GET /api/interest-templates[?language=]`: in the caller's language unless asked otherwise. */
export const interestTemplatesQuerySchema = z.object({
  language: z.enum(LANGUAGES, { error: M.invalidValue }).optional(),
});
export const interestTemplatesResponseSchema = z.array(
  z.object({
    key: z.enum(Object.keys(INTEREST_TEMPLATES) as [InterestTemplateKey, ...InterestTemplateKey[]]),
    text: z.string(),
    for: z.enum(['send', 'decline', 'married']),
  }),
);
export type InterestTemplatesResponse = z.infer<typeof interestTemplatesResponseSchema>;

/**
 * A row of a box: the other family's profile as a short card (no contact details; the photo as
 * photo protection allows, else null) and the interest.
 */
export const interestRowSchema = z.object({
  interest_id: z.number().int(),
  /** The other family's profile. */
  profile_id: z.number().int(),
  mid: z.string(),
  name: z.string(),
  age: z.number().int(),
  city: z.string(),
  photo: z.string().nullable(),
  /** What was checked of the other family's profile. */
  badges: badgesSchema,
  /** Whether the member sent this interest or received it. */
  direction: z.enum(['sent', 'received']),
  status: z.enum(INTEREST_STATUSES),
  template: z.string(),
  /**
   * Who sent it (issue 53): the family acting for the profile, or the candidate themself; the
   * receiver reads "sent by the family" or "sent by <name> themself".
   */
  sent_by: z.enum(SENT_BY),
  /** The sentence the receiver declined with, if any. */
  answer_template: z.string().nullable(),
  /** The melava the two families met at, when the sender said so. */
  event_name: z.string().nullable(),
  /** ISO 8601. */
  sent_at: z.string(),
  answered_at: z.string().nullable(),
});
export type InterestRow = z.infer<typeof interestRowSchema>;

/** `GET /api/interests/{box}/{page}`: newest first, 20 a page. */
export const interestBoxResponseSchema = z.object({
  rows: z.array(interestRowSchema),
  count: z.number().int(),
});
export type InterestBoxResponse = z.infer<typeof interestBoxResponseSchema>;
