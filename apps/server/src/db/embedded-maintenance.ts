import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.js';
import { users } from './schema.js';

const FIRST_AFTER_MS = 10 * 60 * 1000;
const EVERY_MS = 6 * 60 * 60 * 1000;

/** PGlite lacks autovacuum: search plans need statistics, the index-only count a fresh visibility map. */
export async function maintainEmbeddedDatabase(database: Database): Promise<void> {
  if (database.kind !== 'pglite') return;
  await database.db.execute('vacuum analyze');
}

/**
 * The erased rows leave at once: VACUUM, the accounts' indexes rebuilt (a freed entry keeps its bytes),
 * and the WAL file switched and deleted by CHECKPOINT (`wal_recycle` off). PGlite has no timed
 * checkpoints: without this the log kept the rows until the server stopped.
 */
export async function checkpointAfterErasure(database: Database): Promise<void> {
  if (database.kind !== 'pglite') return;
  await database.db.execute('set wal_recycle = off');
  await database.db.execute('vacuum');
  await database.db.execute(sql`reindex table ${users}`);
  await database.db.execute('select pg_switch_wal()');
  await database.db.execute('checkpoint');
}

/** Ten minutes after start, then every six hours. */
export function startEmbeddedMaintenance(database: Database, log: FastifyBaseLogger): () => void {
  if (database.kind !== 'pglite') return () => {};
  let timer: NodeJS.Timeout;
  const run = (next: number) => {
    timer = setTimeout(() => {
      const started = Date.now();
      maintainEmbeddedDatabase(database).then(
        () => log.info({ ms: Date.now() - started }, 'embedded database vacuumed and analyzed'),
        (error: unknown) =>
          log.warn({ err: error }, 'embedded database maintenance failed; it runs again later'),
      );
      run(EVERY_MS);
    }, next);
    timer.unref();
  };
  run(FIRST_AFTER_MS);
  return () => clearTimeout(timer);
}
