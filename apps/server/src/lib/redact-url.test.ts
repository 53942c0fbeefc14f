/**
 * No secret a URL carries reaches the log: share links, one-time links (claim, password reset,
 * e-mail verification), unsubscribe tokens, signed media and any secret-named query parameter,
 * however the path or the name is spelled, in request lines and in errors alike.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { apiRoute } from '@varmala/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app.js';
import type { App } from '../app-types.js';
import { issueOneTimeSecret } from '../features/access/one-time-tokens.js';
import { unsubscribeToken } from '../features/events/unsubscribe-token.js';
import { makeAdmin, makeMember } from '../test/members.js';
import { bearer, testConfig, uniqueIp, uniqueMobile, useTestApp } from '../test/test-app.js';
import { NO_RATE_LIMITS } from '../test/trust/trust-support.js';
import { isSecretName, redactSecretsIn, redactUrl } from './redact-url.js';

const HOUR_MS = 3_600_000;

describe('a URL as the log shows it', () => {
  it.each([
    ['/b/Zk3xQ9', '/b/[redacted]'],
    ['/b/Zk3xQ9/card.png?lang=mr', '/b/[redacted]/card.png?lang=mr'],
    ['/b/Zk3xQ9/biodata.pdf', '/b/[redacted]/biodata.pdf'],
    ['/B/Zk3xQ9', '/B/[redacted]'],
    ['//b//Zk3xQ9/', '//b//[redacted]/'],
    ['/%62/Zk3xQ9', '/%62/[redacted]'],
    ['/api/b/Zk3xQ9', '/api/b/[redacted]'],
    ['/b/Zk3xQ9;v=1', '/b/[redacted];v=1'],
    ['/b/Zk%3Fx%2FQ9', '/b/[redacted]'],
    ['/claim/12/Zk3xQ9', '/claim/12/[redacted]'],
    ['/claim/Zk3xQ9', '/claim/[redacted]'],
    ['/password/reset/12/Zk3xQ9?from=mail', '/password/reset/12/[redacted]?from=mail'],
    ['/Password/Reset/12/Zk3xQ9', '/Password/Reset/12/[redacted]'],
    ['/verify/email/12/Zk3xQ9', '/verify/email/12/[redacted]'],
    ['/invite/Zk3xQ9', '/invite/[redacted]'],
    ['/api/family/invites/Zk3xQ9/accept', '/api/family/invites/[redacted]/accept'],
    ['/notifications/unsubscribe?token=12.Zk3xQ9', '/notifications/unsubscribe?token=[redacted]'],
    [
      '/api/notifications/unsubscribe?a=1&TOKEN=12.Zk3xQ9&b=2',
      '/api/notifications/unsubscribe?a=1&TOKEN=[redacted]&b=2',
    ],
    ['/x?token[]=Zk3xQ9&token[1]=Zk3xQ9', '/x?token[]=[redacted]&token[1]=[redacted]'],
    ['/x?%74oken=Zk3xQ9', '/x?%74oken=[redacted]'],
    ['/x?token%3DZk3xQ9', '/x?[redacted]'],
    ['/x#token=Zk3xQ9', '/x#token=[redacted]'],
    ['/x?token=Zk3x=Q9', '/x?token=[redacted]'],
    ['/api/media/photo-ab.webp?exp=1&sig=Zk3xQ9', '/api/media/photo-ab.webp?exp=1&sig=[redacted]'],
    [
      '/x?X-Amz-Signature=Zk3xQ9&X-Amz-Credential=Zk3xQ9',
      '/x?X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]',
    ],
    [
      '/x?secret=a&ticket=b&code=c&signature=d&key=e',
      '/x?secret=[redacted]&ticket=[redacted]&code=[redacted]&signature=[redacted]&key=[redacted]',
    ],
    [
      '/x?access_token=a&apiKey=b&streamTicket=c',
      '/x?access_token=[redacted]&apiKey=[redacted]&streamTicket=[redacted]',
    ],
    ['/login?next=%2Fclaim%2F12%2FZk3xQ9', '/login?next=[redacted]'],
    ['http://user:pw@varmala.test/b/Zk3xQ9?x=1', 'http://[redacted]@varmala.test/b/[redacted]?x=1'],
    ['/profile/view/12?lang=mr&page=2', '/profile/view/12?lang=mr&page=2'],
    ['/api/password/reset/confirm', '/api/password/reset/confirm'],
    ['/api/account/claim', '/api/account/claim'],
  ])('%s -> %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
    expect(redactUrl(url)).not.toContain('Zk3xQ9');
  });

  it('answers a link seen before as it did the first time, long links and a full store included', () => {
    const long = `/b/Zk3xQ9?from=${'x'.repeat(300)}&token=Zk3xQ9`;
    const shown = `/b/[redacted]?from=${'x'.repeat(300)}&token=[redacted]`;
    expect(redactUrl(long)).toBe(shown);
    expect(redactUrl(long)).toBe(shown);
    const links = Array.from({ length: 2_500 }, (_, i) => [`/claim/${i}/Zk3xQ9`, `/claim/${i}/[redacted]`]);
    for (const [link, redacted] of links) expect(redactUrl(link as string)).toBe(redacted);
    for (const [link, redacted] of links) expect(redactUrl(link as string)).toBe(redacted);
  });

  it('finds in any text what the one search for links with or without a scheme finds', () => {
    // The search as written before lines without a scheme took the shorter one.
    const reference = (text: string) =>
      text
        .replace(/[a-z][a-z0-9+.-]*:\/\/[^\s"'<>`\\/]*(?:\/[^\s"'<>`\\]*)?|\/[^\s"'<>`\\]*/gi, (url) =>
          redactUrl(url),
        )
        .replace(/([^\s"'<>`\\?&;#=/]+)=([^\s"'<>`\\&;#]*)/g, (pair, name: string) =>
          isSecretName(name) ? `${name}=[redacted]` : pair,
        );
    // A long word too: a scheme is read from its last 32 characters at most.
    const pieces = [
      'abcdefghij'.repeat(4),
      '/',
      ':',
      '//',
      'b',
      'claim',
      'http',
      'x',
      'Zk3',
      '=',
      'token',
      '?',
      '&',
      ' ',
      '"',
      '4',
      '.',
      '%2F',
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    const differ: string[] = [];
    for (let i = 0; i < 5_000; i++) {
      const text = Array.from({ length: 4 + (next() % 20) }, () => pieces[next() % pieces.length]).join('');
      if (redactSecretsIn(text) !== reference(text)) differ.push(text);
    }
    expect(differ).toEqual([]);
  });

  it('redacts a long word of a line as a short one, before and after a scheme or a pair', () => {
    const word = 'a'.repeat(16_000);
    expect(redactSecretsIn(`${word} =`)).toBe(`${word} =`);
    expect(redactSecretsIn(`${word} token=Zk3xQ9`)).toBe(`${word} token=[redacted]`);
    expect(redactSecretsIn(`${word}token=Zk3xQ9`)).toBe(`${word}token=[redacted]`);
    expect(redactSecretsIn(`${word} http://u:Zk3xQ9@x/b/Zk3xQ9`)).toBe(
      `${word} http://[redacted]@x/b/[redacted]`,
    );
    expect(redactSecretsIn(`${word}postgres://u:Zk3xQ9@db`)).toBe(`${word}postgres://[redacted]@db`);
    expect(redactSecretsIn(`/${word}?sig=Zk3xQ9`)).toBe(`/${word}?sig=[redacted]`);
  });

  it('finds the links in the text of an error, a message or a stack', () => {
    expect(redactSecretsIn('Route GET:/b/Zk3xQ9 not found')).toBe('Route GET:/b/[redacted] not found');
    expect(redactSecretsIn("'/b/%ZZZk3xQ9' is not a valid url component")).toBe(
      "'/b/[redacted]' is not a valid url component",
    );
    expect(redactSecretsIn('sent http://varmala.test/claim/4/Zk3xQ9 with token=Zk3xQ9 and page=2')).toBe(
      'sent http://varmala.test/claim/4/[redacted] with token=[redacted] and page=2',
    );
    expect(redactSecretsIn('connect postgres://app:Zk3xQ9@db.internal/varmala')).toBe(
      'connect postgres://[redacted]@db.internal/varmala',
    );
  });
});

