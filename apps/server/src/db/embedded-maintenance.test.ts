import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from './client.js';
import { maintainEmbeddedDatabase } from './embedded-maintenance.js';

describe('maintenance of the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    // From the test run's migrated template when there is one: migrating a new database takes long.
    const template = inject('pgliteDumpPath');
    if (template) {
      database = await openDatabase({
        pgliteDir: 'memory://',
        pgliteLoadFrom: new Blob([readFileSync(template)]),
      });
      return;
    }
    database = await openDatabase({ pgliteDir: 'memory://' });
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('gives the planner statistics of the rows added since', async () => {
    await database.db.execute(`insert into users (mobile, password_hash, user_name, domain)
      select (7000000000 + g)::text, 'x', 'Member ' || g, 'varmala' from generate_series(1, 500) as g`);
    const rowsKnown = async () => {
      const result = await database.db.execute<{ reltuples: number }>(
        `select reltuples from pg_class where relname = 'users'`,
      );
      return Number(result.rows[0]?.reltuples);
    };
    expect(await rowsKnown()).toBeLessThan(500);
    await maintainEmbeddedDatabase(database);
    expect(await rowsKnown()).toBe(500);
  });
});
