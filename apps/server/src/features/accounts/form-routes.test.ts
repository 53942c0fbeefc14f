import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiRoute,
  type BuiltFormTexts,
  birthYears,
  builtPageKey,
  DOMAINS,
  LANGUAGES,
  PUBLIC_CONFIG_SLOT,
  STATUS_REJECTED,
  TOKEN_COOKIE,
} from '@varmala/shared';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.js';
import { oneTimeTokens, users } from '../../db/schema.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { basicFor } from '../../test/profile-fixtures.js';
import { setStatus } from '../../test/search-support.js';
import { bearer, decodeClaims, uniqueIp, uniqueMobile, useTestApp } from '../../test/test-app.js';

/**
 * A web build as the server reads it: each form page as the build writes it (a form on the page's
 * own path, its controls named as the app names them) and the forms' texts in three languages.
 */
function webBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vm-forms-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Varmala</title>');
  const controls: Record<string, string> = {
    '/login':
      '<input type="tel" inputmode="numeric" name="mobileNo" id="f1" autofocus/><input type="password" name="password" id="f2"/>',
    '/signup':
      '<input type="radio" name="profileFor" value="self"/><input type="radio" name="profileFor" value="son"/>' +
      '<input name="name" id="f3"/><input type="tel" name="mobileNo" id="f4"/>' +
      '<input type="password" name="password"/><input type="password" name="confirmPassword"/>',
    '/password/reset':
      '<input type="tel" name="mobileNo"/>' +
      `<select name="dob_year"><option value="">Select</option>${birthYears()
        .map((year) => `<option value="${year}">${year}</option>`)
        .join('')}</select>` +
      '<select name="dob_month"><option value="" selected>Select</option><option value="3">March</option></select>' +
      '<select name="dob_date"><option value="">Select</option><option value="5">5</option></select>',
  };
  const pages: Record<string, string> = {};
  for (const domain of DOMAINS) {
    for (const language of LANGUAGES) {
      for (const [route, fields] of Object.entries(controls)) {
        pages[builtPageKey(domain, language, route)] =
          `<!doctype html><html lang="${language}"><head>${PUBLIC_CONFIG_SLOT}</head><body><div id="root" data-prerendered="${route}"><main><h1>${route}</h1>` +
          `<form class="form" novalidate method="post" action="${route}"><fieldset class="form__controls">${fields}<button type="submit">Send</button></fieldset></form></main></div></body></html>`;
      }
    }
  }
  writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(pages));
  writeFileSync(path.join(dir, 'form-texts.json'), JSON.stringify(TEXTS));
  return dir;
}

const TEXTS: BuiltFormTexts = {
  en: {
    'login.failed': 'Login failed',
    'login.mobileNo': 'Mobile number',
    'login.password': 'Password',
    'signup.failed': 'Something went wrong!',
    'signup.profileFor': 'This profile is for',
    'signup.mobileNo': 'Mobile number',
    'signup.password': 'Password',
    'signup.confirmPassword': 'Confirm password',
    'resetPassword.failed': "Couldn't able to reset password...",
    'resetPassword.linkSent': 'Link to reset password has been sent to you email!',
    'resetPassword.linkSentHint': 'The link works for one hour.',
    'resetPassword.noEmail': 'No Email provided',
    'resetPassword.noEmailAskWithoutPhone': 'Please contact us to add an e-mail address to your profile.',
  },
  mr: {
    'login.failed': 'लॉग इन झाले नाही',
    'login.password': 'पासवर्ड',
    'errors.invalidCredentials': 'मोबाईल नंबर किंवा पासवर्ड चुकीचा आहे.',
    'errors.tooManyAttempts_one': 'खूप वेळा प्रयत्न झाले. कृपया {{count}} मिनिटाने पुन्हा प्रयत्न करा.',
    'errors.tooManyAttempts_other': 'खूप वेळा प्रयत्न झाले. कृपया {{count}} मिनिटांनी पुन्हा प्रयत्न करा.',
    'signup.failed': 'काहीतरी चुकले',
    'signup.mobileNo': 'मोबाईल नंबर',
    'errors.mobileTaken': 'या मोबाईल नंबरची नोंदणी आधीच झाली आहे. कृपया लॉग इन करा.',
    'resetPassword.linkSent': 'पासवर्ड रीसेट करण्याची लिंक आपल्या ई-मेलवर पाठवली आहे!',
    'resetPassword.linkSentHint': 'ही लिंक एक तास चालते.',
  },
  ta: {
    'login.failed': 'உள்நுழைய முடியவில்லை',
    'errors.invalidCredentials': 'மொபைல் எண் அல்லது கடவுச்சொல் தவறு.',
    'signup.failed': 'பிழை',
    'signup.profileFor': 'இந்த சுயவிவரம் யாருக்காக',
    'validation.required': 'தேவை',
    'resetPassword.failed': 'கடவுச்சொல்லை மீட்டமைக்க முடியவில்லை...',
    'resetPassword.dateOfBirth': 'பிறந்த தேதி',
    'validation.invalidDate': 'தவறான தேதி',
  },
};

