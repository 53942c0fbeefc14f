import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app-types.js';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

/** Keys held at most per limit: past it the least recently used go first (a flood of fresh keys cannot grow memory). */
const MAX_KEYS = 100_000;

/**
 * Registers @fastify/rate-limit without a limit of its own: routes ask for theirs with `rateLimit`.
 * This is the one place that decides where the counters live: in this process's memory unless a
 * `store` is given (a class of the plugin's store interface: `incr` and `child`). To share them
 * between processes (issue 22), pass the plugin's `redis` option here instead, and every limit
 * counts there.
 */
export async function registerRateLimits(app: App, store?: FastifyRateLimitStoreCtor): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, ...(store ? { store } : {}) });
}

/** A limit as a route's preHandler: counts the request, and answers 429 once it is past the limit. */
export type RateLimitHook = (request: FastifyRequest) => Promise<void>;

/**
 * The limit `name` of the configuration, counted per `keyOf(request)` in fixed windows. As a
 * preHandler it runs after the body is checked (so a key may come from it) and before the handler,
 * so an attempt past the limit costs a counter, never a password hash.
 */
export function rateLimit(
  app: App,
  rules: Config['rateLimits'],
  name: keyof Config['rateLimits'],
  keyOf: (request: FastifyRequest) => string,
  tooMany = 'Too many attempts.',
): RateLimitHook {
  const rule = rules[name];
  const options = {
    max: rule.limit,
    timeWindow: rule.windowMs,
    // Prefixed with the limit's name: every limit made this way shares one key space in Redis.
    keyGenerator: (request: FastifyRequest) => `${name}:${keyOf(request)}`,
    // Read by the in-memory store (LocalStore.child) though the option's type leaves it out.
    cache: MAX_KEYS,
  };
  const check = app.createRateLimit(options);
  return async (request) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const waitSeconds = result.ttlInSeconds;
    const minutes = Math.ceil(waitSeconds / 60);
    throw new AppError(
      'RATE_LIMITED',
      `${tooMany} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      waitSeconds,
    );
  };
}
