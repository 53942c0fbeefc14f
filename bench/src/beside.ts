/**
 * Background work that runs in the server while `npm run bench:api -- --beside digest|booklet|melava`
 * measures an endpoint: the daily digest of notices (issue 40), a booklet of 500 profiles (issue 42),
 * or a melava's door: 1,000 passes checked in by four phones (issue 56). Each is started in the
 * server the way production starts it (the digest as the 08:00 schedule does, by a job on the server's
 * queue; the booklet and the check-ins by the operator's requests), and reports when it is done.
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

export const BESIDE_KINDS = ['digest', 'booklet', 'melava'] as const;
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
  await makeOperator(env);
  let appUrl = '';
  let token = '';
  return {
    kind: 'booklet',
    serverEnv: {},
    async ready(url) {
      appUrl = url;
      token = await operatorToken(url);
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

/** The operator's account, made (or kept, its password set again) by the operator's own command. */
async function makeOperator(env: Record<string, string>): Promise<void> {
  await run(
    process.execPath,
    [
      path.join(repoRoot, 'apps/server/dist/cli/admin.js'),
      ...['create', '--mobile', OPERATOR.mobile, '--password', OPERATOR.password, '--name', 'Bench Operator'],
      '--promote-existing',
    ],
    { env: { ...process.env, ...env } },
  );
}

