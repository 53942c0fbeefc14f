import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from './client.js';
import { maintainEmbeddedDatabase } from './embedded-maintenance.js';

describe('maintenance of the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('gives the planner statistics of the rows added since', async () => {
    await database.db.execute(`insert into users (mobile, password_hash, user_name, domain)
      select (7000000000 + g)::text, 'x', 'Member ' || g, 'varmala' from generate_series(1, 500) as g`);
    const rowsKnown = async () => {
      const result = await database.db.execute(`select reltuples from pg_class where relname = 'users'`);
      return Number((result as unknown as { rows: { reltuples: number }[] }).rows[0]?.reltuples);
    };
    expect(await rowsKnown()).toBeLessThan(500);
    await maintainEmbeddedDatabase(database);
    expect(await rowsKnown()).toBe(500);
  });
});
