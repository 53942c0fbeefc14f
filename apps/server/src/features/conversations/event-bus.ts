import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.js';
import { ACCOUNT_PART, STREAM_EVENTS_CHANNEL } from '../access/account-changes.js';
import { AUTH_CHANGED_CHANNEL } from '../access/account-queries.js';

/** Where writers say "profiles N, M have new events", and every instance's streams hear it. */
export const EVENTS_CHANNEL = STREAM_EVENTS_CHANNEL;

/** What a stream is woken for. */
export interface StreamWake {
  /** A profile's stream has new events. */
  events(profileId: number): void;
  /**
   * An account changed: `userId` when it was named (its tokens may have ended: read afresh), null
   * for the database's notice that some account changed.
   */
  account(userId: number | null): void;
}

/**
 * Wakes the streams of every instance when a profile's stream has new events, or an account's
 * tokens may have ended. The events themselves stay in the database (`conversation_events`), read
 * by number: a wake-up lost with a connection costs a delay (the stream reads again on its next
 * wake or tick), never a message. Redis pub/sub when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY
 * otherwise (the embedded database too, within its one process).
 */
export interface EventBus {
  publish(profileIds: ReadonlyArray<number | null>): Promise<void>;
  /** Starts listening on the first call. */
  subscribe(wake: StreamWake): Promise<() => void>;
  close(): Promise<void>;
}

const payloadOf = (ids: ReadonlyArray<number | null>) =>
  [...new Set(ids.filter((id): id is number => id !== null))].join(',');

function wakeAll(listeners: Set<StreamWake>, payload: string): void {
  for (const part of payload.split(',')) {
    const account = ACCOUNT_PART.exec(part);
    if (account) {
      const userId = Number(account[1]);
      for (const wake of listeners) wake.account(userId);
      continue;
    }
    const id = Number(part);
    if (!Number.isInteger(id) || id <= 0) continue;
    for (const wake of listeners) wake.events(id);
  }
}

export function createEventBus(
  database: Database,
  redis: Redis | undefined,
  log?: { warn(object: object, message: string): void },
): EventBus {
  const listeners = new Set<StreamWake>();
  let started: Promise<() => Promise<void>> | undefined;

  const start = async (): Promise<() => Promise<void>> => {
    const accounts = await database.listen(AUTH_CHANGED_CHANNEL, {
      notice: () => {
        for (const wake of listeners) wake.account(null);
      },
      live: () => {},
    });
    const events = await startEvents();
    return async () => {
      await accounts.stop();
      await events();
    };
  };

  const startEvents = async (): Promise<() => Promise<void>> => {
    if (redis) {
      // A subscribed connection can do nothing else: one of its own.
      const subscriber = redis.duplicate({ enableOfflineQueue: true });
      subscriber.on('message', (_channel: string, payload: string) => wakeAll(listeners, payload));
      subscriber.on('error', () => undefined);
      if (subscriber.status === 'wait') await subscriber.connect();
      await subscriber.subscribe(EVENTS_CHANNEL);
      return async () => {
        subscriber.disconnect();
      };
    }
    const listening = await database.listen(EVENTS_CHANNEL, {
      notice: (payload) => wakeAll(listeners, payload),
      live: () => {},
    });
    return () => listening.stop();
  };

  return {
    async publish(profileIds) {
      const payload = payloadOf(profileIds);
      if (!payload) return;
      // After the commit: the message is saved whatever happens here, and a stream that missed
      // the wake-up reads it on its next one (or its resume).
      try {
        if (redis) await redis.publish(EVENTS_CHANNEL, payload);
        else await database.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
      } catch (error) {
        log?.warn({ err: error }, 'conversation events: the wake-up was not sent');
      }
    },
    async subscribe(wake) {
      listeners.add(wake);
      started ??= start();
      await started;
      return () => {
        listeners.delete(wake);
      };
    },
    async close() {
      listeners.clear();
      if (started) await (await started)();
    },
  };
}
