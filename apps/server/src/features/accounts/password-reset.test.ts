import { createHash } from 'node:crypto';
import { apiRoute, birthYears } from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.js';
import { oneTimeTokens, users } from '../../db/schema.js';
import { makeMember } from '../../test/members.js';
import { basicFor } from '../../test/profile-fixtures.js';
import { readMail, useTestSmtpServer } from '../../test/smtp-test-server.js';
import { bearer, type TestMember, uniqueIp, uniqueMobile, useTestApp } from '../../test/test-app.js';
import { withoutAuthNotices } from './test-support.js';

const smtp = useTestSmtpServer();
const { received } = smtp;

const MINUTE = 60_000;
const ctx = useTestApp({
  // The mailer is built with the app, so the SMTP address is read through a getter.
  get smtpUrl() {
    return smtp.url;
  },
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    passwordResetPerIp: { limit: 3, windowMs: 60 * MINUTE },
    passwordResetPerMobile: { limit: 2, windowMs: 60 * MINUTE },
  },
});

afterEach(() => {
  vi.useRealTimers();
});

const BORN = { year: birthYears()[2] as number, month: 3, day: 5 };
const LINK_SENT = { Status: 'Success', Message: 'Link to reset password has been sent to you email!' };

async function memberWithEmail(email: string | null, language?: 'mr' | 'ta'): Promise<TestMember> {
  const member = await makeMember(ctx, { steps: [], language });
  const saved = await ctx.app.inject({
    ...apiRoute('saveBasic', { userId: member.userId }),
    headers: bearer(member.token),
    payload: basicFor({ email, date_of_birth: `${BORN.year}-03-05` }),
  });
  if (saved.statusCode !== 200) throw new Error(`basic save failed: ${saved.body}`);
  return member;
}

function requestReset(
  mobile: string,
  dateOfBirth = `${BORN.year}-${BORN.month}-${BORN.day}`,
  ip = uniqueIp(),
) {
  return ctx.app.inject({
    ...apiRoute('requestPasswordReset'),
    remoteAddress: ip,
    payload: { mobile_no: mobile, date_of_birth: dateOfBirth, domain: 'varmala' },
  });
}

function confirm(body: object) {
  return ctx.app.inject({
    ...apiRoute('confirmPasswordReset'),
    remoteAddress: uniqueIp(),
    payload: body,
  });
}

function login(mobile: string, password: string) {
  return ctx.app.inject({
    ...apiRoute('login'),
    remoteAddress: uniqueIp(),
    payload: { mobile_no: mobile, password },
  });
}

const resetMails = (to: string) =>
  received.filter(
    (mail) => mail.to.includes(to) && mail.data.includes('Subject: Reset your Varmala password'),
  );

/** The mail goes out after the answer: waits for the `count`-th reset mail to `to` and reads its link. */
async function resetLink(to: string, count = 1): Promise<{ user_id: number; secret: string }> {
  await vi.waitFor(() => expect(resetMails(to).length).toBeGreaterThanOrEqual(count), { timeout: 10_000 });
  const message = resetMails(to)[count - 1]?.data ?? '';
  const unfolded = message.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /http:\/\/varmala\.test\/password\/reset\/(\d+)\/([A-Za-z0-9_-]+)/.exec(unfolded);
  if (!match) throw new Error(`no link in:\n${message}`);
  return { user_id: Number(match[1]), secret: match[2] as string };
}

