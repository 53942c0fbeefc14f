import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { apiRoute } from '@varmala/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, loggerOptions } from '../../../app.js';
import type { App } from '../../../app-types.js';
import { basicFor } from '../../../test/profile-fixtures.js';
import { bearer, testConfig, uniqueIp, uniqueMobile, useTestApp } from '../../../test/test-app.js';
import { createMailer, OUTBOX_KEEP_MS } from './mailer.js';

const ctx = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

describe('without a mail server', () => {
  // The operator's log at its most talkative level, kept line by line.
  const lines: string[] = [];
  let logged: App;
  let outbox: string;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-mail-'));
    outbox = path.join(dataDir, 'outbox');
    const config = testConfig(dataDir, { smtpUrl: undefined, logLevel: 'trace' });
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
  afterAll(() => logged?.close());

  const mails = () =>
    existsSync(outbox)
      ? readdirSync(outbox)
          // A name with a leading dot is a mail still being written.
          .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
          .sort()
          .map((name) => ({
            file: path.join(outbox, name),
            text: readFileSync(path.join(outbox, name), 'utf8'),
          }))
      : [];
  /** The link a mail carries (quoted-printable folds long lines; undone here). */
  const linkIn = (text: string, kind: string) =>
    new RegExp(`http://varmala\\.test/${kind}/\\d+/[A-Za-z0-9_-]+`).exec(
      text.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    )?.[0];

  it('writes each mail to the outbox and logs the file it wrote, never the link, at any level', async () => {
    const call = (request: InjectOptions) => logged.inject({ remoteAddress: uniqueIp(), ...request });
    const mobile = uniqueMobile();
    const signup = await call({
      ...apiRoute('signup'),
      payload: { user_name: 'Outbox Reader', mobile_no: mobile, password: 'a good password' },
    });
    expect(signup.statusCode).toBe(200);
    const token = signup.json().token as string;
    const userId = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).user_id;

    const saved = await call({
      ...apiRoute('saveBasic', { userId }),
      headers: bearer(token),
      payload: basicFor({ email: 'outbox.reader@example.com', date_of_birth: '1995-06-07' }),
    });
    expect(saved.statusCode).toBe(200);
    const reset = await call({
      ...apiRoute('requestPasswordReset'),
      payload: { mobile_no: mobile, date_of_birth: '1995-6-7' },
    });
    expect(reset.statusCode).toBe(200);
    // The reset link is made and mailed after the answer.
    // The log line follows the file's rename, so both are waited for.
    await vi.waitFor(
      () => {
        expect(mails()).toHaveLength(2);
        for (const mail of mails()) expect(lines.join('')).toContain(`e-mail written to ${mail.file}`);
      },
      { timeout: 5_000 },
    );

    // Each mail is written after its answer, so the two may land in either order.
    const texts = mails().map((mail) => mail.text);
    const links = [
      texts.map((text) => linkIn(text, 'verify/email')).find(Boolean),
      texts.map((text) => linkIn(text, 'password/reset')).find(Boolean),
    ];
    expect(links.every(Boolean), 'both mails carry their link').toBe(true);

    const log = lines.join('');
    for (const link of links) {
      const secret = link?.split('/').at(-1) as string;
      expect(log).not.toContain(secret);
    }
    // The operator finds the mails by the file names the log gives.
    for (const mail of mails()) expect(log).toContain(`e-mail written to ${mail.file}`);
    expect(log).not.toContain('outbox.reader@example.com');
    expect(log).toContain('request completed');
  });
});

describe('the outbox', () => {
  it('loses files older than 7 days when the mailer starts, and keeps newer ones', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-outbox-'));
    const outbox = path.join(dataDir, 'outbox');
    mkdirSync(outbox);
    const now = Date.now();
    const file = (name: string, ageMs: number) => {
      writeFileSync(path.join(outbox, name), 'Subject: old\n\nhttp://varmala.test/verify/email/1/secret');
      utimesSync(path.join(outbox, name), (now - ageMs) / 1000, (now - ageMs) / 1000);
    };
    file('old.eml', OUTBOX_KEEP_MS + DAY_MS);
    file('.half-written.eml', OUTBOX_KEEP_MS + 60_000);
    file('recent.eml', OUTBOX_KEEP_MS - DAY_MS);

    const logs: string[] = [];
    const mailer = createMailer(testConfig(dataDir, { smtpUrl: undefined }), (line) => logs.push(line));
    try {
      await vi.waitFor(() => expect(readdirSync(outbox)).toEqual(['recent.eml']), { timeout: 2_000 });
      expect(logs).toEqual([`removed 2 e-mail file(s) older than 7 days from ${outbox}`]);
    } finally {
      mailer.close();
    }
  });

  it("keeps the outbox to the server's user, one made wider before included", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-outbox-'));
    const outbox = path.join(dataDir, 'outbox');
    mkdirSync(outbox, { mode: 0o755 });
    const mailer = createMailer(testConfig(dataDir, { smtpUrl: undefined }), () => undefined);
    try {
      await mailer.send({ to: 'mode@example.com', subject: 'Mode', text: 'a secret link' });
      expect(statSync(outbox).mode & 0o777).toBe(0o700);
      const [file] = readdirSync(outbox);
      expect(statSync(path.join(outbox, file as string)).mode & 0o777).toBe(0o600);
    } finally {
      mailer.close();
    }
  });

  it('cleans again every day while the server runs', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-outbox-'));
    const outbox = path.join(dataDir, 'outbox');
    mkdirSync(outbox);
    // Six and a half days old at start-up: kept then, and past seven days a day later.
    const name = path.join(outbox, 'kept-at-start.eml');
    writeFileSync(name, 'Subject: later');
    const age = (Date.now() - OUTBOX_KEEP_MS + DAY_MS / 2) / 1000;
    utimesSync(name, age, age);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const mailer = createMailer(testConfig(dataDir, { smtpUrl: undefined }), () => undefined);
    try {
      vi.advanceTimersByTime(DAY_MS);
      vi.useRealTimers();
      await vi.waitFor(() => expect(readdirSync(outbox)).toEqual([]), { timeout: 2_000 });
    } finally {
      mailer.close();
      vi.useRealTimers();
    }
  });
});
