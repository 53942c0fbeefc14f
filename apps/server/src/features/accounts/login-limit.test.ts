import { apiRoute, ERROR_MESSAGES } from '@varmala/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import type { App } from '../../app-types.js';
import { DEFAULT_RATE_LIMITS } from '../../config.js';
import { addressKey } from '../../lib/address-key.js';
import { passwordCheckCount } from '../../lib/password-hash.js';
import { makeMember } from '../../test/members.js';
import { redisServerInstalled, startTestRedis, type TestRedis } from '../../test/redis-server.js';
import { type TestMember, uniqueIp, useTestApp } from '../../test/test-app.js';

const MINUTE = 60_000;
const RULE = { limit: 3, windowMs: 15 * MINUTE };
const ctx = useTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerMobile: RULE } });

afterEach(() => {
  vi.useRealTimers();
});

function login(member: TestMember, password: string, ip: string) {
  return ctx.app.inject({
    ...apiRoute('login'),
    remoteAddress: ip,
    payload: { mobile_no: member.mobile, password },
  });
}

function expectRefused(response: LightMyRequestResponse, waitSeconds: number, message: string) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({
    Status: 'Error',
    code: 'RATE_LIMITED',
    Message: message,
    message_key: waitSeconds < 60 ? 'tooManyAttemptsSeconds' : 'tooManyAttempts',
    message_params: { count: waitSeconds < 60 ? waitSeconds : Math.ceil(waitSeconds / 60) },
  });
  expect(Number(response.headers['retry-after'])).toBe(waitSeconds);
}

/** Moves the clock the app reads (Date only: the database and timers keep real time). */
function later(ms: number) {
  vi.setSystemTime(Date.now() + ms);
}

describe('log-in tries of one mobile from one address', () => {
  it('stop that address for the rest of the window, and never the member logging in from another', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const member = await makeMember(ctx, { steps: [] });
    const guesser = uniqueIp();
    for (let i = 0; i < RULE.limit; i++) {
      expect((await login(member, `guess ${i}`, guesser)).statusCode).toBe(401);
    }
    // Refused before the password is checked, even the right one (the guesser may have found it).
    const checks = passwordCheckCount.value;
    later(MINUTE);
    expectRefused(
      await login(member, member.password, guesser),
      14 * 60,
      'Too many attempts. Please try again in 14 minutes.',
    );
    expect(passwordCheckCount.value).toBe(checks);
    // The member at home, and another mobile from the guesser's address, are not held up.
    expect((await login(member, member.password, uniqueIp())).statusCode).toBe(200);
    const neighbour = await makeMember(ctx, { steps: [] });
    expect((await login(neighbour, neighbour.password, guesser)).statusCode).toBe(200);

    later(14 * MINUTE);
    expect((await login(member, member.password, guesser)).statusCode).toBe(200);
  });

  it('counts tries sent in parallel before any is checked', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const guesser = uniqueIp();
    const checks = passwordCheckCount.value;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(member, `parallel guess ${i}`, guesser)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(RULE.limit).fill(401), ...Array(20 - RULE.limit).fill(429)]);
    expect(passwordCheckCount.value - checks).toBe(RULE.limit);
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:42`;
    for (let i = 0; i < RULE.limit; i++) {
      const status = (await login(member, `guess ${i}`, `${network}::${(i + 1).toString(16)}`)).statusCode;
      expect(status).toBe(401);
    }
    const sameNetwork = await login(member, member.password, `${network}:ffff:1:2:3`);
    expect(sameNetwork.statusCode).toBe(429);
    expect((await login(member, member.password, `${network.replace(/:42$/, ':43')}::1`)).statusCode).toBe(
      200,
    );
  });

  it('are forgotten after a successful login from that address', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const ip = uniqueIp();
    for (let i = 0; i < RULE.limit - 1; i++) {
      expect((await login(member, `typo ${i}`, ip)).statusCode).toBe(401);
    }
    expect((await login(member, member.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < RULE.limit; i++) {
      expect((await login(member, `typo ${i}`, ip)).statusCode).toBe(401);
    }
    expect((await login(member, member.password, ip)).statusCode).toBe(429);
  });
});

describe.skipIf(!redisServerInstalled)('failed logins counted in Redis, across instances', () => {
  let redis: TestRedis;
  let instances: App[] = [];
  beforeAll(async () => {
    redis = await startTestRedis();
    // Two instances of the app on one database and one Redis, as behind a load balancer.
    for (let i = 0; i < 2; i++) {
      instances.push(
        await buildApp({ config: { ...ctx.config, redisUrl: redis.url }, database: ctx.database }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    instances = [];
    await redis?.stop();
  });

  const loginAt = (app: App, member: TestMember, password: string, ip: string) =>
    app.inject({
      ...apiRoute('login'),
      remoteAddress: ip,
      payload: { mobile_no: member.mobile, password },
    });

  it('stop a guesser whose tries are spread over both instances, and forget after a success', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const guesser = uniqueIp();
    for (let i = 0; i < RULE.limit; i++) {
      const app = instances[i % 2] as App;
      expect((await loginAt(app, member, `guess ${i}`, guesser)).statusCode).toBe(401);
    }
    const checks = passwordCheckCount.value;
    for (const app of instances) {
      const refused = await loginAt(app, member, member.password, guesser);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        Status: 'Error',
        code: 'RATE_LIMITED',
        Message: 'Too many attempts. Please try again in 15 minutes.',
        message_key: 'tooManyAttempts',
        message_params: { count: 15 },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    expect(passwordCheckCount.value).toBe(checks);
    // Another address is not held up.
    expect((await loginAt(instances[1] as App, member, member.password, uniqueIp())).statusCode).toBe(200);

    // A success on one instance forgets the tries on both.
    const typist = uniqueIp();
    for (let i = 0; i < RULE.limit - 1; i++) {
      expect((await loginAt(instances[i % 2] as App, member, `typo ${i}`, typist)).statusCode).toBe(401);
    }
    expect((await loginAt(instances[0] as App, member, member.password, typist)).statusCode).toBe(200);
    for (let i = 0; i < RULE.limit; i++) {
      expect((await loginAt(instances[1] as App, member, `typo ${i}`, typist)).statusCode).toBe(401);
    }
  });

  it('refuse log-in without checking the password while Redis is down', async () => {
    const member = await makeMember(ctx, { steps: [] });
    await redis.kill();
    try {
      const checks = passwordCheckCount.value;
      const refused = await loginAt(instances[0] as App, member, member.password, uniqueIp());
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        Status: 'Error',
        code: 'UNAVAILABLE',
        Message: ERROR_MESSAGES.countingPaused,
        message_key: 'countingPaused',
      });
      expect(passwordCheckCount.value).toBe(checks);
      // The instance without Redis (the test's own app) is not affected.
      expect((await login(member, member.password, uniqueIp())).statusCode).toBe(200);
    } finally {
      await redis.restart();
    }
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:a:b:c:d:e:f', '2001:db8:a:b::/64'],
    ['2001:0DB8:000a:000b::1', '2001:db8:a:b::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8:a:b::203.0.113.9', '2001:db8:a:b::/64'],
  ])('%s is %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