describe('POST /api/password/reset', () => {
  it('e-mails a link that sets a new password exactly once and signs out every old session', async () => {
    const member = await memberWithEmail('reset.me@example.com');
    const response = await requestReset(member.mobile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(LINK_SENT);

    const link = await resetLink('reset.me@example.com');
    expect(link.user_id).toBe(member.userId);
    // Only a hash of the secret is kept, valid for one hour.
    const stored = await ctx.database.db
      .select({ secretHash: oneTimeTokens.secretHash, expiresAt: oneTimeTokens.expiresAt })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.secretHash, createHash('sha256').update(link.secret).digest('hex')));
    expect(stored).toHaveLength(1);
    const lifetime = (stored[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(55 * MINUTE);
    expect(lifetime).toBeLessThanOrEqual(60 * MINUTE);

    const me = () => ctx.app.inject({ ...apiRoute('me'), headers: bearer(member.token) });
    // The old session is in use, so its auth row is kept; the reset drops it itself, not by notice.
    expect((await me()).statusCode).toBe(200);
    await withoutAuthNotices(ctx, async () => {
      const first = await confirm({ ...link, password: 'a new passphrase' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ Status: 'Success' });
      expect((await me()).statusCode).toBe(401);
    });

    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, member.userId));
    expect(user?.passwordHash?.startsWith('$argon2id$')).toBe(true);
    expect((await login(member.mobile, 'a new passphrase')).statusCode).toBe(200);
    expect((await login(member.mobile, member.password)).statusCode).toBe(401);

    const second = await confirm({ ...link, password: 'another passphrase' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      Status: 'Error',
      Message:
        'This password reset link is invalid, has expired or has already been used. Please ask for a new one.',
    });
    expect((await login(member.mobile, 'a new passphrase')).statusCode).toBe(200);
  });

  it('works for an hour and not after', async () => {
    const member = await memberWithEmail('hour@example.com');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    await requestReset(member.mobile);
    const early = await resetLink('hour@example.com', 1);
    vi.setSystemTime(Date.now() + 59 * MINUTE);
    expect((await confirm({ ...early, password: 'fifty nine minutes' })).statusCode).toBe(200);

    await requestReset(member.mobile);
    const late = await resetLink('hour@example.com', 2);
    vi.setSystemTime(Date.now() + 61 * MINUTE);
    expect((await confirm({ ...late, password: 'sixty one minutes' })).statusCode).toBe(400);
    vi.useRealTimers();
    expect((await login(member.mobile, 'fifty nine minutes')).statusCode).toBe(200);
  });

  it("refuses a wrong secret, another member's id and malformed input", async () => {
    const member = await memberWithEmail('wrong.secret@example.com');
    const other = await memberWithEmail('other@example.com');
    await requestReset(member.mobile);
    const link = await resetLink('wrong.secret@example.com');

    const wrongSecret = await confirm({
      ...link,
      secret: `${link.secret.slice(0, -3)}abc`,
      password: 'hijacked pass',
    });
    expect(wrongSecret.statusCode).toBe(400);
    expect((await confirm({ ...link, user_id: other.userId, password: 'hijacked pass' })).statusCode).toBe(
      400,
    );
    expect((await confirm({ user_id: 'x', secret: 'short', password: 'hijacked pass' })).statusCode).toBe(
      400,
    );
    // An id past the database's integer column is bad input, not a failed statement.
    expect(
      (await confirm({ ...link, user_id: 3_000_000_000, password: 'hijacked pass' })).json(),
    ).toMatchObject({ code: 'VALIDATION_FAILED', errors: { user_id: 'Invalid value' } });
    expect((await confirm({ ...link, password: 'short' })).json()).toMatchObject({
      errors: { password: 'Password must be at least 8 characters' },
    });
    expect((await login(other.mobile, other.password)).statusCode).toBe(200);

    // A newer link replaces an older one.
    await requestReset(member.mobile);
    const newer = await resetLink('wrong.secret@example.com', 2);
    expect((await confirm({ ...link, password: 'from the old link' })).statusCode).toBe(400);
    expect((await confirm({ ...newer, password: 'from the new link' })).statusCode).toBe(200);
  });

  it("answers 'No Email provided' for an account without an e-mail address, and sends nothing", async () => {
    const member = await memberWithEmail(null);
    const response = await requestReset(member.mobile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Status: 'Success', Message: 'No Email provided' });
    expect(
      await ctx.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, member.userId)),
    ).toEqual([]);
  });

  it('gives details that match no account the same answer as a sent link, and mails no one', async () => {
    const member = await memberWithEmail('careful@example.com');
    const before = received.length;
    expect((await requestReset(uniqueMobile())).json()).toEqual(LINK_SENT);
    expect((await requestReset(member.mobile, `${BORN.year}-3-6`)).json()).toEqual(LINK_SENT);
    const accountWithoutProfile = await makeMember(ctx, { steps: [] });
    expect((await requestReset(accountWithoutProfile.mobile)).json()).toEqual(LINK_SENT);

    // A matching request afterwards is the only mail that arrives.
    await requestReset(member.mobile);
    await resetLink('careful@example.com');
    expect(
      received.slice(before).filter((mail) => mail.data.includes('Reset your Varmala password')),
    ).toHaveLength(1);
  });

  // A second connection holds the table a link is written to: only PostgreSQL has one to give.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'answers a known mobile before any link is written, as it answers an unknown one',
    async () => {
      const member = await memberWithEmail('timing@example.com');
      const before = resetMails('timing@example.com').length;
      let answered: number[] = [];
      await ctx.database.db.transaction(async (tx) => {
        // While this transaction lasts, no one-time link can be written.
        await tx.execute(sql`lock table one_time_tokens in exclusive mode`);
        const within = (ms: number) =>
          new Promise<number>((resolve) => setTimeout(() => resolve(0), ms).unref());
        answered = await Promise.all(
          [member.mobile, uniqueMobile()].map((mobile) =>
            Promise.race([requestReset(mobile).then((response) => response.statusCode), within(5_000)]),
          ),
        );
      });
      // Both answered with the link still unwritten: the answer waited for the same one look-up.
      expect(answered).toEqual([200, 200]);
      await resetLink('timing@example.com', before + 1);
    },
  );

  it('greets by a name only when it looks like one, and echoes nothing else the member typed', async () => {
    const member = await makeMember(ctx, { steps: [] });
    await ctx.app.inject({
      ...apiRoute('saveBasic', { userId: member.userId }),
      headers: bearer(member.token),
      payload: basicFor({
        email: 'greeting@example.com',
        name: 'Urgent: verify at account-check.example',
        date_of_birth: `${BORN.year}-03-05`,
      }),
    });
    await requestReset(member.mobile);
    await resetLink('greeting@example.com');
    const mail = resetMails('greeting@example.com')[0]?.data ?? '';
    expect(mail).toContain('Namaste,');
    expect(mail).not.toContain('account-check');
  });

  it('greets the family rather than the son by name when his parent registered the profile', async () => {
    const member = await makeMember(ctx, { steps: [], profileFor: 'son' });
    await ctx.app.inject({
      ...apiRoute('saveBasic', { userId: member.userId }),
      headers: bearer(member.token),
      payload: basicFor({
        email: 'parent.of.rahul@example.com',
        name: 'Rahul',
        gender: 'Male',
        date_of_birth: `${BORN.year}-03-05`,
      }),
    });
    await requestReset(member.mobile);
    await resetLink('parent.of.rahul@example.com');
    const mail = readMail({ to: [], data: resetMails('parent.of.rahul@example.com')[0]?.data ?? '' });
    expect(mail.text.split('\n')[0]).toBe('Namaste,');
    expect(mail.text).not.toContain('Rahul');
  });

  it('writes the mail in the language the member reads the site in', async () => {
    const member = await memberWithEmail('marathi.reset@example.com', 'mr');
    expect((await requestReset(member.mobile)).statusCode).toBe(200);
    const resetMail = () =>
      received
        .filter((mail) => mail.to.includes('marathi.reset@example.com'))
        .map(readMail)
        .find((mail) => mail.subject === 'आपला वरमाला पासवर्ड पुन्हा सेट करा');
    await vi.waitFor(() => expect(resetMail()).toBeDefined(), { timeout: 10_000 });
    const mail = resetMail() ?? { subject: '', text: '' };
    expect(mail.text).toContain(`मोबाईल नंबरचे शेवटचे अंक ${member.mobile.slice(-4)} आहेत`);
    expect(mail.text).toMatch(/http:\/\/varmala\.test\/password\/reset\/\d+\/[\w-]+/);
    expect(mail.text).not.toMatch(/Namaste|choose|ignore/);
  });

  it('refuses bad input', async () => {
    for (const body of [
      {},
      { mobile_no: '12345', date_of_birth: '1998-3-5' },
      { mobile_no: uniqueMobile(), date_of_birth: '1998-2-30' },
      { mobile_no: uniqueMobile() },
    ]) {
      const response = await ctx.app.inject({
        ...apiRoute('requestPasswordReset'),
        remoteAddress: uniqueIp(),
        payload: body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('limits requests per mobile and per address', async () => {
    const member = await memberWithEmail('limits@example.com');
    const perMobile: number[] = [];
    for (let i = 0; i < 3; i++) perMobile.push((await requestReset(member.mobile)).statusCode);
    expect(perMobile).toEqual([200, 200, 429]);
    const refused = await requestReset(member.mobile);
    expect(refused.json()).toMatchObject({ Status: 'Error', code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const ip = uniqueIp();
    const perAddress: number[] = [];
    for (let i = 0; i < 5; i++)
      perAddress.push((await requestReset(uniqueMobile(), undefined, ip)).statusCode);
    expect(perAddress).toEqual([200, 200, 200, 429, 429]);
  });
});
