/**
 * Abuse: floods are refused with 429 (error shape, Retry-After) per address, per mobile and address,
 * and per mobile, before any password is hashed; every response carries the protective headers;
 * and what a request carries (passwords, tokens, e-mailed secrets, signed media links) never
 * reaches the log.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { apiArgs, apiRoute, errorBodySchema, PAGE_SCRIPTS_STARTER } from '@varmala/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, loggerOptions } from '../../app.js';
import type { App } from '../../app-types.js';
import type { Config, RateLimitRule } from '../../config.js';
import { passwordCheckCount } from '../../lib/password-hash.js';
import { CONTENT_SECURITY_POLICY } from '../../plugins/security-headers.js';
import { png } from '../media-support.js';
import { makeMember } from '../members.js';
import { basicFor } from '../profile-fixtures.js';
import { bearer, testConfig, uniqueIp, uniqueMobile, useTestApp } from '../test-app.js';
import { photoFile, send, specDateOf } from './trust-support.js';

const MINUTE = 60_000;
const LIMITS: Config['rateLimits'] = {
  loginPerIp: { limit: 5, windowMs: 15 * MINUTE },
  loginPerMobile: { limit: 2, windowMs: 15 * MINUTE },
  passwordChangePerMember: { limit: 2, windowMs: 15 * MINUTE },
  signupPerIp: { limit: 3, windowMs: 60 * MINUTE },
  signupPerMobile: { limit: 2, windowMs: 60 * MINUTE },
  verifyEmailPerIp: { limit: 3, windowMs: 15 * MINUTE },
  passwordResetPerIp: { limit: 3, windowMs: 60 * MINUTE },
  passwordResetPerMobile: { limit: 2, windowMs: 60 * MINUTE },
  publicSearchPerIp: { limit: 3, windowMs: 15 * MINUTE },
  biodataPerMember: { limit: 3, windowMs: 60 * MINUTE },
  sharedBiodataPerIp: { limit: 3, windowMs: 15 * MINUTE },
  searchPagesPerMember: { limit: 3, windowMs: 60 * MINUTE },
  profileViewsPerMember: { limit: 3, windowMs: 60 * MINUTE },
  profileMatchesPerMember: { limit: 3, windowMs: 60 * MINUTE },
  birthChartsPerMember: { limit: 3, windowMs: 60 * MINUTE },
  reportsPerMember: { limit: 2, windowMs: 24 * 60 * MINUTE },
  blockChangesPerMember: { limit: 3, windowMs: 24 * 60 * MINUTE },
  privacyChangesPerMember: { limit: 3, windowMs: 60 * MINUTE },
  exportsPerMember: { limit: 2, windowMs: 24 * 60 * MINUTE },
  erasureAttemptsPerMember: { limit: 2, windowMs: 15 * MINUTE },
  utrTriesPerMember: { limit: 3, windowMs: 60 * MINUTE },
  claimTriesPerIp: { limit: 3, windowMs: 60 * MINUTE },
};
const ctx = useTestApp({ rateLimits: LIMITS });

function post(url: string, payload: object, ip = uniqueIp()) {
  return ctx.app.inject({ method: 'POST', url, remoteAddress: ip, payload });
}
const login = (mobile: string, password: string, ip?: string) =>
  post(apiRoute('login').url, { mobile_no: mobile, password }, ip);

/** A 429 a client can act on: the error shape, and a Retry-After within the limit's window. */
function expectRateLimited(
  response: LightMyRequestResponse,
  rule: RateLimitRule,
  tooMany = 'Too many attempts.',
) {
  expect(response.statusCode, response.body).toBe(429);
  const body = errorBodySchema.parse(response.json());
  expect(body.code).toBe('RATE_LIMITED');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(rule.windowMs / 1000);
  const minutes = Math.ceil(retryAfter / 60);
  expect(body.Message).toBe(`${tooMany} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

const BLOCKED_TOO_OFTEN = 'You have blocked or unblocked many profiles today.';

/** Makes `rule.limit` attempts, none of them refused, then one more: that one is a 429. */
async function exhaust(rule: RateLimitRule, attempt: (i: number) => Promise<LightMyRequestResponse>) {
  const statuses: number[] = [];
  for (let i = 0; i < rule.limit; i++) statuses.push((await attempt(i)).statusCode);
  expect(statuses).not.toContain(429);
  expectRateLimited(await attempt(rule.limit), rule);
}

describe('rate limits', () => {
  it('login: stops guessing one mobile from one address, never the member at another', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const guesser = uniqueIp();
    for (let i = 0; i < LIMITS.loginPerMobile.limit; i++) {
      expect((await login(member.mobile, 'wrong password', guesser)).statusCode).toBe(401);
    }
    // Even the right password waits: the guesser may have found it.
    expectRateLimited(await login(member.mobile, member.password, guesser), LIMITS.loginPerMobile);
    // Guesses from many addresses never lock the mobile itself.
    for (let i = 0; i < 10; i++) await login(member.mobile, 'wrong password', uniqueIp());
    expect((await login(member.mobile, member.password, uniqueIp())).statusCode).toBe(200);
  });

  it('login: stops one address trying many mobiles, without touching other addresses', async () => {
    const ip = uniqueIp();
    await exhaust(LIMITS.loginPerIp, () => login(uniqueMobile(), 'any password', ip));
    const member = await makeMember(ctx, { steps: [] });
    expect((await login(member.mobile, member.password)).statusCode).toBe(200);
  });

  it('answers 1,000 credential-stuffing attempts from one address with 429, without hashing', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const ip = uniqueIp();
    const checksBefore = passwordCheckCount.value;
    const statuses: Record<number, number> = {};
    // In parallel batches, as a botnet behind one NAT address would send them.
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          login(i % 10 === 0 ? member.mobile : uniqueMobile(), `leaked password ${batch}-${i}`, ip),
        ),
      );
      for (const answer of answers) statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
    }
    const allowed = LIMITS.loginPerIp.limit;
    expect(statuses).toEqual({ 401: allowed, 429: 1000 - allowed });
    // Only the attempts within the limit cost an argon2 check; the rest cost a map lookup.
    expect(passwordCheckCount.value - checksBefore).toBe(allowed);
    // The member whose mobile was tried 100 times still logs in from home: attempts refused for
    // their address did not count against the mobile.
    expect((await login(member.mobile, member.password)).statusCode).toBe(200);
  });

  it('sign-up: per address and per mobile', async () => {
    const ip = uniqueIp();
    const signup = (mobile: string, from = ip) =>
      post(
        apiRoute('signup').url,
        { user_name: 'Bulk', mobile_no: mobile, password: 'a good password' },
        from,
      );
    await exhaust(LIMITS.signupPerIp, () => signup(uniqueMobile()));

    const mobile = uniqueMobile();
    expect((await signup(mobile, uniqueIp())).statusCode).toBe(200);
    expect((await signup(mobile, uniqueIp())).statusCode).toBe(409);
    expectRateLimited(await signup(mobile, uniqueIp()), LIMITS.signupPerMobile);
  });

  it('password reset: per address and per mobile', async () => {
    const ip = uniqueIp();
    const reset = (mobile: string, from = ip) =>
      post(apiRoute('requestPasswordReset').url, { mobile_no: mobile, date_of_birth: '1998-3-5' }, from);
    await exhaust(LIMITS.passwordResetPerIp, () => reset(uniqueMobile()));
    const mobile = uniqueMobile();
    await exhaust(LIMITS.passwordResetPerMobile, () => reset(mobile, uniqueIp()));
  });

  it('e-mail verification: per address', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const ip = uniqueIp();
    await exhaust(LIMITS.verifyEmailPerIp, () =>
      post(apiRoute('verifyEmail').url, { user_id: member.userId, secret: 'x'.repeat(43) }, ip),
    );
  });

  it('public profile search: per address', async () => {
    const ip = uniqueIp();
    await exhaust(LIMITS.publicSearchPerIp, (i) =>
      post(
        apiRoute('publicSearch').url,
        { date_of_birth: specDateOf(`1990-01-${String(i + 1).padStart(2, '0')}`) },
        ip,
      ),
    );
  });

  it('password change: guessing the old password is limited per account', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const change = () =>
      ctx.app.inject({
        ...apiRoute('changePassword'),
        remoteAddress: uniqueIp(),
        headers: bearer(member.token),
        payload: { old_password: 'a guess', password: 'a new long password' },
      });
    const checks = passwordCheckCount.value;
    for (let i = 0; i < LIMITS.passwordChangePerMember.limit; i++)
      expect((await change()).statusCode).toBe(400);
    expectRateLimited(await change(), LIMITS.passwordChangePerMember);
    expect(passwordCheckCount.value - checks).toBe(LIMITS.passwordChangePerMember.limit);
    // Other members are not held up by it.
    const other = await makeMember(ctx, { steps: [] });
    const changed = await ctx.app.inject({
      ...apiRoute('changePassword'),
      remoteAddress: uniqueIp(),
      headers: bearer(other.token),
      payload: { old_password: other.password, password: 'a new long password' },
    });
    expect(changed.statusCode).toBe(200);
  });

  const asMember = (
    member: { token: string },
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      remoteAddress: uniqueIp(),
      headers: bearer(member.token),
      ...(payload ? { payload } : {}),
    });

  it('biodata: drawing PDFs is limited per member, and the pages of shared links per address', async () => {
    const member = await makeMember(ctx);
    await exhaust(LIMITS.biodataPerMember, () =>
      asMember(member, 'GET', `/api/profile/${member.userId}/biodata.pdf?lang=mr`),
    );
    const opener = uniqueIp();
    await exhaust(LIMITS.sharedBiodataPerIp, () =>
      ctx.app.inject({ method: 'GET', url: `/b/${'x'.repeat(32)}`, remoteAddress: opener }),
    );
  });

  it('erasing the account: guessing the password is limited per member, before any check', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const erase = () => asMember(member, ...apiArgs('eraseAccount'), { password: 'a guess' });
    for (let i = 0; i < LIMITS.erasureAttemptsPerMember.limit; i++)
      expect((await erase()).statusCode).toBe(400);
    const checks = passwordCheckCount.value;
    const refused = await erase();
    expect(refused.statusCode).toBe(429);
    expect(errorBodySchema.parse(refused.json()).code).toBe('RATE_LIMITED');
    expect(passwordCheckCount.value).toBe(checks);
    // The right password now waits too: a thief with a phone cannot keep trying.
    expect(
      (await asMember(member, ...apiArgs('eraseAccount'), { password: member.password })).statusCode,
    ).toBe(429);
    expect((await asMember(member, ...apiArgs('me'))).statusCode).toBe(200);
  });

  it('reports and exports: a few a day per member, whatever the address', async () => {
    const member = await makeMember(ctx, { gender: 'Female' });
    const groom = await makeMember(ctx, { gender: 'Male' });
    const reportIt = () =>
      asMember(member, ...apiArgs('reportProfile', { profileId: groom.profileId }), { reason: 'fake' });
    for (let i = 0; i < LIMITS.reportsPerMember.limit; i++) expect((await reportIt()).statusCode).toBe(200);
    const refused = await reportIt();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another member's reports are counted apart.
    expect(
      (
        await asMember(groom, ...apiArgs('reportProfile', { profileId: member.profileId }), {
          reason: 'fake',
        })
      ).statusCode,
    ).toBe(200);

    for (let i = 0; i < LIMITS.exportsPerMember.limit; i++) {
      expect((await asMember(member, ...apiArgs('exportMyData'))).statusCode).toBe(200);
    }
    expect((await asMember(member, ...apiArgs('exportMyData'))).statusCode).toBe(429);
  });

  it('blocks and unblocks: counted together per member, the one past the limit changes nothing', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const groom = await makeMember(ctx, { gender: 'Male' });
    const url = `/api/profile/block/${groom.profileId}`;
    const { limit } = LIMITS.blockChangesPerMember;
    for (let i = 0; i < limit; i++) {
      expect((await asMember(bride, i % 2 === 0 ? 'POST' : 'DELETE', url)).statusCode).toBe(200);
    }
    const blockedBefore = (await asMember(bride, ...apiArgs('blockList'))).json().rows;
    for (const method of ['POST', 'DELETE'] as const) {
      const refused = await asMember(bride, method, url);
      expectRateLimited(refused, LIMITS.blockChangesPerMember, BLOCKED_TOO_OFTEN);
    }
    expect((await asMember(bride, ...apiArgs('blockList'))).json().rows).toEqual(blockedBefore);
    // Another member's blocks are counted apart.
    const sister = await makeMember(ctx, { gender: 'Female' });
    expect(
      (await asMember(groom, ...apiArgs('blockProfile', { profileId: sister.profileId }))).statusCode,
    ).toBe(200);
  });

  it('blocks sent all at once, as from many tabs: no more pass than the limit', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const groom = await makeMember(ctx, { gender: 'Male' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        asMember(bride, ...apiArgs('blockProfile', { profileId: groom.profileId })),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // The in-memory counter may refuse more than the limit in one burst, never fewer.
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(
      LIMITS.blockChangesPerMember.limit,
    );
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expectRateLimited(
      await asMember(bride, ...apiArgs('unblockProfile', { profileId: groom.profileId })),
      LIMITS.blockChangesPerMember,
      BLOCKED_TOO_OFTEN,
    );
  });

  it('pausing and photo settings: limited per member, the change past the limit not saved', async () => {
    const member = await makeMember(ctx, { gender: 'Female' });
    const { limit } = LIMITS.privacyChangesPerMember;
    for (let i = 0; i < limit; i++) {
      const paused = i % 2 === 0;
      const saved = await asMember(member, ...apiArgs('updatePrivacy'), { paused });
      expect(saved.json()).toMatchObject({ paused });
    }
    const settings = (await asMember(member, ...apiArgs('privacySettings'))).json();
    const refused = await asMember(member, ...apiArgs('updatePrivacy'), {
      paused: !settings.paused,
      photo_visibility: 'shortlisted',
    });
    expectRateLimited(
      refused,
      LIMITS.privacyChangesPerMember,
      'You have changed these settings many times in the last hour.',
    );
    expect((await asMember(member, ...apiArgs('privacySettings'))).json()).toEqual(settings);
  });
});

/** The app as deployed behind one reverse proxy (TRUST_PROXY=1), serving the web app too. */
const webDistDir = mkdtempSync(path.join(tmpdir(), 'varmala-web-'));
let behindProxy: App;
beforeAll(async () => {
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><title>Varmala</title><div id="root"></div><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(path.join(webDistDir, 'assets', 'app.js'), 'document.title = "Varmala";');
  // The same database: only the configuration differs.
  behindProxy = await buildApp({
    config: testConfig(ctx.dataDir, { webDistDir, trustProxy: 1, rateLimits: LIMITS }),
    database: ctx.database,
  });
});
afterAll(() => behindProxy?.close());

describe('rate limits behind the reverse proxy', () => {
  it('count the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const client = uniqueIp();
    // The proxy appends the address it saw to whatever the client sent.
    const attempt = () =>
      behindProxy.inject({
        ...apiRoute('login'),
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${uniqueIp()}, ${client}` },
        payload: { mobile_no: uniqueMobile(), password: 'any password' },
      });
    await exhaust(LIMITS.loginPerIp, attempt);
    // Another client behind the same proxy is not held up.
    const other = await behindProxy.inject({
      ...apiRoute('login'),
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': uniqueIp() },
      payload: { mobile_no: uniqueMobile(), password: 'any password' },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('security headers', () => {
  function expectProtective(response: LightMyRequestResponse, what: string) {
    const csp = String(response.headers['content-security-policy']);
    const script = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(script, `${what}: script-src`).toContain("'self'");
    expect(script, `${what}: no inline script`).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*|data:/);
    expect(csp, what).toMatch(/(?:^|;\s*)frame-ancestors 'none'/);
    expect(csp, what).toMatch(/(?:^|;\s*)object-src 'none'/);
    expect(response.headers['x-content-type-options'], what).toBe('nosniff');
    expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
    expect(response.headers['x-frame-options'], what).toBe('DENY');
  }

  it('protects API answers, errors included, and never caches them', async () => {
    for (const url of ['/api/health', '/api/me', '/api/nothing-here']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      // Nothing in an answer opened as a page runs, loads or is framed (decision 052).
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('protects the single-page app: the page, its client routes and its assets', async () => {
    for (const url of ['/', '/profile/search', '/assets/app.js']) {
      const response = await behindProxy.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectProtective(response, url);
    }
    const page = await behindProxy.inject({ method: 'GET', url: '/login' });
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('sends HSTS only over HTTPS, and only when the proxy saying so is trusted', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const url of ['/', '/api/health']) {
      const secure = await behindProxy.inject({ method: 'GET', url, headers: https });
      expect(secure.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      const plain = await behindProxy.inject({ method: 'GET', url });
      expect(plain.headers['strict-transport-security'], url).toBeUndefined();
    }
    // Without a trusted proxy anyone can send the header: it proves nothing.
    const spoofed = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: https });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it("allows no script but the app's own in the pages that can read the session token", () => {
    // The analytics tag, when configured, runs in a sandboxed frame of its own (conversion-frame.test.ts).
    // Its own files, and the prerendered pages' one inline script by the hash of its text: no host,
    // no 'unsafe-inline', so a script written into a page by anyone else does not run.
    const scriptOf = (csp: string) => /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    const starter = `'sha256-${createHash('sha256').update(PAGE_SCRIPTS_STARTER).digest('base64')}'`;
    expect(scriptOf(CONTENT_SECURITY_POLICY)).toBe(`'self' ${starter}`);
  });
});

describe('the log', () => {
  const lines: string[] = [];
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(data.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
        callback();
      });
    },
  });
  let logged: App;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const { port } = smtp.server.address() as { port: number };
    // With a mail server the links go by mail only (without one, DESIGN has the mailer log them).
    const config = testConfig(ctx.dataDir, { smtpUrl: `smtp://127.0.0.1:${port}`, logLevel: 'trace' });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    logged = await buildApp({
      config,
      database: ctx.database,
      logger: { ...(loggerOptions(config) as object), stream },
    });
  });
  afterAll(async () => {
    await logged?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  async function mailedSecret(kind: 'verify/email' | 'password/reset', count: number) {
    const pattern = new RegExp(`/${kind}/(\\d+)/([A-Za-z0-9_-]+)`);
    await vi.waitFor(() => expect(received.filter((m) => pattern.test(m)).length).toBe(count), {
      timeout: 10_000,
    });
    return pattern.exec(received.filter((m) => pattern.test(m)).at(-1) ?? '')?.[2] as string;
  }

  it('holds no password, token, e-mailed secret or media signature, at level trace', async () => {
    const call = (request: InjectOptions) => logged.inject({ remoteAddress: uniqueIp(), ...request });
    const secrets: Record<string, string> = {};
    const keep = (label: string, value: string) => {
      secrets[label] = value;
      return value;
    };

    // Passwords: sign-up, log-in (right and wrong), a change, a broken JSON body, one too long.
    const mobile = uniqueMobile();
    const signup = await call({
      ...apiRoute('signup'),
      payload: {
        user_name: 'Log Watcher',
        mobile_no: mobile,
        password: keep('password', 'Sign-up pass 7f3a'),
      },
    });
    const token = keep('token', signup.json().token);
    const userId = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).user_id;
    keep('token signature', token.split('.')[2] as string);
    await call({
      ...apiRoute('login'),
      payload: { mobile_no: mobile, password: secrets.password },
    });
    await call({
      ...apiRoute('login'),
      payload: { mobile_no: mobile, password: keep('wrong', 'Wrong 9c1d') },
    });
    await call({
      ...apiRoute('login'),
      headers: { 'content-type': 'application/json' },
      payload: `{"mobile_no":"${mobile}","password":"${keep('broken json', 'Broken 41be')}"`,
    });
    await call({
      ...apiRoute('signup'),
      payload: {
        user_name: 'Too Long',
        mobile_no: uniqueMobile(),
        password: keep('too long', `Long ${'x'.repeat(200)}`),
      },
    });

    // Tokens: a real one on several routes (an upload among them), a forged one.
    const auth = bearer(token);
    const profile = await call({
      ...apiRoute('saveBasic', { userId }),
      headers: auth,
      payload: basicFor({ email: 'log.watcher@example.com', date_of_birth: '1996-04-09' }),
    });
    expect(profile.statusCode).toBe(200);
    await call({ ...apiRoute('me'), headers: auth });
    await call({
      ...apiRoute('me'),
      headers: bearer(keep('forged token', `${token.slice(0, -6)}AAAAAA`)),
    });
    await call({ ...apiRoute('me'), headers: { cookie: `accessTokenV2=${token}` } });
    const uploaded = await send(
      { ...ctx, app: logged },
      { mobile, password: secrets.password as string, token, userId },
      { ...apiRoute('uploadPhoto', { userId }), files: [photoFile(await png(), 'me.png')] },
    );
    expect(uploaded.statusCode).toBe(200);

    // Signed media links: the real one, a tampered one.
    const photoUrl = uploaded.json()[0].url as string;
    const sig = keep('media signature', new URL(photoUrl, 'http://x').searchParams.get('sig') as string);
    expect((await call({ method: 'GET', url: photoUrl })).statusCode).toBe(200);
    await call({
      method: 'GET',
      url: photoUrl.replace(sig, keep('tampered signature', `${sig.slice(0, -4)}AAAA`)),
    });

    // E-mailed secrets: the pages their links open, and the calls those pages make.
    const verifySecret = keep('verification secret', await mailedSecret('verify/email', 1));
    await call({ method: 'GET', url: `/verify/email/${userId}/${verifySecret}` });
    expect(
      (
        await call({
          ...apiRoute('verifyEmail'),
          payload: { user_id: userId, secret: verifySecret },
        })
      ).statusCode,
    ).toBe(200);
    await call({
      ...apiRoute('requestPasswordReset'),
      payload: { mobile_no: mobile, date_of_birth: '1996-4-9' },
    });
    const resetSecret = keep('reset secret', await mailedSecret('password/reset', 1));
    await call({ method: 'GET', url: `/password/reset/${userId}/${resetSecret}?from=mail` });
    const newPassword = keep('new password', 'Reset pass 5e7b');
    expect(
      (
        await call({
          ...apiRoute('confirmPasswordReset'),
          payload: { user_id: userId, secret: resetSecret, password: newPassword },
        })
      ).statusCode,
    ).toBe(200);
    const relogin = await call({
      ...apiRoute('login'),
      payload: { mobile_no: mobile, password: newPassword },
    });
    keep('token after reset', relogin.json().token);
    const changed = await call({
      ...apiRoute('changePassword'),
      headers: bearer(secrets['token after reset'] as string),
      payload: { old_password: newPassword, password: keep('changed password', 'Changed pass 0d2c') },
    });
    expect(changed.statusCode).toBe(200);
    keep('token after change', changed.json().token);

    const log = lines.join('');
    const found = Object.entries(secrets)
      .filter(([, value]) => log.includes(value))
      .map(([label]) => label);
    expect(found).toEqual([]);
    // The capture works: requests are logged, with their secrets redacted.
    expect(log).toContain('request completed');
    expect(log).toContain(`/verify/email/${userId}/[redacted]`);
    expect(log).toContain('sig=[redacted]');
  });
});
