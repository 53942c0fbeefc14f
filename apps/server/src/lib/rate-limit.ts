import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { ErrorMessageKey } from '@varmala/shared';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { App } from '../app-types.js';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

/** Least recently used go first: a flood of fresh keys cannot grow memory. */
const MAX_KEYS = 100_000;

const REDIS_PREFIX = 'varmala:rate-limit:';

type LimitName = keyof Config['rateLimits'];

/**
 * Refused when Redis is down: where an attacker would gain from a pause in counting. The others go on
 * uncounted rather than stop the site (reading, blocks and privacy settings must not wait for Redis).
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

/** In the words of the health check. */
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
  birthChartsPerMember: 'birth chart computations',
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
  /** Without it, each process counts in its own memory. */
  redis?: Redis;
  store?: FastifyRateLimitStoreCtor;
}

/** Routes ask for their limits with `rateLimit`; counters live in Redis when given (one limit for all). */
export async function registerRateLimits(app: App, counters: RateLimitCounters = {}): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(counters.store ? { store: counters.store } : {}),
    ...(counters.redis ? { redis: counters.redis, nameSpace: REDIS_PREFIX } : {}),
  });
}

export type RateLimitHook = (request: FastifyRequest) => Promise<void>;

/** A preHandler after the body check, before the handler: past the limit costs a counter, never a hash. */
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
    // Every limit made this way shares one key space in Redis.
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

export interface PasswordTries {
  count: RateLimitHook;
  forget(request: FastifyRequest): Promise<void>;
}

/**
 * The right password drops the key's count, so a member who mistyped is not held up. @fastify/rate-limit
 * cannot take a count back; rate-limiter-flexible can (docs/decisions/026).
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
      // Redis is down: the tries expire with their window.
      await counters.delete(keyOf(request)).catch(() => undefined);
    },
  };
}
