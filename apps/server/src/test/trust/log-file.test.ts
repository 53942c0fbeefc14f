/**
 * The log an operator keeps: the server started as `npm start` starts it, its output written to a
 * file. Each kind of link a secret travels in is used for real (a shared biodata, e-mailed
 * verification and reset links, a claim link of the operator's registration, an unsubscribe link, a
 * signed photo), with wrong and malformed variants, then the file is read for the secrets themselves.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoute, STATUS_APPROVED } from '@varmala/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../../scripts/free-port.js';
import { unsubscribeToken } from '../../features/events/unsubscribe-token.js';
import { png } from '../media-support.js';
import { basicFor } from '../profile-fixtures.js';
import { decodeClaims, uniqueMobile } from '../test-app.js';

const serverRoot = path.resolve(import.meta.dirname, '../../..');
const tsx = ['--import', 'tsx', '--conditions=source'];

async function waitFor<T>(
  check: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The text of the mails in the outbox, quoted-printable undone. */
function outboxText(dataDir: string): string {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return '';
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
    .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
    .join('\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** One request written on a socket as it is given: an absolute-form target, a header of a secret. */
function rawRequest(port: number, lines: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(`${lines.join('\r\n')}\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the log file of a running server', { timeout: 240_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-log-'));
  const logFile = path.join(dataDir, 'varmala.log');
  const jwtSecret = randomBytes(32).toString('hex');
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds none of the secrets that share links, one-time links, unsubscribe links and signed photos carry', async () => {
    const port = await freePort();
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, JWT_SECRET: jwtSecret };
    const out = openSync(logFile, 'a');
    server = spawn(process.execPath, [...tsx, path.join(serverRoot, 'src/server.ts')], {
      cwd: serverRoot,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    const base = `http://127.0.0.1:${port}`;
    const api = (
      method: string,
      url: string,
      init: { token?: string; body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
    ) =>
      fetch(`${base}${url}`, {
        method,
        headers: {
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...init.headers,
        },
        body: init.form ?? (init.body ? JSON.stringify(init.body) : undefined),
      });
    await waitFor(
      async () => ((await api('GET', '/api/health').catch(() => undefined))?.ok ? true : undefined),
      'the server',
      120_000,
    );

    const secrets: Record<string, string> = {};
    const keep = (label: string, value: string) => {
      secrets[label] = value;
      return value;
    };

    // The operator, made by the CLI through the running server.
    const adminMobile = uniqueMobile();
    const adminPassword = keep('admin password', `Operator ${randomBytes(6).toString('hex')}`);
    const cli = spawn(
      process.execPath,
      [
        ...tsx,
        path.join(serverRoot, 'src/cli/admin.ts'),
        'create',
        '--mobile',
        adminMobile,
        '--password-stdin',
      ],
      { cwd: serverRoot, env, stdio: ['pipe', 'ignore', 'inherit'] },
    );
    cli.stdin?.end(`${adminPassword}\n`);
    expect(await new Promise((resolve) => cli.on('exit', resolve))).toBe(0);
    const adminLogin = await api('POST', apiRoute('login').url, {
      body: { mobile_no: adminMobile, password: adminPassword },
    });
    expect(adminLogin.status).toBe(200);
    const adminToken = keep('admin token', ((await adminLogin.json()) as { token: string }).token);

    // A member with an approved profile, an e-mail address and a photo.
    const mobile = uniqueMobile();
    const password = keep('password', `Member ${randomBytes(6).toString('hex')}`);
    const signup = await api('POST', apiRoute('signup').url, {
      body: { user_name: 'Log Reader', mobile_no: mobile, password },
    });
    expect(signup.status).toBe(200);
    const token = keep('token', ((await signup.json()) as { token: string }).token);
    const userId = decodeClaims(token).user_id as number;
    const saved = await api('POST', apiRoute('saveBasic', { userId }).url, {
      token,
      body: basicFor({ email: 'log.reader@example.com', date_of_birth: '1996-04-09' }),
    });
    expect(saved.status).toBe(200);
    const profileId = ((await saved.json()) as { profile_id: number }).profile_id;
    const approved = await api('POST', apiRoute('updateProfileStatus', { profileId }).url, {
      token: adminToken,
      body: { profile_id: profileId, status: STATUS_APPROVED },
    });
    expect(approved.status).toBe(200);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'me.png');
    const uploaded = await api('POST', apiRoute('uploadPhoto', { userId }).url, { token, form });
    expect(uploaded.status).toBe(200);

    // A shared biodata: the link, its card, a wrong token, one too long, one badly encoded, other spellings.
    const shared = await api('POST', apiRoute('createShareLink').url, { token });
    expect(shared.status).toBe(200);
    const shareToken = keep(
      'share token',
      new URL(((await shared.json()) as { url: string }).url).pathname.slice(3),
    );
    expect((await api('GET', `/b/${shareToken}`)).status).toBe(200);
    expect((await api('HEAD', `/b/${shareToken}?lang=mr`)).status).toBe(200);
    const unknown = keep('unknown share token', randomBytes(24).toString('base64url'));
    expect((await api('GET', `/b/${unknown}`)).status).toBe(404);
    const tooLong = keep('malformed share token', randomBytes(60).toString('base64url'));
    expect((await api('GET', `/b/${tooLong}`)).status).toBe(400);
    const badlyEncoded = keep('badly encoded share token', randomBytes(24).toString('base64url'));
    expect((await api('GET', `/b/%E0%A4${badlyEncoded}`)).status).toBe(400);
    for (const url of [
      `/%62/${shareToken}`,
      `//b//${shareToken}`,
      `/B/${shareToken}`,
      `/api/b/${shareToken}`,
    ]) {
      await api('GET', url);
    }

    // The signed photo, its signature tampered with, a name spelled otherwise.
    const photoUrl = ((await uploaded.json()) as { url: string }[])[0]?.url as string;
    const sig = keep('media signature', new URL(photoUrl, base).searchParams.get('sig') as string);
    expect((await api('GET', photoUrl)).status).toBe(200);
    await api('GET', photoUrl.replace(sig, `${sig.slice(0, -4)}AAAA`));
    await api('GET', photoUrl.replace('sig=', 'SIG='));

    // The e-mailed verification link: its page and the call the page makes.
    const mailed = (kind: string) =>
      waitFor(
        () => new RegExp(`/${kind}/${userId}/([A-Za-z0-9_-]{16,})`).exec(outboxText(dataDir))?.[1],
        kind,
      );
    const verifySecret = keep('verification secret', await mailed('verify/email'));
    await api('GET', `/verify/email/${userId}/${verifySecret}`);
    const verified = await api('POST', apiRoute('verifyEmail').url, {
      body: { user_id: userId, secret: verifySecret },
    });
    expect(verified.status).toBe(200);

    // The e-mailed password reset link.
    const asked = await api('POST', apiRoute('requestPasswordReset').url, {
      body: { mobile_no: mobile, date_of_birth: '1996-4-9' },
    });
    expect(asked.status).toBe(200);
    const resetSecret = keep('reset secret', await mailed('password/reset'));
    await api('GET', `/password/reset/${userId}/${resetSecret}?from=mail`);
    const reset = await api('POST', apiRoute('confirmPasswordReset').url, {
      body: { user_id: userId, secret: resetSecret, password: keep('new password', 'Reset pass 5e7b') },
    });
    expect(reset.status).toBe(200);

    // The claim link of a family the operator registered.
    const registered = await api('POST', apiRoute('createAssistedProfile').url, {
      token: adminToken,
      body: { user_name: 'Sunita Patil', mobile_no: uniqueMobile(), language: 'mr' },
    });
    expect(registered.status).toBe(200);
    const claimPath = new URL(((await registered.json()) as { claim_url: string }).claim_url).pathname;
    const [, , claimUser, claimSecret = ''] = claimPath.split('/');
    keep('claim secret', claimSecret);
    await api('GET', claimPath);
    const claimed = await api('POST', apiRoute('claimAccount').url, {
      body: {
        user_id: Number(claimUser),
        secret: claimSecret,
        password: keep('family password', 'Family pass 9d21'),
      },
    });
    expect(claimed.status).toBe(200);
    keep('claimed token', ((await claimed.json()) as { token: string }).token);

    // The unsubscribe link of a notice mail: the one-click call, the page, a wrong one.
    const unsubscribe = unsubscribeToken(jwtSecret, userId);
    keep('unsubscribe signature', unsubscribe.split('.')[1] as string);
    const oneClick = await fetch(`${base}${apiRoute('unsubscribeEmail').url}?token=${unsubscribe}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    await api('GET', `/notifications/unsubscribe?lang=mr&token=${unsubscribe}`);
    expect((await api('POST', `${apiRoute('unsubscribeEmail').url}?Token=${unsubscribe}x`)).status).toBe(400);

    // A request whose target is a whole URL, sent from the reset page, with the session in its headers.
    const answer = await rawRequest(port, [
      `GET ${base}/b/${shareToken} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      `Referer: ${base}/password/reset/${userId}/${resetSecret}`,
      `Authorization: Bearer ${token}`,
      `Cookie: accessTokenV2=${token}`,
      'Connection: close',
    ]);
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3}/);

    const exit = new Promise<number | null>((resolve) => server?.on('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exit).toBe(0);
    server = undefined;

    const log = readFileSync(logFile, 'utf8');
    const found = Object.entries(secrets)
      .filter(([, value]) => log.includes(value))
      .map(([label]) => label);
    expect(found).toEqual([]);
    // The file is the request log, each link kept with its shape.
    expect(log).toContain('request completed');
    expect(log).toContain('/b/[redacted]');
    expect(log).toContain(`/verify/email/${userId}/[redacted]`);
    expect(log).toContain(`/password/reset/${userId}/[redacted]?from=mail`);
    expect(log).toContain(`/claim/${claimUser}/[redacted]`);
    expect(log).toContain('?token=[redacted]');
    expect(log).toContain('sig=[redacted]');
  });
});
