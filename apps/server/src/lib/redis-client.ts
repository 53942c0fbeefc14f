import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The connection every shared counter uses (rate limits, failed log-ins, uploads in flight). It
 * never makes a request wait for Redis: while Redis is away a command fails at once instead of
 * queueing, and one that gets no answer fails after `commandTimeout`. Each limit then decides
 * whether to refuse or let the request through (lib/rate-limit.ts). Reconnects by itself.
 */
export function createRedisClient(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // One line when Redis goes away and one when it is back, not one per reconnection attempt.
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    // The message names the host and port, never the URL with its password.
    log.warn(
      { reason: error.message },
      'Redis is not answering: limits that guard accounts refuse, reading goes on',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is answering again');
  });
  return redis;
}

/** Connects, or leaves the client reconnecting in the background: a server starts without Redis. */
export async function connectRedis(redis: Redis, log: FastifyBaseLogger): Promise<void> {
  try {
    await redis.connect();
  } catch {
    log.warn('Redis did not answer at start-up; it is tried again in the background');
  }
}
