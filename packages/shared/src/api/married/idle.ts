import { z } from 'zod';
import { withoutControlCharacters } from '../../fields.js';

/**
 * Gone quiet, paused with warning: a profile nobody used for IDLE_PAUSE_DAYS is paused; seven days
 * before, a mail offers a one-click link that keeps it listed.
 */

/** Why a profile is paused: its family chose it, nobody used it, or its number did not answer. */
export const PAUSE_REASONS = ['member', 'idle', 'number'] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];

/** Days before the pause that the warning mail goes. */
export const IDLE_WARNING_DAYS = 7;
/** How long the one-click link of the warning works. */
export const KEEP_LISTED_LINK_DAYS = 14;

/** `POST /api/keep-listed`: the signed token of the warning mail's link; no login. */
export const keepListedRequestSchema = z.object({
  token: withoutControlCharacters(z.string().trim().min(1).max(200)),
});
export type KeepListedRequest = z.input<typeof keepListedRequestSchema>;

/** `POST /api/me/relist`: a profile paused for inactivity is listed again, in one tap. */
export const relistResponseSchema = z.object({
  Status: z.literal('Success'),
  paused: z.literal(false),
});
export type RelistResponse = z.infer<typeof relistResponseSchema>;
