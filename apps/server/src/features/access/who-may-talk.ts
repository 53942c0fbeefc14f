import { MESSAGES_WITHOUT_REPLY, REPLY_WAIT_HOURS } from '@varmala/shared';
import { or, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import { conversations } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { assertMayLook } from './who-may-look.js';

/**
 * Only the two profiles of an accepted interest, in the conversation it opened. Anyone else, the
 * operator included, gets 404: the operator reads only what a member reports.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** 404 for an operator, who has no profile. */
export function talkingProfileOf(viewer: AuthUser): number {
  assertMayLook(viewer);
  if (viewer.role === 'ADMIN' || viewer.profileId === null) {
    throw new AppError('NOT_FOUND', 'conversationNotFound');
  }
  return viewer.profileId;
}

export function conversationsOf(profileId: number): SQL {
  return or(
    sql`${conversations.profileAId} = ${profileId}::int`,
    sql`${conversations.profileBId} = ${profileId}::int`,
  ) as SQL;
}

/** A closed conversation (by either side, a block, pause, refusal, marriage, erasure) takes none (409). */
export function assertOpen(conversation: {
  closedAt: Date | null;
  profileAId: number | null;
  profileBId: number | null;
}): void {
  if (conversation.closedAt || conversation.profileAId === null || conversation.profileBId === null) {
    throw new AppError('CONFLICT', 'conversationClosed');
  }
}

const hoursUntil = (ms: number) => Math.max(1, Math.ceil(ms / HOUR_MS));

/** After two messages without a reply, a third waits (429) for a reply or a day. `latest`: newest first. */
export function assertMayWriteAgain(
  latest: ReadonlyArray<{ senderProfileId: number | null; createdAt: Date }>,
  profileId: number,
  now: Date,
): void {
  const run = latest.slice(0, MESSAGES_WITHOUT_REPLY);
  if (run.length < MESSAGES_WITHOUT_REPLY || run.some((m) => m.senderProfileId !== profileId)) return;
  const waitMs = (run[0]?.createdAt.getTime() ?? 0) + REPLY_WAIT_HOURS * HOUR_MS - now.getTime();
  if (waitMs <= 0) return;
  throw new AppError('RATE_LIMITED', 'waitForReply', {
    params: { count: hoursUntil(waitMs) },
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  });
}

/** `oldestToGo`: the sending time of the message whose day must pass before one more may go. */
export function assertUnderDailyLimit(
  sentToday: number,
  perDay: number,
  oldestToGo: Date | undefined,
  now: Date,
): void {
  if (sentToday < perDay) return;
  const waitMs = Math.max(1000, (oldestToGo?.getTime() ?? now.getTime()) + DAY_MS - now.getTime());
  throw new AppError('RATE_LIMITED', 'tooManyMessages', {
    params: { max: perDay, count: hoursUntil(waitMs) },
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  });
}
