import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { ErrorMessageKey } from '@varmala/shared';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { App } from '../app-types.js';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

/** Keys held at most per limit: past it the least recently used go first (a flood of fresh keys cannot grow memory). */
const MAX_KEYS = 100_000;

/** Where Redis keeps the counters of these limits. */
const REDIS_PREFIX = 'varmala:rate-limit:';

type LimitName = keyof Config['rateLimits'];

/**
 * Limits that refuse the request when their counter cannot be read (Redis is down): they guard
 * passwords, new accounts, mail, reports, exports and erasure, where an attacker would gain from a
 * pause in counting. The others go on uncounted rather than stopping the site: reading, and a
 * member's blocks and privacy settings, which keep them safe and must not wait for Redis.
 */
export const REFUSED_WHEN_UNCOUNTED: ReadonlySet<LimitName> = new Set<LimitName>([
  'loginPerIp',
  'loginPerMobile',
  'passwordChangePerMember',
  'signupPerIp',
  'signupPerMobile',
  'passwordResetPerIp',
  'passwordResetPerMobile',
  'verifyEmailPerIp',
  'reportsPerMember',
  'exportsPerMember',
  'erasureAttemptsPerMember',
  'utrTriesPerMember',
  'claimTriesPerIp',
]);

/** What each limit guards, in the words of the health check. */
const GUARDS: Record<LimitName, string> = {
  loginPerIp: 'log-in',
  loginPerMobile: 'log-in',
  signupPerIp: 'sign-up',
  signupPerMobile: 'sign-up',
  passwordResetPerIp: 'password reset',
  passwordResetPerMobile: 'password reset',
  verifyEmailPerIp: 'e-mail verification',
  publicSearchPerIp: 'the public search',
  searchPagesPerMember: 'search',
  profileViewsPerMember: 'profile views',
  profileMatchesPerMember: 'horoscope matches',
  reportsPerMember: 'reports',
  blockChangesPerMember: 'blocks',
  privacyChangesPerMember: 'privacy settings',
  exportsPerMember: 'data exports',
  erasureAttemptsPerMember: 'leaving the site',
  passwordChangePerMember: 'password changes',
  biodataPerMember: 'biodata downloads and links',
  sharedBiodataPerIp: 'shared biodata pages',
  utrTriesPerMember: 'UTR entries',
  claimTriesPerIp: 'claim links',
};

/** What goes on and what stops while the counters cannot be read, for the health check to say. */
export function uncountedBehaviour(): { refused: string[]; uncounted: string[] } {
  const names = Object.keys(GUARDS) as LimitName[];
  const words = (refused: boolean) => [
    ...new Set(
      names.filter((name) => REFUSED_WHEN_UNCOUNTED.has(name) === refused).map((name) => GUARDS[name]),
    ),
  ];
  return { refused: words(true), uncounted: words(false) };
}

export interface RateLimitCounters {
  /** Counters shared by every instance; without it, each process counts in its own memory. */
  redis?: Redis;
  /** A store class of the plugin's interface (tests). */
  store?: FastifyRateLimitStoreCtor;
}

/**
 * Registers @fastify/rate-limit without a limit of its own: routes ask for theirs with `rateLimit`.
 * This is the one place that decides where the counters live: in Redis when it is given (so every
 * instance enforces one limit), else in this process's memory.
 */
export async function registerRateLimits(app: App, counters: RateLimitCounters = {}): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(counters.store ? { store: counters.store } : {}),
    ...(counters.redis ? { redis: counters.redis, nameSpace: REDIS_PREFIX } : {}),
  });
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
  name: LimitName,
  keyOf: (request: FastifyRequest) => string,
  tooMany: ErrorMessageKey = 'tooManyAttempts',
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
  const refuseUncounted = REFUSED_WHEN_UNCOUNTED.has(name);
  return async (request) => {
    let result: Awaited<ReturnType<typeof check>>;
    try {
      result = await check(request);
    } catch (error) {
      // The key's own refusals (not logged in) stand; anything else is the counter store failing.
      if (error instanceof AppError) throw error;
      request.log.debug({ err: error, limit: name }, 'rate limit not counted');
      if (refuseUncounted) {
        throw new AppError('UNAVAILABLE', 'countingPaused');
      }
      return;
    }
    if (result.isAllowed || !result.isExceeded) return;
    throw refusal(tooMany, result.ttlInSeconds);
  };
}

function refusal(tooMany: ErrorMessageKey, waitSeconds: number): AppError {
  return new AppError('RATE_LIMITED', tooMany, {
    params: { count: Math.ceil(waitSeconds / 60) },
    retryAfterSeconds: waitSeconds,
  });
}

/** A limit on tries of a password, which the right password takes back. */
export interface PasswordTries {
  /** A preHandler: counts the try and answers 429 past the limit, before the password is checked. */
  count: RateLimitHook;
  /** The right password: the tries counted for the request's key are forgotten. */
  forget(request: FastifyRequest): Promise<void>;
}

/**
 * The limit `name` counted as `rateLimit` counts, in fixed windows, in Redis when it is given, else
 * in memory; and the key's count dropped after the right password, so a member who mistyped is not
 * held up once they are in. @fastify/rate-limit cannot take a count back: these counters are
 * rate-limiter-flexible's, the library that can (docs/decisions/026).
 */
export function passwordTries(
  redis: Redis | undefined,
  rules: Config['rateLimits'],
  name: LimitName,
  keyOf: (request: FastifyRequest) => string,
): PasswordTries {
  const rule = rules[name];
  const options = { keyPrefix: `${REDIS_PREFIX}${name}`, points: rule.limit, duration: rule.windowMs / 1000 };
  const counters = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis })
    : new RateLimiterMemory(options);
  const refuseUncounted = REFUSED_WHEN_UNCOUNTED.has(name);
  return {
    async count(request) {
      try {
        await counters.consume(keyOf(request));
      } catch (result) {
        if (result instanceof RateLimiterRes)
          throw refusal('tooManyAttempts', Math.ceil(result.msBeforeNext / 1000));
        if (result instanceof AppError) throw result;
        request.log.debug({ err: result, limit: name }, 'rate limit not counted');
        if (refuseUncounted) throw new AppError('UNAVAILABLE', 'countingPaused');
      }
    },
    async forget(request) {
      // Not forgotten (Redis is down): the tries expire with their window.
      await counters.delete(keyOf(request)).catch(() => undefined);
    },
  };
}
