/**
 * A sender killed in the middle of a batch of mails, and another started: every member gets their
 * mail once. Runs on PostgreSQL only (two processes cannot share the embedded database).
 */
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { apiArgs } from '@varmala/shared';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, sent } from '../../test/interests-support.js';
import { makeMember } from '../../test/members.js';
import { useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';

const ctx = useTestApp({ ...NO_RATE_LIMITS });
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Messages the server accepted (answered 250), by recipient. */
const accepted: string[] = [];
let killAt = 3;
let child: ChildProcess | undefined;
let killed = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      if (killed) return callback(new Error('the sender is gone'));
      if (accepted.length + 1 === killAt) {
        // The sender dies with this message unanswered: by SMTP's rules it was never delivered.
        // A moment first, so the messages already answered are recorded as sent.
        killed = true;
        setTimeout(() => {
          child?.kill('SIGKILL');
          callback(new Error('the sender is gone'));
        }, 300);
        return;
      }
      accepted.push(to);
      callback();
    });
  },
});
let smtpUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function startSender(databaseUrl: string): Promise<ChildProcess> {
  const sender = fork(path.join(import.meta.dirname, 'sender-process.test-support.ts'), [], {
    // The shared package from its sources, as the tests read it: a fresh clone has no build yet.
    execArgv: ['--import', 'tsx', '--conditions=source'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: ctx.config.jwtSecret,
      DATA_DIR: ctx.dataDir,
      SMTP_URL: smtpUrl,
      PUBLIC_URL: 'http://varmala.test',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    sender.once('message', () => resolve());
    sender.once('exit', (code) => reject(new Error(`the sender stopped (${code})`)));
  });
  return sender;
}

describe('a sender killed mid-batch', () => {
  it.skipIf(!onPostgres)(
    'is replaced, and each member gets their mail once',
    async () => {
      const { rows } = await ctx.database.db.execute<{ url: string }>(sql`select current_database() as url`);
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${rows[0]?.url}`;

      const groom = await makeMember(ctx, { gender: 'Male', photos: 1 });
      const brides = [];
      for (let i = 0; i < 6; i++) brides.push(await makeMember(ctx, { gender: 'Female', photos: 1 }));
      for (const bride of brides) {
        // Notice mails go only to a confirmed address (notifications.test.ts confirms one by its link).
        await ctx.database.db.execute(
          sql`update profiles set email_verified_at = now() where id = ${bride.profileId}`,
        );
        expect(
          (await call(ctx, bride, ...apiArgs('saveNotificationSettings'), { email: 'instant', push: false }))
            .statusCode,
        ).toBe(200);
      }
      child = await startSender(url.toString());
      for (const bride of brides) await sent(ctx, groom, bride);

      await vi.waitFor(() => expect(killed).toBe(true), { timeout: 20_000 });
      await new Promise((resolve) => child?.once('exit', resolve));
      // The next sender's messages are taken as any server would.
      killAt = 0;
      killed = false;
      child = await startSender(url.toString());
      await vi.waitFor(() => expect(new Set(accepted).size).toBe(brides.length), {
        timeout: 60_000,
        interval: 250,
      });
      // Time for any second copy to arrive, if one were sent.
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(accepted.toSorted()).toEqual(brides.map((bride) => bride.secrets.email).toSorted());
    },
    120_000,
  );
});