const ctx = useTestApp({
  webDistDir: webBuild(),
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    loginPerMobile: { limit: 3, windowMs: 15 * 60_000 },
    signupPerMobile: { limit: 2, windowMs: 60 * 60_000 },
  },
});

const PASSWORD = 'a long enough password';
/** What a browser says of a form it posts from one of the site's own pages. */
const FROM_THIS_SITE = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };

function post(
  route: string,
  fields: Record<string, string>,
  { language = 'en', ip = uniqueIp(), headers = FROM_THIS_SITE as Record<string, string> } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: route,
    remoteAddress: ip,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `lang=${language}`,
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The session cookie an answer sets, as the app reads it (apps/web src/lib/auth-cookie.ts). */
function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const header = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${TOKEN_COOKIE}=`));
  return header;
}

function tokenOf(response: LightMyRequestResponse): string {
  const cookie = sessionCookie(response) ?? '';
  return cookie.slice(TOKEN_COOKIE.length + 1, cookie.indexOf(';'));
}

async function me(token: string) {
  return ctx.app.inject({ ...apiRoute('me'), headers: bearer(token) });
}

/** The page answered: the notice over its form, in the page's language, and no password in it. */
function expectPage(response: LightMyRequestResponse, status: number, ...texts: string[]) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.headers['cache-control']).toBe('no-store');
  const html = response.body;
  const notice = /<form[^>]*>(<div class="alert[^"]*" role="(?:alert|status)">[\s\S]*?<\/div>)/.exec(
    html,
  )?.[1];
  for (const text of texts) expect(notice, html).toContain(text);
  expect(html).not.toContain(PASSWORD);
  // The app reads the same notice when it takes the page over.
  const data = /<script type="application\/json" id="form-outcome">([^<]*)<\/script>/.exec(html)?.[1];
  const told = JSON.parse(data ?? 'null') as { title: string; lines: string[] };
  expect([told.title, ...told.lines].join(' ')).toContain(texts[0]);
  expect(sessionCookie(response)).toBeUndefined();
  return html;
}

describe('the log-in form sent without scripts', () => {
  it('logs in with a redirect home and the session the app keeps, in the cookie it reads', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const response = await post('/login', { mobileNo: member.mobile, password: member.password });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe('/home');
    const cookie = sessionCookie(response) ?? '';
    expect(cookie).toMatch(/; Path=\/; Max-Age=3000; SameSite=Strict$/);
    expect(cookie).not.toContain('HttpOnly');
    const token = tokenOf(response);
    expect(decodeClaims(token).user_id).toBe(member.userId);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('a pasted number is read as the API reads it, and the operator lands on their own page', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const pasted = `+91 ${member.mobile.slice(0, 5)} ${member.mobile.slice(5)}`;
    const response = await post('/login', { mobileNo: pasted, password: member.password });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe('/home');
    const admin = await makeAdmin(ctx);
    const operator = await post('/login', { mobileNo: admin.mobile, password: admin.password });
    expect(operator.headers.location).toBe('/admin');
  });

  it('a wrong password answers the login page in its language, the number kept and never the password', async () => {
    const member = await makeMember(ctx, { steps: [] });
    for (const [language, title, message] of [
      ['mr', 'लॉग इन झाले नाही', 'मोबाईल नंबर किंवा पासवर्ड चुकीचा आहे.'],
      ['ta', 'உள்நுழைய முடியவில்லை', 'மொபைல் எண் அல்லது கடவுச்சொல் தவறு.'],
      ['en', 'Login failed', 'Invalid mobile number or password.'],
    ] as const) {
      const response = await post('/login', { mobileNo: member.mobile, password: PASSWORD }, { language });
      const html = expectPage(response, 401, title, message);
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(`name="mobileNo" id="f1" autofocus value="${member.mobile}"`);
      expect(html).toMatch(/<input type="password" name="password" id="f2"\/>/);
    }
  });

  it('empty fields are named in the page, as the form would name them', async () => {
    const response = await post('/login', { mobileNo: '', password: '' });
    expectPage(response, 400, 'Login failed', 'Mobile number: Required', 'Password: Required');
  });

  it('counts its tries on the same counters as the API: past the limit the page says when to try again', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const ip = uniqueIp();
    for (let i = 0; i < 2; i++) {
      const api = await ctx.app.inject({
        ...apiRoute('login'),
        remoteAddress: ip,
        payload: { mobile_no: member.mobile, password: `guess ${i}` },
      });
      expect(api.statusCode).toBe(401);
    }
    expect((await post('/login', { mobileNo: member.mobile, password: 'guess 2' }, { ip })).statusCode).toBe(
      401,
    );
    // The right password too: the guesser may have found it.
    const refused = await post(
      '/login',
      { mobileNo: member.mobile, password: member.password },
      { ip, language: 'mr' },
    );
    expectPage(refused, 429, 'लॉग इन झाले नाही', 'खूप वेळा प्रयत्न झाले. कृपया 15 मिनिटांनी पुन्हा प्रयत्न करा.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // And the API refuses it too, from the form's count.
    const api = await ctx.app.inject({
      ...apiRoute('login'),
      remoteAddress: ip,
      payload: { mobile_no: member.mobile, password: member.password },
    });
    expect(api.statusCode).toBe(429);
  });
});

describe('the sign-up form sent without scripts', () => {
  const fields = (mobile: string) => ({
    profileFor: 'son',
    name: 'Asha Patil',
    mobileNo: mobile,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });

  it("makes the account in the page's language with its first session, and goes on to the profile", async () => {
    const mobile = uniqueMobile();
    const response = await post('/signup', fields(mobile), { language: 'mr' });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe('/profile/register/basic');
    const found = await me(tokenOf(response));
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ language: 'mr', profile_for: 'son', domain: 'varmala' });
    expect(decodeClaims(tokenOf(response)).user_name).toBe('Asha Patil');
    expect(await ctx.database.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(1);
  });

  it('a taken number answers the page again with what was typed, never the passwords', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const response = await post('/signup', fields(member.mobile), { language: 'mr' });
    const html = expectPage(
      response,
      409,
      'काहीतरी चुकले',
      'या मोबाईल नंबरची नोंदणी आधीच झाली आहे. कृपया लॉग इन करा.',
    );
    expect(html).toContain('<input type="radio" name="profileFor" value="son" checked/>');
    expect(html).toContain('<input type="radio" name="profileFor" value="self"/>');
    expect(html).toContain('name="name" id="f3" value="Asha Patil"');
    expect(html).toContain(`name="mobileNo" id="f4" value="${member.mobile}"`);
  });

  it('bad input names each field in the page, and what was typed is written back as text, not markup', async () => {
    const response = await post(
      '/signup',
      {
        name: '"><script>alert(1)</script>',
        mobileNo: '12',
        password: 'short',
        confirmPassword: 'other',
      },
      { language: 'ta' },
    );
    const html = expectPage(response, 400, 'பிழை', 'இந்த சுயவிவரம் யாருக்காக: தேவை');
    // A text the fixture's Tamil lacks is written in English.
    expect(html).toContain('<p>Password: Password must be at least 8 characters</p>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(await ctx.database.db.select().from(users).where(eq(users.mobile, '12'))).toEqual([]);
  });

  it('a number the operator refused before starts its new account Rejected, as through the API', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    await setStatus(ctx, groom.profileId, STATUS_REJECTED);
    const erased = await ctx.app.inject({
      ...apiRoute('eraseAccount'),
      headers: bearer(groom.token),
      payload: { password: groom.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const response = await post('/signup', fields(groom.mobile));
    expect(response.statusCode, response.body).toBe(303);
    expect((await me(tokenOf(response))).json()).toMatchObject({ profile: { status: STATUS_REJECTED } });
  });

  it('counts sign-ups of one number with the API: past the limit the page says so and no account is made', async () => {
    const mobile = uniqueMobile();
    const api = await ctx.app.inject({
      ...apiRoute('signup'),
      remoteAddress: uniqueIp(),
      payload: { user_name: 'First', mobile_no: mobile, password: PASSWORD },
    });
    expect(api.statusCode).toBe(200);
    expect((await post('/signup', fields(mobile))).statusCode).toBe(409);
    expectPage(await post('/signup', fields(mobile)), 429, 'Something went wrong!', 'Too many attempts');
  });
});

describe('the reset form sent without scripts', () => {
  const born = birthYears()[2] as number;

  async function memberWith(email: string | null) {
    const member = await makeMember(ctx, { steps: [] });
    const saved = await ctx.app.inject({
      ...apiRoute('saveBasic', { userId: member.userId }),
      headers: bearer(member.token),
      payload: basicFor({ email, date_of_birth: `${born}-03-05` }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return member;
  }

  it('makes the link and says so in the page, the form empty again', async () => {
    const member = await memberWith('family@example.com');
    const response = await post(
      '/password/reset',
      { mobileNo: member.mobile, dob_year: String(born), dob_month: '3', dob_date: '5' },
      { language: 'mr' },
    );
    const html = expectPage(response, 200, 'पासवर्ड रीसेट करण्याची लिंक आपल्या ई-मेलवर पाठवली आहे!');
    expect(html).toContain('class="alert alert--success" role="status"');
    expect(html).not.toContain(`value="${member.mobile}"`);
    await vi.waitFor(
      async () =>
        expect(
          await ctx.database.db
            .select()
            .from(oneTimeTokens)
            .where(and(eq(oneTimeTokens.userId, member.userId), eq(oneTimeTokens.purpose, 'password_reset'))),
        ).toHaveLength(1),
      { timeout: 5_000 },
    );
  });

  it('an account without an e-mail address is told whom to ask, the choices kept', async () => {
    const member = await memberWith(null);
    const response = await post('/password/reset', {
      mobileNo: member.mobile,
      dob_year: String(born),
      dob_month: '3',
      dob_date: '5',
    });
    const html = expectPage(response, 200, 'No Email provided', 'Please contact us');
    expect(html).toContain(`<option value="${born}" selected>`);
    expect(html).toContain('<option value="3" selected>March</option>');
    expect(html).not.toContain('<option value="" selected>');
  });

  it('a date that is not one is named in the page', async () => {
    const response = await post(
      '/password/reset',
      { mobileNo: uniqueMobile(), dob_year: String(born), dob_month: '2', dob_date: '31' },
      { language: 'ta' },
    );
    expectPage(response, 400, 'கடவுச்சொல்லை மீட்டமைக்க முடியவில்லை...', 'பிறந்த தேதி: ');
  });
});

describe('a form post from anywhere but these pages', () => {
  const cases: [string, Record<string, string>][] = [
    ['another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a sibling site', { 'sec-fetch-site': 'same-site', origin: 'http://other.localhost' }],
    ['an older browser on another site', { origin: 'https://evil.example' }],
    ['a page that hides where it is', { origin: 'null' }],
    ['a referring page elsewhere', { referer: 'https://evil.example/login' }],
    ['nothing said at all', {}],
  ];
  for (const [label, headers] of cases) {
    it(`${label}: refused (403), no session and no account`, async () => {
      const member = await makeMember(ctx, { steps: [] });
      const login = await post('/login', { mobileNo: member.mobile, password: member.password }, { headers });
      expect(login.statusCode, login.body).toBe(403);
      expect(sessionCookie(login)).toBeUndefined();
      const mobile = uniqueMobile();
      const signup = await post(
        '/signup',
        {
          profileFor: 'self',
          name: 'Forced',
          mobileNo: mobile,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
        { headers },
      );
      expect(signup.statusCode).toBe(403);
      expect(await ctx.database.db.select().from(users).where(eq(users.mobile, mobile))).toEqual([]);
    });
  }

  it('an older browser on this site (Origin or Referer only) is let in', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const fromHere: Record<string, string>[] = [
      { origin: 'http://localhost:80' },
      { referer: 'http://localhost:80/login' },
    ];
    for (const headers of fromHere) {
      const response = await post(
        '/login',
        { mobileNo: member.mobile, password: member.password },
        { headers },
      );
      expect(response.statusCode, response.body).toBe(303);
    }
  });

  it('the page paths read only url-encoded forms, and the API only JSON', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/login',
      headers: FROM_THIS_SITE,
      payload: { mobileNo: member.mobile, password: member.password },
    });
    expect(json.statusCode).toBe(415);
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...FROM_THIS_SITE },
      payload: `mobile_no=${member.mobile}&password=${encodeURIComponent(member.password)}`,
    });
    expect(form.statusCode).toBe(415);
  });
});
