import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.js';
import { users } from './schema.js';

const FIRST_AFTER_MS = 10 * 60 * 1000;
const EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * What autovacuum does for PostgreSQL, which the embedded database lacks: VACUUM ANALYZE keeps the
 * planner's statistics up to date as members join (the search plans depend on them) and the
 * visibility map fresh (the age-filtered count is an index-only scan only where it is).
 */
export async function maintainEmbeddedDatabase(database: Database): Promise<void> {
  if (database.kind !== 'pglite') return;
  await database.db.execute('vacuum analyze');
}

/**
 * After an account is erased, what the embedded database holds of its rows goes at once: VACUUM
 * takes the deleted rows out of the tables and their indexes; the accounts' indexes are rebuilt,
 * as a freed entry of the unique index of mobile numbers keeps its bytes until its page is reused;
 * the write-ahead log file that recorded all of it is closed (`pg_switch_wal`) and CHECKPOINT
 * deletes it (`wal_recycle` off: deleted, not renamed for reuse with its contents). The embedded
 * database has no timed checkpoints: without this the log kept the rows until the server stopped.
 */
export async function checkpointAfterErasure(database: Database): Promise<void> {
  if (database.kind !== 'pglite') return;
  await database.db.execute('set wal_recycle = off');
  await database.db.execute('vacuum');
  await database.db.execute(sql`reindex table ${users}`);
  await database.db.execute('select pg_switch_wal()');
  await database.db.execute('checkpoint');
}

/** Maintenance ten minutes after start, then every six hours. Returns the function that stops it. */
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
