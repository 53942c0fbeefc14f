import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';

/**
 * The channel the conversations' event streams of every instance listen on (Redis pub/sub when
 * REDIS_URL is set, PostgreSQL NOTIFY otherwise): a profile id for new events of that profile, and
 * `u<user id>` for an account whose tokens may no longer be accepted.
 */
export const STREAM_EVENTS_CHANNEL = 'conversation_events';

/** How an account is named on that channel, beside the bare profile ids. */
export const ACCOUNT_PART = /^u(\d{1,10})$/;

/**
 * Tells every instance that these accounts changed in a way that may end their tokens (a logout,
 * an erasure, a block, a new password, a guardian removed), so a stream held with one of them ends
 * within moments. The database's `auth_changed` notice also reaches the streams, but only as "some
 * account changed", checked through the auth cache of each instance; this names the account, and
 * its streams read their session afresh. Sent after the commit; a failure to send is logged, and
 * the streams' periodic check ends them anyway.
 */
export async function announceAccountChanges(
  deps: Pick<Deps, 'db' | 'redis' | 'log'>,
  userIds: ReadonlyArray<number | null>,
): Promise<void> {
  const payload = [...new Set(userIds.filter((id): id is number => id !== null))]
    .map((id) => `u${id}`)
    .join(',');
  if (!payload) return;
  try {
    if (deps.redis) await deps.redis.publish(STREAM_EVENTS_CHANNEL, payload);
    else await deps.db.execute(sql`select pg_notify(${STREAM_EVENTS_CHANNEL}, ${payload})`);
  } catch (error) {
    deps.log.warn({ err: error }, 'account change not announced to the event streams');
  }
}
