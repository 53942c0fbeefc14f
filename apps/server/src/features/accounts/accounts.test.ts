import { apiRoute, ERROR_MESSAGES, STATUS_APPROVED, STATUS_UNVERIFIED, TOKEN_TTL_MS } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { passwordHashCount } from '../../lib/password-hash.js';
import { makeAdmin, makeMember, NEW_PROFILE } from '../../test/members.js';
import { bearer, decodeClaims, uniqueIp, uniqueMobile, useTestApp } from '../../test/test-app.js';
import { type AccessClaims, createTokenService } from '../access/tokens.js';

const ctx = useTestApp();

function post(url: string, payload: unknown, headers: Record<string, string> = {}, ip = uniqueIp()) {
  return ctx.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });
}

describe('POST /api/signup', () => {
  it('creates the account and answers a token with the claims of the design', async () => {
    const mobile = uniqueMobile();
    const response = await post(apiRoute('signup').url, {
      user_name: 'Asha Patil',
      mobile_no: mobile,
      password: 'a good password',
      domain: 'tamilmala',
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    const claims = decodeClaims(token);
    expect(claims).toMatchObject({
      mid: null,
      user_name: 'Asha Patil',
      role: 'USER',
      gender: null,
      state: null,
      subscription_id: null,
      domain: 'tamilmala',
    });
    expect(claims.user_id).toEqual(expect.any(Number));
    expect(((claims.exp as number) - (claims.iat as number)) * 1000).toBe(TOKEN_TTL_MS);
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');

    const [row] = await ctx.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('a good password');
  });

  it('keeps whom the profile is for, tells it back in GET /api/me, and refuses an answer not offered', async () => {
    const mobile = uniqueMobile();
    const response = await post(apiRoute('signup').url, {
      user_name: 'Sunita Patil',
      mobile_no: mobile,
      password: 'a good password',
      profile_for: 'daughter',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row?.profileFor).toBe('daughter');
    const me = await ctx.app.inject({
      ...apiRoute('me'),
      headers: bearer(response.json().token),
    });
    expect(me.json().profile_for).toBe('daughter');

    const refused = await post(apiRoute('signup').url, {
      user_name: 'Sunita Patil',
      mobile_no: uniqueMobile(),
      password: 'a good password',
      profile_for: 'neighbour',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { profile_for: 'Invalid value' },
    });
  });

  it('defaults the domain to varmala', async () => {
    const response = await post(apiRoute('signup').url, {
      user_name: 'Ravi',
      mobile_no: uniqueMobile(),
      password: 'a good password',
    });
    expect(response.statusCode).toBe(200);
    expect(decodeClaims(response.json().token).domain).toBe('varmala');
  });

  it('refuses a mobile number already registered with 409', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const response = await post(apiRoute('signup').url, {
      user_name: 'Someone Else',
      mobile_no: member.mobile,
      password: 'another password',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      Status: 'Error',
      code: 'MOBILE_TAKEN',
      Message: 'This mobile number is already registered. Please log in.',
      message_key: 'mobileTaken',
    });
  });

  it('answers a taken mobile after the same work as a new one: one password hash each', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const hashesFor = async (mobile: string) => {
      const before = passwordHashCount.value;
      const response = await post(apiRoute('signup').url, {
        user_name: 'Timing',
        mobile_no: mobile,
        password: 'a good password',
      });
      return { status: response.statusCode, hashes: passwordHashCount.value - before };
    };
    expect(await hashesFor(uniqueMobile())).toEqual({ status: 200, hashes: 1 });
    expect(await hashesFor(member.mobile)).toEqual({ status: 409, hashes: 1 });
  });

  it('lets exactly one of two simultaneous sign-ups of one mobile through', async () => {
    const mobile = uniqueMobile();
    const payload = { user_name: 'Twin', mobile_no: mobile, password: 'a good password' };
    const results = await Promise.all([
      post(apiRoute('signup').url, payload),
      post(apiRoute('signup').url, payload),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it.each([
    [
      { mobile_no: '98765', user_name: 'A', password: 'a good password' },
      'mobile_no',
      'Invalid mobile number',
    ],
    [
      { mobile_no: '98765432101', user_name: 'A', password: 'a good password' },
      'mobile_no',
      'Invalid mobile number',
    ],
    [
      { mobile_no: '98765abcde', user_name: 'A', password: 'a good password' },
      'mobile_no',
      'Invalid mobile number',
    ],
    [{ user_name: 'A', password: 'a good password' }, 'mobile_no', 'Required'],
    [{ mobile_no: '9876543210', password: 'a good password' }, 'user_name', 'Required'],
    [{ mobile_no: '9876543210', user_name: '   ', password: 'a good password' }, 'user_name', 'Required'],
    [{ mobile_no: '9876543210', user_name: 'A' }, 'password', 'Required'],
    [
      { mobile_no: '9876543210', user_name: 'A', password: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      { mobile_no: '9876543210', user_name: 'A', password: 'a good password', domain: 'elsewhere' },
      'domain',
      'Invalid value',
    ],
  ])('answers 400 with the field message for %j', async (payload, field, message) => {
    const response = await post(apiRoute('signup').url, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ Status: 'Error', code: 'VALIDATION_FAILED' });
    expect(body.errors[field]).toBe(message);
  });

  it('answers 400, not 500, for a body that is not JSON or not an object', async () => {
    const broken = await ctx.app.inject({
      ...apiRoute('signup'),
      headers: { 'content-type': 'application/json' },
      payload: '{"user_name": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ Status: 'Error', code: 'BAD_REQUEST' });

    const array = await post(apiRoute('signup').url, [1, 2, 3]);
    expect(array.statusCode).toBe(400);
    expect(array.json().Status).toBe('Error');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      ...apiRoute('signup'),
      headers: { 'content-type': 'text/xml' },
      payload: '<signup/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ Status: 'Error', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('POST /api/login', () => {
  it('answers a token for the right mobile and password', async () => {
    const member = await makeMember(ctx, { steps: [], user_name: 'Meena' });
    const response = await post(apiRoute('login').url, {
      mobile_no: member.mobile,
      password: member.password,
    });
    expect(response.statusCode).toBe(200);
    const claims = decodeClaims(response.json().token);
    expect(claims).toMatchObject({ user_id: member.userId, user_name: 'Meena', role: 'USER' });
  });

  it('gives one 401 for a wrong password and an unknown mobile, naming neither', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const wrongPassword = await post(apiRoute('login').url, {
      mobile_no: member.mobile,
      password: 'not the password',
    });
    const unknownMobile = await post(apiRoute('login').url, {
      mobile_no: uniqueMobile(),
      password: member.password,
    });
    for (const response of [wrongPassword, unknownMobile]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        Status: 'Error',
        code: 'INVALID_CREDENTIALS',
        Message: 'Invalid mobile number or password.',
        message_key: 'invalidCredentials',
      });
    }
  });

  it('names the text of a failed log-in by its key, for a Tamil page to show it in Tamil', async () => {
    const member = await makeMember(ctx, { steps: [], domain: 'tamilmala' });
    const response = await post(
      apiRoute('login').url,
      { mobile_no: member.mobile, password: 'not the password' },
      { cookie: 'lang=ta', 'accept-language': 'ta-IN,ta;q=0.9' },
    );
    expect(response.statusCode).toBe(401);
    const body = response.json();
    // The spec's English stays the Message; the key is what the page translates.
    expect(body).toMatchObject({ code: 'INVALID_CREDENTIALS', message_key: 'invalidCredentials' });
    expect(body.Message).toBe(ERROR_MESSAGES.invalidCredentials);
  });

  it('requires mobile and password', async () => {
    const response = await post(apiRoute('login').url, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ mobile_no: 'Required', password: 'Required' });
  });
});

describe('GET /api/me and /api/refresh-token', () => {
  it('describes the member behind the token', async () => {
    const member = await makeMember(ctx, { steps: [], domain: 'tamilmala' });
    const response = await ctx.app.inject({ ...apiRoute('me'), headers: bearer(member.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user_id: member.userId,
      mid: null,
      role: 'USER',
      domain: 'tamilmala',
      email_verified: false,
      language: null,
      profile_for: null,
      profile: null,
      sought_gender: null,
    });
  });

  it('tells the member whether others see their profile, and what it still lacks', async () => {
    const member = await makeMember(ctx, { ...NEW_PROFILE, basic: { email: undefined } });
    const first = await ctx.app.inject({ ...apiRoute('me'), headers: bearer(member.token) });
    expect(first.json().profile).toEqual({
      status: STATUS_UNVERIFIED,
      refusal_reason: null,
      missing: ['personal', 'work', 'photo', 'family', 'horoscope', 'about', 'email'],
      featured_consent: false,
    });

    const complete = await makeMember(ctx, { photos: 1 });
    const approved = await ctx.app.inject({ ...apiRoute('me'), headers: bearer(complete.token) });
    expect(approved.json().profile).toEqual({
      status: STATUS_APPROVED,
      refusal_reason: null,
      missing: [],
      featured_consent: false,
    });
  });

  it('says whom the member seeks, as the rule of who sees whom decides: none for the operator', async () => {
    const sought = async (token: string) =>
      (await ctx.app.inject({ ...apiRoute('me'), headers: bearer(token) })).json().sought_gender;
    expect(await sought((await makeMember(ctx, { gender: 'Male' })).token)).toBe('Female');
    expect(await sought((await makeMember(ctx, { gender: 'Female' })).token)).toBe('Male');
    expect(await sought((await makeAdmin(ctx)).token)).toBeNull();
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { authorization: 'Bearer not.a.jwt' }],
    ['another scheme', { authorization: 'Basic abc' }],
  ])('answers 401 with %s', async (_label, headers) => {
    const response = await ctx.app.inject({ ...apiRoute('me'), headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ Status: 'Error', code: 'UNAUTHENTICATED' });
  });

  it('refuses a token signed with another secret or with alg none', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const [header, payload, signature] = member.token.split('.');
    const tampered = `${header}.${Buffer.from(
      JSON.stringify({ ...decodeClaims(member.token), role: 'ADMIN' }),
    ).toString('base64url')}.${signature}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const token of [tampered, none]) {
      const response = await ctx.app.inject({ ...apiRoute('me'), headers: bearer(token) });
      expect(response.statusCode).toBe(401);
    }
  });

  it('refuses an expired token', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const { iat: _iat, exp: _exp, ...claims } = decodeClaims(member.token);
    const expired = createTokenService(ctx.config.jwtSecret, 1).sign(claims as AccessClaims);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const response = await ctx.app.inject({ ...apiRoute('me'), headers: bearer(expired) });
    expect(response.statusCode).toBe(401);
  });

  it('refreshes a token with the current claims', async () => {
    const member = await makeMember(ctx, { steps: [] });
    await ctx.database.db.update(users).set({ userName: 'Renamed' }).where(eq(users.id, member.userId));
    const response = await ctx.app.inject({
      ...apiRoute('refreshToken'),
      headers: bearer(member.token),
    });
    expect(response.statusCode).toBe(200);
    expect(decodeClaims(response.json().token)).toMatchObject({
      user_id: member.userId,
      user_name: 'Renamed',
    });
  });
});

describe('POST /api/password/change', () => {
  it('changes the password, signs out older tokens and keeps the caller signed in', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const otherSession = (
      await post(apiRoute('login').url, { mobile_no: member.mobile, password: member.password })
    ).json().token as string;

    const response = await post(
      apiRoute('changePassword').url,
      { old_password: member.password, password: 'a brand new password' },
      bearer(member.token),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.Status).toBe('Success');

    for (const old of [member.token, otherSession]) {
      const me = await ctx.app.inject({ ...apiRoute('me'), headers: bearer(old) });
      expect(me.statusCode).toBe(401);
    }
    const fresh = await ctx.app.inject({ ...apiRoute('me'), headers: bearer(body.token) });
    expect(fresh.statusCode).toBe(200);

    const oldLogin = await post(apiRoute('login').url, {
      mobile_no: member.mobile,
      password: member.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post(apiRoute('login').url, {
      mobile_no: member.mobile,
      password: 'a brand new password',
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses a wrong old password and keeps the old one working', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const response = await post(
      apiRoute('changePassword').url,
      { old_password: 'not my password', password: 'a brand new password' },
      bearer(member.token),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ old_password: 'Your old password is not correct.' });
    const login = await post(apiRoute('login').url, { mobile_no: member.mobile, password: member.password });
    expect(login.statusCode).toBe(200);
  });

  it('needs a login and validates the new password', async () => {
    const anonymous = await post(apiRoute('changePassword').url, {
      old_password: 'x',
      password: 'a brand new password',
    });
    expect(anonymous.statusCode).toBe(401);
    const member = await makeMember(ctx, { steps: [] });
    const weak = await post(
      apiRoute('changePassword').url,
      { old_password: member.password, password: 'short' },
      bearer(member.token),
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBe('Password must be at least 8 characters');
  });
});
