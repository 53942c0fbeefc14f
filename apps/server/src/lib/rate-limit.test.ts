import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app-types.js';
import { type Config, DEFAULT_RATE_LIMITS } from '../config.js';
import { registerErrorHandler } from '../plugins/error-handler.js';
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
  await registerRateLimits(app, store);
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
