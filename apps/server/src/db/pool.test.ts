import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, isDatabaseUnavailable, openDatabase, sql } from './client.js';
import { poolUnder } from './pool.test-support.js';

describe('isDatabaseUnavailable', () => {
  it('recognises a database that cannot be reached or is shutting down, also when wrapped', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: commit', { cause: shutdown }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('does not mistake a wrong query or a broken rule for an outage', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

// Dropping connections needs a PostgreSQL server: runs where TEST_DATABASE_URL is set (CI).
const url = process.env.TEST_DATABASE_URL;
if (url) {
  describe('the PostgreSQL pool when connections drop', () => {
    const name = `varmala_pool_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    const poolErrors: Error[] = [];
    let database: Database;

    beforeAll(async () => {
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const dbUrl = new URL(url);
      dbUrl.pathname = `/${name}`;
      database = await openDatabase({
        databaseUrl: dbUrl.toString(),
        poolSize: 5,
        onPoolError: (error) => poolErrors.push(error),
      });
    });
    afterAll(async () => {
      await database?.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });

    /** What a PostgreSQL restart does to every connection of the database. */
    const dropConnections = () =>
      admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    const five = () => Array.from({ length: 5 });

    const planning = async (db: Db) => {
      const result = await db.execute(sql`select current_setting('plan_cache_mode') as plan_cache_mode,
        current_setting('enable_sort') as enable_sort, current_setting('enable_bitmapscan') as enable_bitmapscan,
        current_setting('max_parallel_workers_per_gather') as workers, current_setting('jit') as jit`);
      return result.rows;
    };

    it('plans every execution of a prepared statement for its own values', async () => {
      // A generic plan of the search page sorts every match (docs/explain/search.md).
      // The index-walk pool's settings stay on its own connections.
      expect(await planning(database.db)).toEqual([
        expect.objectContaining({
          plan_cache_mode: 'force_custom_plan',
          enable_sort: 'on',
          enable_bitmapscan: 'on',
          jit: 'off',
        }),
      ]);
    });

    it('has a second pool that plans once and walks an index rather than sort, alone', async () => {
      expect(await planning(database.indexWalkDb as Db)).toEqual([
        {
          plan_cache_mode: 'force_generic_plan',
          enable_sort: 'off',
          enable_bitmapscan: 'off',
          workers: '0',
          jit: 'off',
        },
      ]);
    });

    it("drops the index-walk pool's dead connections and opens new ones", async () => {
      const walkDb = database.indexWalkDb as Db;
      const walkPool = poolUnder(walkDb);
      await Promise.all(five().map(() => walkDb.execute(sql`select pg_sleep(0.05)`)));
      // Half the main pool's size: 3 of the 5 queries' connections.
      expect(walkPool.totalCount).toBe(3);
      await dropConnections();
      await sleep(200);
      // Each idle connection's error was heard, and the connection let go.
      expect(walkPool.totalCount).toBe(0);
      const rows = await Promise.all(five().map(() => walkDb.execute<{ n: number }>(sql`select 4 as n`)));
      expect(rows.map((result) => result.rows)).toEqual(five().map(() => [{ n: 4 }]));
    });

    it('fails a transaction whose connection drops between statements, and the process lives on', async () => {
      const error = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await dropConnections();
          // The client now sits checked out, idle in its transaction, as its connection ends.
          await sleep(200);
        })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(poolErrors.length).toBeGreaterThan(0);
      const after = await database.db.execute<{ n: number }>(sql`select 2 as n`);
      expect(after.rows).toEqual([{ n: 2 }]);
    });

    it('keeps every slot of the pool after transactions begin on connections that just dropped', async () => {
      for (let round = 0; round < 12; round++) {
        await Promise.all(five().map(() => database.db.execute(sql`select 1`).catch(() => undefined)));
        await dropConnections();
        await Promise.all(
          five().map(() =>
            database.db.transaction(async (tx) => tx.execute(sql`select 1`)).catch(() => undefined),
          ),
        );
      }
      const rows = await Promise.all(
        five().map(() =>
          database.db.transaction(async (tx) => {
            const result = await tx.execute<{ n: number }>(sql`select 3 as n`);
            return result.rows;
          }),
        ),
      );
      expect(rows).toEqual(five().map(() => [{ n: 3 }]));
    }, 60_000);
  });
}
