import path from 'node:path';
import type { Config } from '../config.js';
import { type Database, migrateDatabase, openDatabase } from '../db/client.js';
import { acquireLock } from './data-dir-lock.js';

/**
 * For the command-line tools: opens the database directly (PostgreSQL, or the embedded one under
 * its lock, which no running server may hold), migrates it, runs `work`, then closes it.
 */
export async function withDatabase<T>(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const release = config.databaseUrl ? () => {} : acquireLock(path.join(config.dataDir, 'db.lock'));
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
      // Operator tools may run long statements (the seed vacuums a million rows): no bound.
      statementTimeoutMs: 0,
    });
    try {
      await migrateDatabase(database);
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}
