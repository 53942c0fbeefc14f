import { describe, expect, it } from 'vitest';
import { signupMember, uniqueIp, uniqueMobile, useTestApp } from '../../test/test-app.js';
import { passwordCheckCount } from './password-hash.js';

const MINUTE = 60_000;
const ctx = useTestApp({
  rateLimits: {
    loginPerIp: { limit: 5, windowMs: 15 * MINUTE },
    loginPerMobile: { limit: 3, windowMs: 15 * MINUTE },
    signupPerIp: { limit: 3, windowMs: 60 * MINUTE },
    signupPerMobile: { limit: 2, windowMs: 60 * MINUTE },
    verifyEmailPerIp: { limit: 3, windowMs: 15 * MINUTE },
    passwordResetPerIp: { limit: 3, windowMs: 60 * MINUTE },
    passwordResetPerMobile: { limit: 2, windowMs: 60 * MINUTE },
    publicSearchPerIp: { limit: 3, windowMs: 15 * MINUTE },
  },
});

function login(mobile: string, password: string, ip: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    payload: { mobile_no: mobile, password },
  });
}

describe('rate limits', () => {
  it('stops guessing one mobile after its limit, from any address, and says when to retry', async () => {
    const member = await signupMember(ctx.app);
    for (let i = 0; i < 3; i++) {
      expect((await login(member.mobile, 'wrong password', uniqueIp())).statusCode).toBe(401);
    }
    const blocked = await login(member.mobile, member.password, uniqueIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ Status: 'Error', code: 'RATE_LIMITED' });
    expect(blocked.json().Message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stops one address trying many mobiles, without touching other addresses', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login(uniqueMobile(), 'any password', ip)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    const member = await signupMember(ctx.app);
    expect((await login(member.mobile, member.password, uniqueIp())).statusCode).toBe(200);
  });

  it('refuses a flood from one address without running a single password check', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) await login(uniqueMobile(), 'any password', ip);
    const checksBefore = passwordCheckCount.value;
    const flood = await Promise.all(
      Array.from({ length: 200 }, () => login(uniqueMobile(), 'any password', ip)),
    );
    expect(flood.every((r) => r.statusCode === 429)).toBe(true);
    expect(passwordCheckCount.value).toBe(checksBefore);
  });

  it('limits sign-ups per address and per mobile', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/signup',
        remoteAddress: ip,
        payload: { user_name: 'Bulk', mobile_no: uniqueMobile(), password: 'a good password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const mobile = uniqueMobile();
    const perMobile: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/signup',
        remoteAddress: uniqueIp(),
        payload: { user_name: 'Same', mobile_no: mobile, password: 'a good password' },
      });
      perMobile.push(response.statusCode);
    }
    expect(perMobile).toEqual([200, 409, 429]);
  });
});
