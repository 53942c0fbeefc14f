import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { ERROR_MESSAGES } from '@varmala/shared';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app-types.js';
import { type Config, DEFAULT_RATE_LIMITS } from '../config.js';
import { registerErrorHandler } from '../plugins/error-handler.js';
import { redisServerInstalled, startTestRedis, type TestRedis } from '../test/redis-server.js';
import { rateLimit, registerRateLimits } from './rate-limit.js';

const MINUTE = 60_000;
const RULES: Config['rateLimits'] = {
  ...DEFAULT_RATE_LIMITS,
  signupPerIp: { limit: 2, windowMs: 60 * MINUTE },
  passwordResetPerIp: { limit: 2, windowMs: 60 * MINUTE },
  loginPerIp: { limit: 1, windowMs: 15 * MINUTE },
};

/**
 * Counters in one map for every limit, as Redis holds them: the plugin gives each limit made with
 * `createRateLimit` the same key prefix there, so only our keys can keep the limits apart.
 */
function sharedStore(counts: Map<string, number>) {
  return class SharedStore implements FastifyRateLimitStore {
    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      const current = (counts.get(key) ?? 0) + 1;
      counts.set(key, current);
      done(null, { current, ttl: 60 * MINUTE });
    }
    child() {
      return new SharedStore();
    }
  };
}

let app: App | undefined;
afterEach(() => app?.close());

/** Two routes whose limits count by the same key (the caller's address), like sign-up and reset. */
async function appWith(store?: ReturnType<typeof sharedStore>): Promise<App> {
  app = Fastify().withTypeProvider<ZodTypeProvider>();
  registerErrorHandler(app);
  await registerRateLimits(app, { store });
  const byIp = (request: { ip: string }) => request.ip;
  for (const [url, name] of [
    ['/signup', 'signupPerIp'],
    ['/reset', 'passwordResetPerIp'],
  ] as const) {
    app.post(url, { preHandler: rateLimit(app, RULES, name, byIp) }, async () => ({ Status: 'Success' }));
  }
  app.post(
    '/login',
    { preHandler: rateLimit(app, RULES, 'loginPerIp', (request) => String(request.headers['x-key'])) },
    async () => ({ Status: 'Success' }),
  );
  return app;
}

const statuses = async (target: App, url: string, times: number) => {
  const answers: number[] = [];
  for (let i = 0; i < times; i++) answers.push((await target.inject({ method: 'POST', url })).statusCode);
  return answers;
};

describe('rate limits on @fastify/rate-limit', () => {
  it('answers 429 in the error shape with Retry-After past the limit', async () => {
    const target = await appWith();
    expect(await statuses(target, '/signup', 2)).toEqual([200, 200]);
    const refused = await target.inject({ method: 'POST', url: '/signup' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      Status: 'Error',
      code: 'RATE_LIMITED',
      Message: 'Too many attempts. Please try again in 60 minutes.',
      message_key: 'tooManyAttempts',
      message_params: { count: 60 },
    });
    expect(Number(refused.headers['retry-after'])).toBe(3600);
  });

  it('keeps two limits with the same key apart in a store they share', async () => {
    const counts = new Map<string, number>();
    const target = await appWith(sharedStore(counts));
    expect(await statuses(target, '/signup', 3)).toEqual([200, 200, 429]);
    // Sign-ups from this address must not use up its password resets.
    expect(await statuses(target, '/reset', 3)).toEqual([200, 200, 429]);
    expect(counts.size).toBe(2);
  });

  it('holds 100,000 keys per limit, far past the plugin default of 5,000', async () => {
    const target = await appWith();
    const login = (key: string) =>
      target.inject({ method: 'POST', url: '/login', headers: { 'x-key': key } }).then((r) => r.statusCode);
    expect(await login('first')).toBe(200);
    // A flood of fresh keys must not push out the counter of the one being limited.
    for (let i = 0; i < 6_000; i++) await login(`flood ${i}`);
    expect(await login('first')).toBe(429);
  });
});

describe.skipIf(!redisServerInstalled)('rate limits counted in Redis', () => {
  let redis: TestRedis;
  const clients: Redis[] = [];
  const instances: App[] = [];
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    for (const client of clients) client.disconnect();
    await redis?.stop();
  });

  /** One instance of the app: its own process state, the counters in the one Redis. */
  async function instance(): Promise<App> {
    const client = new Redis(redis.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    });
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    const target = Fastify().withTypeProvider<ZodTypeProvider>();
    registerErrorHandler(target);
    await registerRateLimits(target, { redis: client });
    const byKey = (request: { headers: Record<string, unknown> }) => String(request.headers['x-key']);
    target.post('/login', { preHandler: rateLimit(target, RULES, 'loginPerIp', byKey) }, async () => ({}));
    target.post(
      '/reset',
      { preHandler: rateLimit(target, RULES, 'passwordResetPerIp', byKey) },
      async () => ({}),
    );
    target.post(
      '/search',
      { preHandler: rateLimit(target, RULES, 'publicSearchPerIp', byKey) },
      async () => ({}),
    );
    instances.push(target);
    return target;
  }

  const post = (target: App, url: string, key: string) =>
    target.inject({ method: 'POST', url, headers: { 'x-key': key } });

  it('hold one limit for every instance', async () => {
    const [a, b] = [await instance(), await instance()];
    const key = `shared-${Math.random()}`;
    // loginPerIp allows 1: the second attempt, on the other instance, is over the limit.
    expect((await post(a, '/login', key)).statusCode).toBe(200);
    const refused = await post(b, '/login', key);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    // passwordResetPerIp allows 2, spread over both.
    expect([(await post(b, '/reset', key)).statusCode, (await post(a, '/reset', key)).statusCode]).toEqual([
      200, 200,
    ]);
    expect((await post(b, '/reset', key)).statusCode).toBe(429);
  });

  it('refuse log-in and let reading through while Redis is down, and count again once it is back', async () => {
    const target = await instance();
    await redis.kill();
    const login = await post(target, '/login', 'down-login');
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({
      Status: 'Error',
      code: 'UNAVAILABLE',
      Message: ERROR_MESSAGES.countingPaused,
      message_key: 'countingPaused',
    });
    expect((await post(target, '/reset', 'down-reset')).statusCode).toBe(503);
    expect((await post(target, '/search', 'down-search')).statusCode).toBe(200);

    await redis.restart();
    const client = clients.at(-1) as Redis;
    for (let i = 0; i < 50 && client.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await post(target, '/login', 'back')).statusCode).toBe(200);
    expect((await post(target, '/login', 'back')).statusCode).toBe(429);
  });
});
