import { z } from 'zod';
import { requiredText } from '../../free-text.js';
import { LANGUAGES } from '../../languages.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { PHOTO_LIMITS } from '../media/photo.js';
import { marriedPartnerSchema } from './married.js';

/**
 * Our story, with both families' yes: a married family tells its story with a photo; married
 * through the site it waits for the other family's consent, then for the operator, and only then
 * shows in the home page's carousel. Either family may withdraw at any time.
 */

export const STORY_PHOTO_FIELD = 'photo';
export const STORY_TEXT_FIELD = 'text';
export const STORY_CONSENT_FIELD = 'consent';

export const STORY_LIMITS = {
  maxBytes: PHOTO_LIMITS.maxBytes,
  maxTextLength: 1000,
  accept: PHOTO_LIMITS.accept,
} as const;

/** Where a story stands: the other family's yes, the operator's look, on the site, or refused. */
export const STORY_STATES = ['awaiting_consent', 'in_review', 'published', 'rejected'] as const;
export type StoryState = (typeof STORY_STATES)[number];

/** The text of a story: others read it, so it carries no contact details. */
export const storyTextSchema = requiredText(STORY_LIMITS.maxTextLength, {
  multiline: true,
  readByOthers: true,
});

/** The fields of `POST /api/me/success-story` besides the photo: the family's yes is required. */
export const storyFieldsSchema = z.object({
  text: storyTextSchema,
  consent: z.preprocess(
    (value) => (value === 'true' || value === 'on' ? true : value),
    z.literal(true, { error: M.required }),
  ),
});

/** `POST /api/me/success-story` and its consent: the story's id and where it stands now. */
export const storyStateResponseSchema = z.object({
  story_id: z.number().int(),
  state: z.enum(STORY_STATES),
});
export type StoryStateResponse = z.infer<typeof storyStateResponseSchema>;

/** A story as its own two families see it (`GET /api/me/success-story`). */
export const myStorySchema = z.object({
  story_id: z.number().int(),
  state: z.enum(STORY_STATES),
  text: z.string(),
  language: z.enum(LANGUAGES),
  /** A signed link to the photo's middle size. */
  photo: z.string(),
  /** Whether this family wrote it (else the other family did and asks for our yes). */
  written_by_us: z.boolean(),
  /** Why the operator did not publish it; null unless rejected. */
  reject_reason: z.string().nullable(),
  /** The other family, when married through the site. */
  partner: marriedPartnerSchema.nullable(),
});
export type MyStory = z.infer<typeof myStorySchema>;

/** `GET /api/me/success-story`: the story of my marriage, if there is one. */
export const myStoryResponseSchema = z.object({ story: myStorySchema.nullable() });
export type MyStoryResponse = z.infer<typeof myStoryResponseSchema>;

/** A story in the operator's queue: both families' member ids, the text and the photo. */
export const adminStoryRowSchema = z.object({
  story_id: z.number().int(),
  state: z.enum(STORY_STATES),
  text: z.string(),
  language: z.enum(LANGUAGES),
  photo: z.string(),
  /** The family who wrote it and the other, when married through the site. */
  mid: z.string().nullable(),
  partner_mid: z.string().nullable(),
  created_at: z.string(),
});
export type AdminStoryRow = z.infer<typeof adminStoryRowSchema>;

/** `GET /api/admin/success-stories/{page}`: stories waiting for the operator, the oldest first. */
export const adminStoryListSchema = z.object({
  rows: z.array(adminStoryRowSchema),
  count: z.number().int(),
});
export type AdminStoryList = z.infer<typeof adminStoryListSchema>;

/** `POST /api/admin/success-stories/{storyId}/reject`: why, as the family is told it. */
export const rejectStoryRequestSchema = z.object({
  reason: requiredText(300, { multiline: true }),
});
export type RejectStoryRequest = z.input<typeof rejectStoryRequestSchema>;
