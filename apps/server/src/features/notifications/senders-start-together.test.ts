/**
 * Instances started together on a new database (a deploy of several at once) all start their
 * senders: the queues are created once, and no instance fails on another's creation. PostgreSQL
 * only: the embedded database belongs to one process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.js';
import { createTestDatabase, testConfig } from '../../test/test-app.js';
import { HoroscopeCaches } from '../access/horoscope-caches.js';
import { createMailer } from '../events/mail/mailer.js';
import { QUICK_NOTICE_SETTINGS } from './notice-settings.test-support.js';
import { type NoticeSenders, startNoticeSenders } from './senders.js';
import { loadOrCreateVapidKeys } from './vapid.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const INSTANCES = 4;

const opened: Database[] = [];
const started: NoticeSenders[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-senders-'));
afterAll(async () => {
  await Promise.all(started.map((senders) => senders.stop()));
  // The first opened is the test's own database, dropped when it closes: the others close first.
  for (const database of opened.toReversed()) await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('senders of instances started together', () => {
  it.skipIf(!onPostgres)(
    'all start, and each queue is created once',
    async () => {
      const first = await createTestDatabase();
      opened.push(first);
      const { rows } = await first.db.execute<{ name: string }>(sql`select current_database() as name`);
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${rows[0]?.name}`;
      for (let i = 1; i < INSTANCES; i++) {
        opened.push(await openDatabase({ databaseUrl: url.toString(), poolSize: 3 }));
      }
      const config = {
        ...testConfig(dataDir),
        notices: QUICK_NOTICE_SETTINGS,
      };
      const vapid = loadOrCreateVapidKeys(config);
      const results = await Promise.allSettled(
        opened.map((database) =>
          startNoticeSenders(
            {
              config,
              database,
              db: database.db,
              mailer: createMailer(config, () => {}),
              log: silentLog,
              horoscopes: new HoroscopeCaches(),
            },
            vapid,
          ),
        ),
      );
      for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);

      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const queues = await client.query<{ name: string; retry_limit: number; retry_backoff: boolean }>(
          "select name, retry_limit, retry_backoff from pgboss.queue where name like 'notice-%' order by name",
        );
        expect(queues.rows).toEqual(
          [
            'notice-digest',
            'notice-digest-run',
            'notice-digest-run-weekly',
            'notice-mail',
            'notice-push',
          ].map((name) => ({ name, retry_limit: 8, retry_backoff: true })),
        );
      } finally {
        await client.end();
      }
    },
    60_000,
  );
});

const silentLog: FastifyBaseLogger = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silentLog,
  level: 'silent',
  silent() {},
};
