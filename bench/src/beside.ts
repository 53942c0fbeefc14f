/**
 * Background work that runs in the server while `npm run bench:api -- --beside digest|booklet`
 * measures an endpoint: the daily digest of notices (issue 40) or a booklet of 500 profiles
 * (issue 42). Each is started in the server the way production starts it (the digest as the
 * 08:00 schedule does, by a job on the server's queue; the booklet by the operator's request), and
 * reports when it is done.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { apiRoute } from '@varmala/shared';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { repoRoot } from './processes.js';

const run = promisify(execFile);

export const BESIDE_KINDS = ['digest', 'booklet'] as const;
export type BesideKind = (typeof BESIDE_KINDS)[number];

export interface BesideReport {
  kind: BesideKind;
  seconds: number;
  /** What was done: digests mailed, or the booklet's profiles and bytes. */
  done: Record<string, number>;
}

export interface BesideRun {
  /** Resolves once the server has begun the work (the digest's jobs are queued, the booklet asked for). */
  underway: Promise<void>;
  /** Whether the work is still going on. */
  running(): boolean;
  finished: Promise<BesideReport>;
}

export interface Beside {
  kind: BesideKind;
  /** Settings the server needs for the work (where its mail goes). */
  serverEnv: Record<string, string>;
  /** Once the server listens: what the work needs of it (the operator's login). */
  ready(appUrl: string): Promise<void>;
  start(): BesideRun;
  close(): Promise<void>;
}

/** The queues of the server's notice senders (apps/server/src/features/notifications/senders.ts). */
const DIGEST_RUN_QUEUE = 'notice-digest-run';
const DIGEST_QUEUE = 'notice-digest';
/** The share of members with something to tell in the digest, as issue 40's floor says. */
const DIGEST_NEWS_EVERY = 10;
const BOOKLET_PROFILES = 500;
const OPERATOR = { mobile: '6999900042', password: 'Bench-Operator-42' };

function track(work: Promise<BesideReport>, underway: Promise<void>): BesideRun {
  let running = true;
  const finished = work.finally(() => {
    running = false;
  });
  return {
    underway: Promise.race([underway, finished.then(() => undefined)]),
    running: () => running,
    finished,
  };
}

async function startSmtpSink(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'smtp-sink.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const port = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the SMTP sink exited with ${code}`)));
  });
  return { url: `smtp://127.0.0.1:${port}`, child };
}

/**
 * The daily digest: every member gets a verified address, one in ten a notice to tell (put there
 * anew for each run, with the digest's idempotency keys of earlier runs removed, so a run on the
 * same day sends again). Done when the run's job and every digest job have left the queue.
 */
async function digest(databaseUrl: string): Promise<Beside> {
  const sink = await startSmtpSink();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`update profiles set email = coalesce(email, 'member' || id || '@bench.example'),
    email_verified_at = coalesce(email_verified_at, now())`);
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2, supervise: false, schedule: false });
  boss.on('error', (error) => console.error('the bench queue client:', error));
  return {
    kind: 'digest',
    serverEnv: { SMTP_URL: sink.url },
    async ready() {
      await boss.start();
    },
    start() {
      let begun = () => {};
      const underway = new Promise<void>((resolve) => {
        begun = resolve;
      });
      const work = (async (): Promise<BesideReport> => {
        await db.query(`delete from notifications where data ? 'bench_digest'`);
        await db.query(`delete from notification_deliveries where key like 'digest:daily:%'`);
        const news = await db.query(`insert into notifications (user_id, kind, data, dispatched_at)
          select user_id, 'subscription_granted',
            jsonb_build_object('end_date', '2027-01-31T00:00:00Z', 'downloads', 50, 'bench_digest', true), now()
          from profiles where id % ${DIGEST_NEWS_EVERY} = 0`);
        const runAt = new Date();
        await boss.send(DIGEST_RUN_QUEUE, { period: 'daily' });
        // The run's job fans out one job per member before it completes: with it gone, what is left is the digests.
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          if ((await boss.getQueueSize(DIGEST_RUN_QUEUE, { before: 'completed' })) > 0) continue;
          begun();
          if ((await boss.getQueueSize(DIGEST_QUEUE, { before: 'completed' })) === 0) break;
        }
        const mailed = await db.query<{ n: number }>(
          `select count(*)::int as n from notification_deliveries where key like 'digest:daily:%' and sent_at >= $1`,
          [runAt],
        );
        return {
          kind: 'digest',
          seconds: (Date.now() - runAt.getTime()) / 1000,
          done: { members_with_news: news.rowCount ?? 0, digests_mailed: mailed.rows[0]?.n ?? 0 },
        };
      })();
      return track(work, underway);
    },
    async close() {
      await boss.stop({ graceful: false, wait: true });
      await db.end();
      sink.child.kill('SIGTERM');
    },
  };
}

/**
 * The booklet: 500 Approved profiles of Varmala (fewer on a small bench database) agree to printed
 * lists, and an operator asks for their booklet in Marathi.
 */
async function booklet(databaseUrl: string, env: Record<string, string>): Promise<Beside> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`update profiles set printed_lists_consent = true where id in (
    select id from profiles where domain = 'varmala' and status = 200 order by id limit ${BOOKLET_PROFILES})`);
  const consenting = await db.query<{ n: number }>(
    `select count(*)::int as n from profiles where domain = 'varmala' and status = 200 and not paused and printed_lists_consent`,
  );
  await db.end();
  // The operator's account, made (or kept) by the operator's own command.
  await run(
    process.execPath,
    [
      path.join(repoRoot, 'apps/server/dist/cli/admin.js'),
      ...['create', '--mobile', OPERATOR.mobile, '--password', OPERATOR.password, '--name', 'Bench Operator'],
      // Kept from an earlier run: its password set again.
      '--promote-existing',
    ],
    { env: { ...process.env, ...env } },
  );
  let appUrl = '';
  let token = '';
  return {
    kind: 'booklet',
    serverEnv: {},
    async ready(url) {
      appUrl = url;
      const login = await fetch(`${url}${apiRoute('login').url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.253.0.1' },
        body: JSON.stringify({ mobile_no: OPERATOR.mobile, password: OPERATOR.password }),
      });
      if (login.status !== 200) throw new Error(`the operator's login answered ${login.status}`);
      token = ((await login.json()) as { token: string }).token;
    },
    start() {
      const started = Date.now();
      const work = (async (): Promise<BesideReport> => {
        const response = await fetch(`${appUrl}${apiRoute('booklet').url}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'x-forwarded-for': '10.253.0.1',
          },
          body: JSON.stringify({ domain: 'varmala', lang: 'mr' }),
        });
        const bytes = (await response.arrayBuffer()).byteLength;
        if (response.status !== 200) throw new Error(`the booklet answered ${response.status}`);
        return {
          kind: 'booklet',
          seconds: (Date.now() - started) / 1000,
          done: { profiles: consenting.rows[0]?.n ?? 0, pdf_bytes: bytes },
        };
      })();
      return track(work, Promise.resolve());
    },
    async close() {},
  };
}

/** Prepares the work on the bench database, before its server starts. */
export function prepareBeside(
  kind: BesideKind,
  databaseUrl: string,
  serverEnv: Record<string, string>,
): Promise<Beside> {
  return kind === 'digest' ? digest(databaseUrl) : booklet(databaseUrl, serverEnv);
}