describe('the log of a running app', () => {
  const ctx = useTestApp(NO_RATE_LIMITS);
  const lines: string[] = [];
  let logged: App;

  beforeAll(async () => {
    const config = testConfig(ctx.dataDir, {
      ...NO_RATE_LIMITS,
      jwtSecret: ctx.config.jwtSecret,
      logLevel: 'trace',
    });
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
  });

  const call = (request: InjectOptions) => logged.inject({ remoteAddress: uniqueIp(), ...request });
  const logFrom = (start: number) => lines.slice(start).join('');

  /** Runs `use`, then answers the secrets it names that the log now holds (none, expected). */
  async function leaked(secrets: string[], use: () => Promise<void>) {
    const start = lines.length;
    await use();
    const log = logFrom(start);
    expect(log).toContain('request completed');
    return { found: secrets.filter((secret) => log.includes(secret)), log };
  }

  it('shows a shared biodata link, a wrong one and a malformed one with the token redacted', async () => {
    const member = await makeMember(ctx);
    const created = await call({ ...apiRoute('createShareLink'), headers: bearer(member.token) });
    expect(created.statusCode).toBe(200);
    const token = new URL(created.json<{ url: string }>().url).pathname.split('/')[2] as string;
    const unknown = randomBytes(24).toString('base64url');
    const tooLong = randomBytes(60).toString('base64url');
    const { found, log } = await leaked([token, unknown, tooLong, token.slice(4, -4)], async () => {
      expect((await call({ method: 'GET', url: `/b/${token}` })).statusCode).toBe(200);
      expect((await call({ method: 'GET', url: `/b/${token}/card.png?lang=mr` })).statusCode).toBe(200);
      expect((await call({ method: 'HEAD', url: `/b/${token}` })).statusCode).toBe(200);
      expect((await call({ method: 'GET', url: `/b/${unknown}` })).statusCode).toBe(404);
      expect((await call({ method: 'GET', url: `/b/${tooLong}` })).statusCode).toBe(400);
      expect((await call({ method: 'GET', url: `/b/%E0%A4${token}` })).statusCode).toBe(400);
      expect((await call({ method: 'POST', url: `/b/${token}` })).statusCode).toBe(405);
      for (const url of [
        `/B/${token}`,
        `//b//${token}`,
        `/%62/${token}`,
        `/api/b/${token}`,
        `/b/${token}/x/y`,
      ]) {
        await call({ method: 'GET', url });
      }
    });
    expect(found).toEqual([]);
    expect(log).toContain('/b/[redacted]');
  });

  it('shows the pages of e-mailed and texted one-time links, and their API calls, without the secret', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const admin = await makeAdmin(ctx);
    const issue = (purpose: 'email_verify' | 'password_reset') =>
      issueOneTimeSecret(ctx.database.db, { userId: member.userId, purpose, ttlMs: HOUR_MS });
    const verify = await issue('email_verify');
    const reset = await issue('password_reset');
    const registered = await call({
      ...apiRoute('createAssistedProfile'),
      headers: bearer(admin.token),
      payload: { user_name: 'Sunita Patil', mobile_no: uniqueMobile(), language: 'mr' },
    });
    expect(registered.statusCode).toBe(200);
    const claimUrl = new URL(registered.json<{ claim_url: string }>().claim_url);
    const [, , claimUser, claim] = claimUrl.pathname.split('/') as [string, string, string, string];

    const { found, log } = await leaked([verify, reset, claim], async () => {
      await call({ method: 'GET', url: `/verify/email/${member.userId}/${verify}` });
      await call({ method: 'GET', url: `/password/reset/${member.userId}/${reset}?from=mail` });
      await call({ method: 'GET', url: `/claim/${claimUser}/${claim}` });
      await call({ method: 'GET', url: `/claim/${claim}` });
      const claimed = await call({
        ...apiRoute('claimAccount'),
        payload: { user_id: Number(claimUser), secret: claim, password: 'a family password' },
      });
      expect(claimed.statusCode).toBe(200);
      const confirmed = await call({
        ...apiRoute('confirmPasswordReset'),
        payload: { user_id: member.userId, secret: reset, password: 'a new password 1' },
      });
      expect(confirmed.statusCode).toBe(200);
    });
    expect(found).toEqual([]);
    expect(log).toContain(`/claim/${claimUser}/[redacted]`);
    expect(log).toContain(`/password/reset/${member.userId}/[redacted]?from=mail`);
  });

  it('shows an unsubscribe link, and every secret-named query parameter, with its value redacted', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const token = unsubscribeToken(ctx.config.jwtSecret, member.userId);
    const signature = token.split('.')[1] as string;
    const other = randomBytes(16).toString('hex');
    const unsubscribe = apiRoute('unsubscribeEmail').url;
    const { found, log } = await leaked([signature, other], async () => {
      expect((await call({ method: 'POST', url: `${unsubscribe}?token=${token}` })).statusCode).toBe(200);
      // A mail client's one-click unsubscribe.
      const oneClick = await call({
        method: 'POST',
        url: `${unsubscribe}?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect((await call({ method: 'POST', url: `${unsubscribe}?token=${token}x` })).statusCode).toBe(400);
      await call({ method: 'GET', url: `/notifications/unsubscribe?token=${token}` });
      await call({ method: 'GET', url: `/notifications/unsubscribe?lang=mr&Token=${token}` });
      await call({ method: 'GET', url: `/notifications/unsubscribe?token[]=${token}` });
      for (const name of [
        'secret',
        'ticket',
        'code',
        'sig',
        'signature',
        'key',
        'access_token',
        'X-Amz-Signature',
      ]) {
        await call({ method: 'GET', url: `/api/nothing-here?page=2&${name}=${other}` });
      }
    });
    expect(found).toEqual([]);
    expect(log).toContain('?token=[redacted]');
    expect(log).toContain('page=2&ticket=[redacted]');
  });

  it('shows a signed media link without its signature, and never a header that carries a session', async () => {
    const member = await makeMember(ctx, { photos: 1 });
    const photoUrl = member.photos[0]?.url as string;
    const sig = new URL(photoUrl, 'http://x').searchParams.get('sig') as string;
    const jwtSignature = member.token.split('.')[2] as string;
    const { found, log } = await leaked([sig, jwtSignature], async () => {
      expect((await call({ method: 'GET', url: photoUrl })).statusCode).toBe(200);
      await call({ method: 'GET', url: photoUrl.replace('sig=', 'SIG=') });
      await call({ method: 'GET', url: `${photoUrl}&sig=${sig}` });
      await call({
        ...apiRoute('me'),
        headers: {
          ...bearer(member.token),
          cookie: `accessTokenV2=${member.token}`,
          referer: `http://x${photoUrl}`,
        },
      });
    });
    expect(found).toEqual([]);
    expect(log).toContain('sig=[redacted]');
  });

  it('redacts a link in an error and in a message, whatever logs it', () => {
    const start = lines.length;
    const secret = randomBytes(24).toString('base64url');
    logged.log.error({ err: new Error(`Route GET:/b/${secret} not found`) }, 'unexpected error');
    logged.log.info(`opened http://varmala.test/verify/email/4/${secret}?token=${secret}`);
    const log = logFrom(start);
    expect(log).not.toContain(secret);
    expect(log).toContain('Route GET:/b/[redacted] not found');
    expect(log).toContain('/verify/email/4/[redacted]?token=[redacted]');
  });
});
