import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, MIGRATIONS_FOLDER, migrateDatabase, openDatabase } from './client.js';

const url = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe.skipIf(!url)('migrations of instances started together (PostgreSQL)', () => {
  const name = `varmala_migrate_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  let databaseUrl: string;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url as string);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('all come up on an empty database, and each migration is applied once', async () => {
    const instances: Database[] = [];
    for (let i = 0; i < 4; i++) instances.push(await openDatabase({ databaseUrl, poolSize: 1 }));
    try {
      const outcomes = await Promise.allSettled(instances.map((database) => migrateDatabase(database)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(4).fill('fulfilled'));
      const applied = await instances[0]?.db.execute<{ hash: string }>(
        'select hash from drizzle.__drizzle_migrations',
      );
      expect(applied?.rows).toHaveLength(journal.entries.length);
      expect(new Set(applied?.rows.map((row) => row.hash)).size).toBe(journal.entries.length);
      const tables = await instances[1]?.db.execute<{ n: number }>(
        "select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'users'",
      );
      expect(tables?.rows[0]?.n).toBe(1);
      // A later start finds nothing to apply.
      await migrateDatabase(instances[2] as Database);
      const again = await instances[3]?.db.execute('select 1 from drizzle.__drizzle_migrations');
      expect(again?.rows).toHaveLength(journal.entries.length);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
    }
  });
});