async function operatorToken(appUrl: string): Promise<string> {
  const login = await fetch(`${appUrl}${apiRoute('login').url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.253.0.1' },
    body: JSON.stringify({ mobile_no: OPERATOR.mobile, password: OPERATOR.password }),
  });
  if (login.status !== 200) throw new Error(`the operator's login answered ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}

const DOOR_PASSES = 1_000;
const DOOR_PHONES = 4;
const STAGE_ORDER_CANDIDATES = 500;

/** An event of Varmala whose first `count` Approved profiles are confirmed, numbered 1 to `count`. */
async function eventWithConfirmed(db: pg.Client, name: string, count: number): Promise<number> {
  const event = await db.query<{ id: number }>(
    `insert into melava_events (domain, name, starts_at, place, registration_opens, registration_closes,
       fee_inr, capacity, min_age_bride, min_age_groom)
     values ('varmala', $1, now() + interval '1 day', 'Pune', now() - interval '30 days', now(), 0, $2, 18, 21)
     returning id`,
    [name, count],
  );
  const eventId = event.rows[0]?.id as number;
  const added = await db.query(
    `insert into melava_registrations (event_id, profile_id, state, number, confirmed_at)
     select $1, id, 'confirmed', row_number() over (order by id), now()
     from (select id from profiles where domain = 'varmala' and status = 200 and not paused order by id limit $2) as p`,
    [eventId, count],
  );
  if (added.rowCount !== count)
    throw new Error(`the bench database has ${added.rowCount} Approved profiles, not ${count}`);
  await db.query('update melava_events set numbers_given = $2 where id = $1', [eventId, count]);
  return eventId;
}

const shuffled = <T>(items: T[], random: () => number): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

/**
 * The door: a melava with 1,000 confirmed registrations, whose passes four phones check in at once in
 * batches of 1 to 20, paced over the load, a fifth of the batches sent again as a phone that lost the
 * answer does. Then, the load over: how many are checked in, lost or counted twice, and the stage order
 * of another event's 500 confirmed candidates, timed.
 */
async function melava(databaseUrl: string, env: Record<string, string>, seconds: number): Promise<Beside> {
  await makeOperator(env);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const stamp = new Date().toISOString();
  const doorEvent = await eventWithConfirmed(db, `Bench door ${stamp}`, DOOR_PASSES);
  const stageEvent = await eventWithConfirmed(db, `Bench stage ${stamp}`, STAGE_ORDER_CANDIDATES);
  let appUrl = '';
  let token = '';
  const codes: string[] = [];
  const call = (url: string, init: RequestInit = {}) =>
    fetch(`${appUrl}${url}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-forwarded-for': '10.253.0.1',
      },
    });
  return {
    kind: 'melava',
    serverEnv: {},
    async ready(url) {
      appUrl = url;
      token = await operatorToken(url);
      // The passes' codes, as the operator's registrations page gives them, 20 a page.
      for (let page = 1; codes.length < DOOR_PASSES; page++) {
        const response = await call(apiRoute('adminRegistrations', { eventId: doorEvent, page }).url);
        if (response.status !== 200) throw new Error(`the registrations answered ${response.status}`);
        const rows = ((await response.json()) as { rows: { code: string | null }[] }).rows;
        if (rows.length === 0) break;
        codes.push(...rows.flatMap((row) => (row.code ? [row.code] : [])));
      }
      if (codes.length !== DOOR_PASSES) throw new Error(`${codes.length} passes, not ${DOOR_PASSES}`);
    },
    start() {
      const started = Date.now();
      let seed = 56;
      const random = () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return seed / 2 ** 31;
      };
      // Each pass comes to one of the doors, in an order of its own.
      const arriving = shuffled(codes, random);
      const phones = Array.from({ length: DOOR_PHONES }, (_, phone) =>
        arriving.filter((_, i) => i % DOOR_PHONES === phone),
      );
      let requests = 0;
      let replayed = 0;
      const door = async (phone: number, passes: string[]) => {
        const batches: { client_id: string; code: string; scanned_at: string }[][] = [];
        for (let i = 0; i < passes.length; ) {
          const size = 1 + Math.floor(random() * 20);
          batches.push(
            passes.slice(i, i + size).map((code, k) => ({
              client_id: `bench-${stamp}-${phone}-${i + k}`,
              code,
              scanned_at: new Date().toISOString(),
            })),
          );
          i += size;
        }
        const sends = batches.flatMap((batch) => (random() < 0.2 ? [batch, batch] : [batch]));
        replayed += sends.length - batches.length;
        const pause = (seconds * 1000 * 0.8) / sends.length;
        for (const batch of sends) {
          const response = await call(apiRoute('checkIn', { eventId: doorEvent }).url, {
            method: 'POST',
            body: JSON.stringify({ checkins: batch }),
          });
          requests++;
          if (response.status !== 200) throw new Error(`a check-in answered ${response.status}`);
          await response.arrayBuffer();
          await new Promise((resolve) => setTimeout(resolve, pause));
        }
      };
      const work = (async (): Promise<BesideReport> => {
        await Promise.all(phones.map((passes, phone) => door(phone, passes)));
        const doorSeconds = (Date.now() - started) / 1000;
        const counts = await db.query<{ checked: number; counted: number; registrations: number }>(
          `select (select count(*)::int from melava_registrations where event_id = $1 and checked_in_at is not null) as checked,
             (select count(*)::int from melava_checkins where event_id = $1 and counted) as counted,
             (select count(distinct registration_id)::int from melava_checkins where event_id = $1 and counted) as registrations`,
          [doorEvent],
        );
        const { checked = 0, counted = 0, registrations = 0 } = counts.rows[0] ?? {};
        const stageStarted = Date.now();
        const stage = await call(
          `${apiRoute('stageOrderPdf', { eventId: stageEvent }).url}?lang=mr&order=alternate`,
        );
        const pdfBytes = (await stage.arrayBuffer()).byteLength;
        if (stage.status !== 200) throw new Error(`the stage order answered ${stage.status}`);
        return {
          kind: 'melava',
          seconds: doorSeconds,
          done: {
            check_in_requests: requests,
            batches_sent_again: replayed,
            passes_checked_in: checked,
            lost: DOOR_PASSES - checked,
            counted_twice: counted - registrations,
            stage_order_of_500_ms: Date.now() - stageStarted,
            stage_order_bytes: pdfBytes,
          },
        };
      })();
      return track(work, Promise.resolve());
    },
    async close() {
      await db.end();
    },
  };
}

/** Prepares the work on the bench database, before its server starts. */
export function prepareBeside(
  kind: BesideKind,
  databaseUrl: string,
  serverEnv: Record<string, string>,
  seconds = 10,
): Promise<Beside> {
  if (kind === 'digest') return digest(databaseUrl);
  if (kind === 'melava') return melava(databaseUrl, serverEnv, seconds);
  return booklet(databaseUrl, serverEnv);
}
