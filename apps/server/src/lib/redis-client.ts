import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Never makes a request wait for Redis: commands fail at once while it is away; each limit then decides. */
export function createRedisClient(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    // The host and port, never the URL with its password.
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

/** A server starts without Redis. */
export async function connectRedis(redis: Redis, log: FastifyBaseLogger): Promise<void> {
  try {
    await redis.connect();
  } catch {
    log.warn('Redis did not answer at start-up; it is tried again in the background');
  }
}
