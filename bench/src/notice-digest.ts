/**
 * The daily digest of notices for many members, handed to a local SMTP server (the `smtp-server`
 * package, accepting every message): how long until every digest is accepted, and the most memory
 * the sending process held. Members are seeded, given a verified address, and a share of them a
 * notice to tell; the others have nothing to say and get nothing.
 *
 *   node --import tsx bench/src/notice-digest.ts --members 100000 --with-news 0.1
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and
 * the built server (npm run build); it creates the database varmala_bench_digest afresh.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { repoRoot } from './processes.js';
import { loadServerModule } from './server-modules.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    'with-news': { type: 'string', default: '0.1' },
  },
});
const members = Number(values.members);
const share = Number(values['with-news']);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = 'varmala_bench_digest';
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${NAME}` }).toString();
const jwtSecret = 'bench-secret-bench-secret-bench-secret-0001';
const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-digest-'));

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${NAME} with (force)`);
await admin.query(`create database ${NAME}`);
await admin.end();

console.log(`Seeding ${members} members...`);
const seedStarted = Date.now();
execFileSync(
  process.execPath,
  [
    path.join(repoRoot, 'apps/server/dist/cli/seed.js'),
    '--profiles',
    String(members),
    '--seed',
    '40',
    '--photos',
    '0',
    '--force',
  ],
  {
    env: { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, DATA_DIR: dataDir },
    stdio: 'inherit',
  },
);
console.log(`seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`);

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
await db.query(`update profiles set email = 'member' || id || '@bench.example', email_verified_at = now()`);
// Something to say for a share of them, already past the instant channels.
const every = Math.max(1, Math.round(1 / share));
const { rowCount } = await db.query(
  `insert into notifications (user_id, kind, data, dispatched_at)
   select user_id, 'subscription_granted', jsonb_build_object('end_date', '2027-01-31T00:00:00Z', 'downloads', 50), now()
   from profiles where id % ${every} = 0`,
);
await db.end();
const expected = rowCount ?? 0;

let accepted = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => {
      accepted++;
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;

const { loadConfig, DEFAULT_NOTICE_SETTINGS } = await loadServerModule('config.js');
const { openDatabase } = await loadServerModule('db/client.js');
const { createMailer } = await loadServerModule('features/events/mail/mailer.js');
const { startNoticeSenders } = await loadServerModule('features/notifications/senders.js');
const { loadOrCreateVapidKeys } = await loadServerModule('features/notifications/vapid.js');
const { HoroscopeCaches } = await loadServerModule('features/access/horoscope-caches.js');
const config = loadConfig(
  {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
  },
  { notices: { ...DEFAULT_NOTICE_SETTINGS, pollingSeconds: 0.5 } },
);
const database = await openDatabase({ databaseUrl, poolSize: 10 });
const quiet = () => undefined;
const log = {
  info: quiet,
  warn: quiet,
  error: console.error,
  debug: quiet,
  trace: quiet,
  fatal: console.error,
};
const mailer = createMailer(config, quiet);
const senders = await startNoticeSenders(
  { config, database, db: database.db, mailer, log, horoscopes: new HoroscopeCaches() },
  loadOrCreateVapidKeys(config),
);

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 200);
const started = Date.now();
const queued = await senders.runDigest('daily');
const queuedAfter = Date.now() - started;
while (accepted < expected) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  if (Date.now() - started > 30 * 60_000) throw new Error(`only ${accepted} of ${expected} after 30 minutes`);
}
const seconds = (Date.now() - started) / 1000;
clearInterval(sampler);
console.log(
  JSON.stringify(
    {
      members,
      digests: expected,
      members_queued: queued,
      fan_out_ms: queuedAfter,
      seconds: Number(seconds.toFixed(1)),
      mails_per_second: Number((expected / seconds).toFixed(0)),
      peak_rss_mb: Math.round(peakRss / 1024 / 1024),
    },
    null,
    2,
  ),
);
await senders.stop();
mailer.close();
await database.close();
await new Promise<void>((resolve) => smtp.close(() => resolve()));
rmSync(dataDir, { recursive: true, force: true });
