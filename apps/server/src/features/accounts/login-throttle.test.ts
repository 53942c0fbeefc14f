import { ERROR_MESSAGES } from '@varmala/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import type { App } from '../../app-types.js';
import { addressKey } from '../../lib/address-key.js';
import { makeMember } from '../../test/members.js';
import { redisServerInstalled, startTestRedis, type TestRedis } from '../../test/redis-server.js';
import { type TestMember, uniqueIp, useTestApp } from '../../test/test-app.js';
import { MemoryLoginThrottle } from './login-throttle.js';
import { passwordCheckCount } from './password-hash.js';

const MINUTE = 60_000;
const RULE = { slowAfter: 3, stopAfter: 5, stopMs: 15 * MINUTE };
const ctx = useTestApp({ loginThrottle: RULE });

afterEach(() => {
  vi.useRealTimers();
});

function login(member: TestMember, password: string, ip: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login',
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

describe('failed logins of one mobile from one address', () => {
  it('slow, then stop that address, and never stop the member logging in from another', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const member = await makeMember(ctx, { steps: [] });
    const guesser = uniqueIp();
    for (let i = 0; i < RULE.slowAfter; i++) {
      expect((await login(member, `guess ${i}`, guesser)).statusCode).toBe(401);
    }
    // Slowed: each further try waits, twice as long after each failure.
    const checks = passwordCheckCount.value;
    expectRefused(
      await login(member, 'guess 3', guesser),
      1,
      'Too many attempts. Please try again in 1 second.',
    );
    expect(passwordCheckCount.value).toBe(checks);
    expect((await login(member, member.password, uniqueIp())).statusCode).toBe(200);

    later(1_000);
    expect((await login(member, 'guess 3', guesser)).statusCode).toBe(401);
    expectRefused(
      await login(member, 'guess 4', guesser),
      2,
      'Too many attempts. Please try again in 2 seconds.',
    );
    later(2_000);
    expect((await login(member, 'guess 4', guesser)).statusCode).toBe(401);

    // Stopped for 15 minutes, even with the right password (the guesser may have found it).
    later(MINUTE);
    expectRefused(
      await login(member, member.password, guesser),
      14 * 60,
      'Too many attempts. Please try again in 14 minutes.',
    );
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
    expect(statuses).toEqual([...Array(RULE.slowAfter).fill(401), ...Array(20 - RULE.slowAfter).fill(429)]);
    expect(passwordCheckCount.value - checks).toBe(RULE.slowAfter);
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:42`;
    for (let i = 0; i < RULE.slowAfter; i++) {
      const status = (await login(member, `guess ${i}`, `${network}::${(i + 1).toString(16)}`)).statusCode;
      expect(status).toBe(401);
    }
    const sameNetwork = await login(member, member.password, `${network}:ffff:1:2:3`);
    expect(sameNetwork.statusCode).toBe(429);
    expect((await login(member, member.password, `${network.replace(/:42$/, ':43')}::1`)).statusCode).toBe(
      200,
    );
  });

  it('is forgotten after a successful login from that address', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const ip = uniqueIp();
    for (let i = 0; i < RULE.slowAfter - 1; i++) {
      expect((await login(member, `typo ${i}`, ip)).statusCode).toBe(401);
    }
    expect((await login(member, member.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < RULE.slowAfter; i++) {
      expect((await login(member, `typo ${i}`, ip)).statusCode).toBe(401);
    }
  });
});

describe('MemoryLoginThrottle', () => {
  it('forgets a key that has been quiet for the stop time', async () => {
    let now = 0;
    const throttle = new MemoryLoginThrottle(RULE, () => now);
    for (let i = 0; i < RULE.slowAfter; i++) expect(await throttle.attempt('k')).toBe(0);
    expect(await throttle.attempt('k')).toBe(1);
    now += RULE.stopMs;
    for (let i = 0; i < RULE.slowAfter; i++) expect(await throttle.attempt('k')).toBe(0);
    expect(await throttle.attempt('other')).toBe(0);
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
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      payload: { mobile_no: member.mobile, password },
    });

  it('slow a guesser whose tries are spread over both instances, and forget after a success', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const guesser = uniqueIp();
    for (let i = 0; i < RULE.slowAfter; i++) {
      const app = instances[i % 2] as App;
      expect((await loginAt(app, member, `guess ${i}`, guesser)).statusCode).toBe(401);
    }
    for (const app of instances) {
      expectRefused(
        await loginAt(app, member, 'guess', guesser),
        1,
        'Too many attempts. Please try again in 1 second.',
      );
    }
    // Another address is not held up; after the slow-down a success forgets the count everywhere.
    expect((await loginAt(instances[1] as App, member, member.password, uniqueIp())).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await loginAt(instances[0] as App, member, member.password, guesser)).statusCode).toBe(200);
    expect((await loginAt(instances[1] as App, member, 'typo', guesser)).statusCode).toBe(401);
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
