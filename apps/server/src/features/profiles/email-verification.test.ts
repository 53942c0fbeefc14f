import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { basicFor } from '../../test/profile-fixtures.js';
import { useTestSmtpServer } from '../../test/smtp-test-server.js';
import { bearer, signupMember, uniqueIp, useTestApp } from '../../test/test-app.js';

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
    method: 'POST',
    url: '/api/user/verify/email',
    remoteAddress: uniqueIp(),
    payload: body as object,
  });
}

describe('e-mail verification over SMTP', () => {
  it('mails a link when an e-mail is saved; the link verifies exactly once', async () => {
    const member = await signupMember(ctx.app);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/api/profile/${member.userId}/basic`,
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
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(member.token) });
    expect(me.json().email_verified).toBe(true);

    const second = await verify({ user_id: link.user_id, secret: link.secret });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      Status: 'Error',
      Message: 'This verification link is invalid or has already been used.',
    });
  });

  it('sends nothing when the address is unchanged, and a changed address needs verifying again', async () => {
    const member = await signupMember(ctx.app);
    const save = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/profile/${member.userId}/basic`,
        headers: bearer(member.token),
        payload: basicFor({ email }),
      });
    await save('first@example.com');
    const firstLink = linkIn(received.at(-1)?.data ?? '');
    const count = received.length;
    await save('first@example.com');
    expect(received.length).toBe(count);

    await save('second@example.com');
    expect(received.length).toBe(count + 1);
    // The link for the old address no longer verifies anything.
    expect((await verify(firstLink)).statusCode).toBe(400);
    expect((await verify(linkIn(received.at(-1)?.data ?? ''))).statusCode).toBe(200);
  });

  it("refuses a wrong secret, another member's id, and malformed input", async () => {
    const member = await signupMember(ctx.app);
    const other = await signupMember(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/profile/${member.userId}/basic`,
      headers: bearer(member.token),
      payload: basicFor({ email: 'third@example.com' }),
    });
    const link = linkIn(received.at(-1)?.data ?? '');
    expect((await verify({ user_id: other.userId, secret: link.secret })).statusCode).toBe(400);
    expect(
      (await verify({ user_id: link.user_id, secret: `${link.secret.slice(0, -2)}xx` })).statusCode,
    ).toBe(400);
    expect((await verify({ user_id: 'x', secret: 'short' })).statusCode).toBe(400);
    expect((await verify({ user_id: link.user_id, secret: link.secret })).statusCode).toBe(200);
  });
});

describe('e-mail without a mail server', () => {
  it('writes the message to the outbox', async () => {
    const { createMailer } = await import('../mail/mailer.js');
    const lines: string[] = [];
    const mailer = createMailer({ ...ctx.config, smtpUrl: undefined }, (line) => lines.push(line));
    await mailer.send({ to: 'a@example.com', subject: 'Hello', text: 'Body', link: 'http://x/verify' });
    const outbox = path.join(ctx.config.dataDir, 'outbox');
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(outbox, files[0] as string), 'utf8')).toContain('Subject: Hello');
    expect(lines[0]).toContain('http://x/verify');
  });
});
