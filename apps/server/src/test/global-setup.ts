import { existsSync } from 'node:fs';
import { appendFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated database each test file copies with CREATE DATABASE ... TEMPLATE. */
    templateDatabase: string | null;
    /** PGlite: the folder of a migrated embedded database each test file copies and opens. */
    pgliteTemplateDir: string | null;
    /** PGlite: a dump of the same database, for the tests that load one. */
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
    project.provide('pgliteTemplateDir', null);
    project.provide('pgliteDumpPath', null);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
      await admin.end();
    };
  }

  // Copying a folder of files costs a fraction of unpacking a dump into memory, and on tmpfs the
  // copy's reads and writes stay in memory too.
  const root = path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), `varmala-test-${process.pid}`);
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  const templateDir = path.join(root, 'template');
  const database = await openDatabase({ pgliteDir: templateDir });
  await migrateDatabase(database);
  const dump = await database.dumpDataDir?.();
  if (!dump) throw new Error('the embedded database gives no copy of its files');
  await database.close();
  // PostgreSQL zeroes its shared buffers at every start (128 MB by default): most of what opening a
  // copy costs. A test file's database fits in far less.
  await appendFile(path.join(templateDir, 'postgresql.conf'), '\nshared_buffers = 16MB\n');
  const dumpPath = path.join(root, 'template.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', null);
  project.provide('pgliteTemplateDir', templateDir);
  project.provide('pgliteDumpPath', dumpPath);
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}
