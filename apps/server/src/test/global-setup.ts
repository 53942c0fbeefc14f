import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated database each test file copies with CREATE DATABASE ... TEMPLATE. */
    templateDatabase: string | null;
    /** PGlite: a dump of a migrated embedded database each test file loads. */
    pgliteDumpPath: string | null;
  }
}

export const TEMPLATE_DATABASE = `varmala_template_${process.pid}`;

/** Migrates once per run; every test file then gets its own copy (never a shared, truncated one). */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString(), poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    project.provide('templateDatabase', TEMPLATE_DATABASE);
    project.provide('pgliteDumpPath', null);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
      await admin.end();
    };
  }

  const database = await openDatabase({ pgliteDir: 'memory://' });
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dumpPath = path.join(tmpdir(), `varmala-test-${process.pid}.tar`);
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', null);
  project.provide('pgliteDumpPath', dumpPath);
  return async () => {
    await rm(dumpPath, { force: true });
  };
}
