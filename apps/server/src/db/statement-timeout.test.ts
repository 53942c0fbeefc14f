/**
 * Every statement of the server is bounded: a slow query or one stuck behind a lock is cancelled by
 * PostgreSQL and the request answers 503 in the error shape, instead of hanging with a connection.
 * (The embedded database accepts the setting but its WebAssembly build cannot enforce it.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoute, errorBodySchema } from '@varmala/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { App } from '../app-types.js';
import { makeMember } from '../test/members.js';
import { bearer, createTestDatabase, testConfig } from '../test/test-app.js';
import { type Database, STATEMENT_TIMEOUT_MS } from './client.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SHORT_MS = 300;

describe('the statement timeout', () => {
  it('is set on the database connections by default', async () => {
    const database = await createTestDatabase();
    try {
      const { rows } = await database.db.execute<{ statement_timeout: string }>(sql`show statement_timeout`);
      expect(rows[0]?.statement_timeout).toBe(`${STATEMENT_TIMEOUT_MS / 1000}s`);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!onPostgres)('a statement past the timeout on PostgreSQL', () => {
  let database: Database;
  let app: App;
  let dataDir: string;
  /** The test database's own URL, for a second connection that holds a lock. */
  let databaseUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase({ statementTimeoutMs: SHORT_MS });
    const named = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${named.rows[0]?.name}`;
    databaseUrl = url.toString();
    dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-timeout-'));
    app = await buildApp({ config: testConfig(dataDir), database });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is cancelled on both pools, and the connection serves the next query', async () => {
    for (const db of [database.db, database.indexWalkDb]) {
      const started = Date.now();
      await expect(db?.execute(sql`select pg_sleep(5)`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '57014' }),
      });
      expect(Date.now() - started).toBeLessThan(3_000);
      await expect(db?.execute(sql`select 1 as one`)).resolves.toBeTruthy();
    }
  });

  it('answers a request stuck behind a lock with 503 in the error shape, soon, not a hang', async () => {
    const member = await makeMember({ app, database }, { steps: [] });
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table profiles in access exclusive mode');
      const started = Date.now();
      const response = await app.inject({
        ...apiRoute('readBasic', { userId: member.userId }),
        headers: bearer(member.token),
      });
      expect(response.statusCode, response.body).toBe(503);
      expect(errorBodySchema.parse(response.json()).code).toBe('UNAVAILABLE');
      expect(response.headers['retry-after']).toBe('5');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    const after = await app.inject({
      ...apiRoute('readBasic', { userId: member.userId }),
      headers: bearer(member.token),
    });
    expect(after.statusCode).toBe(200);
  });
});
