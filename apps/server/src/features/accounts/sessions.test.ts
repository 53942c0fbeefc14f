import { apiRoute } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema.js';
import { makeMember } from '../../test/members.js';
import { bearer, decodeClaims, type TestMember, uniqueIp, useTestApp } from '../../test/test-app.js';
import { SESSION_LIFETIME_MS } from '../access/sessions.js';
import { type AccessClaims, createTokenService } from '../access/tokens.js';
import { withoutAuthNotices } from './test-support.js';

const ctx = useTestApp();

afterEach(() => {
  vi.useRealTimers();
});

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token), remoteAddress: uniqueIp() });
const me = (token: string) => get('/api/me', token);
const refresh = (token: string) => get(apiRoute('refreshToken').url, token);
const logout = (token: string) =>
  ctx.app.inject({ ...apiRoute('logout'), headers: bearer(token), remoteAddress: uniqueIp() });
const login = (member: TestMember) =>
  ctx.app.inject({
    ...apiRoute('login'),
    remoteAddress: uniqueIp(),
    payload: { mobile_no: member.mobile, password: member.password },
  });

async function sessionRow(token: string) {
  const [row] = await ctx.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, String(decodeClaims(token).sid)));
  return row;
}

/** The same claims in a token that lives `ttlMs`: what the session allows, not the JWT's 50 minutes. */
function longLived(token: string, ttlMs: number): string {
  const { iat: _iat, exp: _exp, ...claims } = decodeClaims(token);
  return createTokenService(ctx.config.jwtSecret, ttlMs).sign(claims as AccessClaims);
}

describe('POST /api/logout', () => {
  it('ends the session: the same token, and one refreshed from it, get 401 everywhere', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const refreshed = (await refresh(member.token)).json().token as string;
    expect((await me(member.token)).statusCode).toBe(200);
    expect((await me(refreshed)).statusCode).toBe(200);

    const out = await logout(member.token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ Status: 'Success' });

    for (const token of [member.token, refreshed]) {
      for (const url of ['/api/me', apiRoute('refreshToken').url, `/api/profile/${member.userId}/basic`]) {
        const response = await get(url, token);
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toMatchObject({ Status: 'Error', code: 'UNAUTHENTICATED' });
      }
    }
    expect((await logout(member.token)).statusCode).toBe(401);
    expect((await sessionRow(member.token))?.revokedAt).toBeInstanceOf(Date);
  });

  it('ends only that session: a login on another device stays signed in', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const phone = (await login(member)).json().token as string;
    expect(decodeClaims(phone).sid).not.toBe(decodeClaims(member.token).sid);
    expect((await logout(member.token)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await me(member.token)).statusCode).toBe(401);
  });

  it('applies at once in this server without waiting for the database notice', async () => {
    const member = await makeMember(ctx, { steps: [] });
    await withoutAuthNotices(ctx, async () => {
      // The session's row is kept by the auth check from here on.
      expect((await me(member.token)).statusCode).toBe(200);
      expect((await logout(member.token)).statusCode).toBe(200);
      expect((await me(member.token)).statusCode).toBe(401);
    });
  });

  it('applies soon after another server ends the session (the database notices every server)', async () => {
    const member = await makeMember(ctx, { steps: [] });
    expect((await me(member.token)).statusCode).toBe(200);
    await ctx.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, String(decodeClaims(member.token).sid)));
    await vi.waitFor(async () => expect((await me(member.token)).statusCode).toBe(401), {
      timeout: 2_000,
      interval: 20,
    });
  });

  it('needs a login', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: apiRoute('logout').url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ Status: 'Error', code: 'UNAUTHENTICATED' });
  });
});

describe('a session', () => {
  it('is started by sign-up and by login, 30 days long, one row each', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const again = (await login(member)).json().token as string;
    for (const token of [member.token, again]) {
      expect(decodeClaims(token).sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const row = await sessionRow(token);
      expect(row?.userId).toBe(member.userId);
      expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(SESSION_LIFETIME_MS);
    }
  });

  it('lasts 30 days from its login however often it is refreshed', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const before = await sessionRow(member.token);
    let token = member.token;
    for (let i = 0; i < 3; i++) {
      const response = await refresh(token);
      expect(response.statusCode).toBe(200);
      token = response.json().token;
      expect(decodeClaims(token).sid).toBe(decodeClaims(member.token).sid);
    }
    expect((await sessionRow(token))?.expiresAt).toEqual(before?.expiresAt);

    // A token that would itself still be valid is refused once its session's 30 days are over,
    // even while the auth check keeps the session's row.
    const token40Days = longLived(token, 40 * 24 * 60 * 60 * 1000);
    expect((await me(token40Days)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: (before?.expiresAt.getTime() ?? 0) + 1_000 });
    expect((await me(token40Days)).statusCode).toBe(401);
    expect((await refresh(token40Days)).statusCode).toBe(401);
  });

  it('refuses a session that has run out, read from the database', async () => {
    const member = await makeMember(ctx, { steps: [] });
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.id, String(decodeClaims(member.token).sid)));
    await vi.waitFor(async () => expect((await me(member.token)).statusCode).toBe(401), {
      timeout: 2_000,
      interval: 20,
    });
  });

  it('refuses a token issued before sessions (no sid): the member logs in again', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const { iat: _iat, exp: _exp, sid: _sid, ...claims } = decodeClaims(member.token);
    const old = createTokenService(ctx.config.jwtSecret).sign(claims as AccessClaims);
    expect((await me(old)).statusCode).toBe(401);
    expect((await refresh(old)).statusCode).toBe(401);
    expect((await login(member)).statusCode).toBe(200);
  });

  it("refuses a token naming another member's session", async () => {
    const member = await makeMember(ctx, { steps: [] });
    const other = await makeMember(ctx, { steps: [] });
    const { iat: _iat, exp: _exp, ...claims } = decodeClaims(member.token);
    const crossed = createTokenService(ctx.config.jwtSecret).sign({
      ...(claims as AccessClaims),
      sid: String(decodeClaims(other.token).sid),
    });
    expect((await me(crossed)).statusCode).toBe(401);
  });

  it('keeps the changing session through a password change, with its own 30 days, and ends the others', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const phone = (await login(member)).json().token as string;
    const changed = await ctx.app.inject({
      ...apiRoute('changePassword'),
      headers: bearer(member.token),
      remoteAddress: uniqueIp(),
      payload: { old_password: member.password, password: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token as string;
    expect(decodeClaims(fresh).sid).toBe(decodeClaims(member.token).sid);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(member.token)).statusCode).toBe(401);
    // Logging out the changed session ends its new token too.
    expect((await logout(fresh)).statusCode).toBe(200);
    expect((await me(fresh)).statusCode).toBe(401);
  });
});
