import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoute } from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens, profiles } from '../../db/schema.js';
import { makeMember } from '../../test/members.js';
import { basicFor } from '../../test/profile-fixtures.js';
import { readMail, useTestSmtpServer } from '../../test/smtp-test-server.js';
import { bearer, uniqueIp, useTestApp } from '../../test/test-app.js';

const smtp = useTestSmtpServer();
const { received } = smtp;

// The mailer is built from the config when the app is built, so the SMTP address is set through a getter.
const ctx = useTestApp({
  get smtpUrl() {
    return smtp.url;
  },
});

/** Quoted-printable folds long lines with '=\n'; undo it to read the link. */
function linkIn(message: string): { user_id: number; secret: string } {
  const unfolded = message.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /http:\/\/varmala\.test\/verify\/email\/(\d+)\/([A-Za-z0-9_-]+)/.exec(unfolded);
  if (!match) throw new Error(`no link in:\n${message}`);
  return { user_id: Number(match[1]), secret: match[2] as string };
}

function verify(body: unknown) {
  return ctx.app.inject({
    ...apiRoute('verifyEmail'),
    remoteAddress: uniqueIp(),
    payload: body as object,
  });
}

/** Time passing for an account's links: their issue times move `ms` into the past. */
function ageLinksOf(userId: number, ms: number) {
  return ctx.database.db
    .update(oneTimeTokens)
    .set({ createdAt: sql`${oneTimeTokens.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(oneTimeTokens.userId, userId));
}

describe('e-mail verification over SMTP', () => {
  it('mails a link when an e-mail is saved; the link verifies exactly once', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const saved = await ctx.app.inject({
      ...apiRoute('saveBasic', { userId: member.userId }),
      headers: bearer(member.token),
      payload: basicFor({ email: 'Priya.K@Example.com' }),
    });
    expect(saved.statusCode).toBe(200);
    const mail = received.at(-1);
    expect(mail?.to).toEqual(['priya.k@example.com']);
    expect(mail?.data).toContain('Subject: Please verify your e-mail address');
    const link = linkIn(mail?.data ?? '');
    expect(link.user_id).toBe(member.userId);

    const first = await verify({ user_id: link.user_id, secret: link.secret });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ Status: 'Success' });
    const me = await ctx.app.inject({ ...apiRoute('me'), headers: bearer(member.token) });
    expect(me.json().email_verified).toBe(true);

    const second = await verify({ user_id: link.user_id, secret: link.secret });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      Status: 'Error',
      Message: 'This verification link is invalid or has already been used.',
    });
  });

  it('sends nothing when the address is unchanged, and a changed address needs verifying again', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const save = (email: string) =>
      ctx.app.inject({
        ...apiRoute('saveBasic', { userId: member.userId }),
        headers: bearer(member.token),
        payload: basicFor({ email }),
      });
    await save('first@example.com');
    const firstLink = linkIn(received.at(-1)?.data ?? '');
    const count = received.length;
    await save('first@example.com');
    expect(received.length).toBe(count);

    // A minute later (the limit allows one verification mail a minute).
    await ageLinksOf(member.userId, 61_000);
    await save('second@example.com');
    expect(received.length).toBe(count + 1);
    // The link for the old address no longer verifies anything.
    expect((await verify(firstLink)).statusCode).toBe(400);
    expect((await verify(linkIn(received.at(-1)?.data ?? ''))).statusCode).toBe(200);
  });

  it("refuses a wrong secret, another member's id, and malformed input", async () => {
    const member = await makeMember(ctx, { steps: [] });
    const other = await makeMember(ctx, { steps: [] });
    await ctx.app.inject({
      ...apiRoute('saveBasic', { userId: member.userId }),
      headers: bearer(member.token),
      payload: basicFor({ email: 'third@example.com' }),
    });
    const link = linkIn(received.at(-1)?.data ?? '');
    expect((await verify({ user_id: other.userId, secret: link.secret })).statusCode).toBe(400);
    expect(
      (await verify({ user_id: link.user_id, secret: `${link.secret.slice(0, -2)}xx` })).statusCode,
    ).toBe(400);
    expect((await verify({ user_id: 'x', secret: 'short' })).statusCode).toBe(400);
    // An id past the database's integer range is bad input, not a server error.
    expect((await verify({ user_id: 3_000_000_000, secret: link.secret })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect((await verify({ user_id: link.user_id, secret: link.secret })).statusCode).toBe(200);
  });
});

describe('e-mail without a mail server', () => {
  it('writes the message to the outbox', async () => {
    const { createMailer } = await import('../events/mail/mailer.js');
    const lines: string[] = [];
    const mailer = createMailer({ ...ctx.config, smtpUrl: undefined }, (line) => lines.push(line));
    await mailer.send({ to: 'a@example.com', subject: 'Hello', text: 'Open http://x/verify/1/secret' });
    mailer.close();
    const outbox = path.join(ctx.config.dataDir, 'outbox');
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml') && !f.startsWith('.'));
    expect(files).toHaveLength(1);
    const file = path.join(outbox, files[0] as string);
    expect(readFileSync(file, 'utf8')).toContain('Subject: Hello');
    // The log names the file only: the link it carries is a secret.
    expect(lines).toEqual([`e-mail written to ${file}`]);
  });
});

describe('verification mails', () => {
  async function saver() {
    const member = await makeMember(ctx, { steps: [] });
    const save = (email: string, name = 'Asha') =>
      ctx.app.inject({
        ...apiRoute('saveBasic', { userId: member.userId }),
        headers: bearer(member.token),
        remoteAddress: uniqueIp(),
        payload: basicFor({ email, name }),
      });
    const savedEmail = async () => {
      const [row] = await ctx.database.db
        .select({ email: profiles.email })
        .from(profiles)
        .where(eq(profiles.userId, member.userId));
      return row?.email;
    };
    const age = (ms: number) => ageLinksOf(member.userId, ms);
    const mailsTo = (email: string) => received.filter((mail) => mail.to.includes(email)).length;
    return { member, save, savedEmail, age, mailsTo };
  }

  it('go out at most once a minute and three times a day per account; past that 429, nothing saved', async () => {
    const { save, savedEmail, age, mailsTo } = await saver();
    expect((await save('one@example.com')).statusCode).toBe(200);

    const tooSoon = await save('two@example.com');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      Status: 'Error',
      code: 'RATE_LIMITED',
      Message: 'A verification e-mail was sent less than a minute ago. Please wait a minute and save again.',
      message_key: 'verificationMailJustSent',
    });
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(50);
    expect(await savedEmail()).toBe('one@example.com');
    expect(mailsTo('two@example.com')).toBe(0);

    await age(61_000);
    expect((await save('two@example.com')).statusCode).toBe(200);
    await age(61_000);
    expect((await save('three@example.com')).statusCode).toBe(200);
    await age(61_000);
    const fourth = await save('four@example.com');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      Message: '3 verification e-mails were sent today. Please try again in 24 hours.',
      message_key: 'verificationMailsToday',
      message_params: { mails: 3, count: 24 },
    });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await savedEmail()).toBe('three@example.com');
    expect(mailsTo('four@example.com')).toBe(0);

    // Saving other fields with the same address sends nothing, so it is never limited.
    expect((await save('three@example.com', 'Asha Devi')).statusCode).toBe(200);

    await age(24 * 60 * 60 * 1000);
    expect((await save('four@example.com')).statusCode).toBe(200);
    expect(mailsTo('four@example.com')).toBe(1);
  });

  it('hold for two saves sent at once (two tabs): one mail goes out', async () => {
    const { save, age, mailsTo } = await saver();
    expect((await save('before@example.com')).statusCode).toBe(200);
    await age(61_000);
    const answers = await Promise.all([save('tab.one@example.com'), save('tab.two@example.com')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    expect(mailsTo('tab.one@example.com') + mailsTo('tab.two@example.com')).toBe(1);
  });

  it('greet by a name only when it looks like one: no text of the member reaches the address typed', async () => {
    const { save } = await saver();
    expect((await save('greeted@example.com', 'Priya Devi')).statusCode).toBe(200);
    expect(received.at(-1)?.data).toContain('Namaste Priya Devi,');

    const { save: saveAgain } = await saver();
    const bait = 'Claim your prize at prize.example/win';
    expect((await saveAgain('bait@example.com', bait)).statusCode).toBe(200);
    const mail = received.at(-1)?.data ?? '';
    expect(mail).toContain('Namaste,');
    expect(mail).not.toContain('prize');
  });

  it('greet the family, not the bride or groom by name, when a parent, brother or sister registered the profile', async () => {
    const greetingOf = async (options: Parameters<typeof makeMember>[1], name: string) => {
      const member = await makeMember(ctx, { ...options, steps: [] });
      const email = `family${member.userId}@example.com`;
      const saved = await ctx.app.inject({
        ...apiRoute('saveBasic', { userId: member.userId }),
        headers: bearer(member.token),
        payload: basicFor({ email, name }),
      });
      expect(saved.statusCode).toBe(200);
      const mail = received.filter((sent) => sent.to.includes(email)).at(-1);
      return readMail(mail ?? { to: [], data: '' }).text.split('\n')[0];
    };
    expect(await greetingOf({ profileFor: 'daughter', language: 'mr' }, 'Sayali')).toBe('नमस्कार,');
    expect(await greetingOf({ profileFor: 'son', language: 'ta' }, 'Karthik')).toBe('வணக்கம்,');
    expect(await greetingOf({ profileFor: 'sister' }, 'Meena')).toBe('Namaste,');
    expect(await greetingOf({ profileFor: 'relative', language: 'mr' }, 'Rohan')).toBe('नमस्कार,');
    // Registered by the bride or groom, or before the question was asked: by name, as before.
    expect(await greetingOf({ profileFor: 'self', language: 'mr' }, 'Sayali')).toBe('नमस्कार Sayali,');
    expect(await greetingOf({ language: 'ta' }, 'Kavitha')).toBe('வணக்கம் Kavitha,');
  });

  it('are written in the language the member reads the site in', async () => {
    const tamil = await makeMember(ctx, { steps: [], language: 'ta' });
    const saved = await ctx.app.inject({
      ...apiRoute('saveBasic', { userId: tamil.userId }),
      headers: bearer(tamil.token),
      payload: basicFor({ email: 'tamil.reader@example.com', name: 'Kavitha' }),
    });
    expect(saved.statusCode).toBe(200);
    const mail = readMail(received.at(-1) ?? { to: [], data: '' });
    expect(mail.subject).toBe('வரமாலா: உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்');
    expect(mail.text).toContain('வணக்கம் Kavitha,');
    expect(mail.text).toContain('இந்த இணைப்பைத் திறக்கவும்');
    expect(mail.text).not.toMatch(/Please|Namaste/);
    expect(linkIn(mail.text).user_id).toBe(tamil.userId);

    // A member who changes the language later gets the next mail in the new one.
    const member = await makeMember(ctx, { steps: [] });
    const me = () => ctx.app.inject({ ...apiRoute('me'), headers: bearer(member.token) });
    expect((await me()).json().language).toBeNull();
    const chosen = await ctx.app.inject({
      ...apiRoute('setLanguage'),
      headers: bearer(member.token),
      payload: { language: 'mr' },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await me()).json().language).toBe('mr');
    await ctx.app.inject({
      ...apiRoute('saveBasic', { userId: member.userId }),
      headers: bearer(member.token),
      payload: basicFor({ email: 'marathi.reader@example.com', name: 'Sayali' }),
    });
    const marathi = readMail(received.at(-1) ?? { to: [], data: '' });
    expect(marathi.subject).toBe('वरमाला: कृपया आपल्या ई-मेल पत्त्याची पडताळणी करा');
    expect(marathi.text).toContain('नमस्कार Sayali,');
  });

  it('refuse a language the site does not speak, and a member who is not logged in', async () => {
    const member = await makeMember(ctx, { steps: [] });
    for (const language of ['hi', 'EN', '', null, 'ta\u0000']) {
      const response = await ctx.app.inject({
        ...apiRoute('setLanguage'),
        headers: bearer(member.token),
        payload: { language },
      });
      expect(response.statusCode, String(language)).toBe(400);
    }
    const anonymous = await ctx.app.inject({
      ...apiRoute('setLanguage'),
      payload: { language: 'ta' },
    });
    expect(anonymous.statusCode).toBe(401);
    const me = await ctx.app.inject({ ...apiRoute('me'), headers: bearer(member.token) });
    expect(me.json().language).toBeNull();
  });
});
