import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ensurePrivateDir } from '../lib/private-dir.js';
import { type Listening, listenOnPostgres, type NoticeHandlers } from './notifications.js';
import { createPool } from './pool.js';
import * as schema from './schema.js';

interface RowsResult<Row> {
  rows: Row[];
}
interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

export type Db = PgDatabase<RowsResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'postgres' | 'pglite';
  db: Db;
  /** PostgreSQL only: a small pool that walks an index rather than sort (db/pool.ts), for short walks. */
  indexWalkDb?: Db;
  ping(): Promise<void>;
  /** For the job queue: one statement, or several without parameters. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /** From this process and every other one writing to the database. */
  listen(channel: string, handlers: NoticeHandlers): Promise<Listening>;
  /** Embedded only: a consistent tar of its files, taken between queries. */
  dumpDataDir?(): Promise<Blob>;
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

export interface OpenOptions {
  databaseUrl?: string;
  /** Or 'memory://'. */
  pgliteDir?: string;
  pgliteLoadFrom?: Blob;
  onPoolError?: (error: Error) => void;
  poolSize?: number;
  /** ms; 0 for operator tools. */
  statementTimeoutMs?: number;
}

/**
 * Past it PostgreSQL cancels the statement and the request answers 503, rather than a stuck query holding
 * a pooled connection. Here, not in config.ts: the test setup opens databases without the shared package.
 */
export const STATEMENT_TIMEOUT_MS = 10_000;

/** For migrations to run on a connection of their own. */
const connectionStrings = new WeakMap<Db, string>();
const embeddedDbs = new WeakMap<Db, PgliteDatabase<typeof schema>>();

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const statementTimeoutMs = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  if (options.databaseUrl) {
    const connectionString = options.databaseUrl;
    const pool = createPool({
      connectionString,
      max: options.poolSize ?? 10,
      onError: (error) => options.onPoolError?.(error),
      statementTimeoutMs,
    });
    const db: Db = drizzlePg(pool, { schema });
    connectionStrings.set(db, connectionString);
    // Connections open on first use: a process that never walks opens none.
    const walkPool = createPool({
      connectionString,
      max: Math.max(1, Math.ceil((options.poolSize ?? 10) / 2)),
      onError: (error) => options.onPoolError?.(error),
      planning: 'index-walk',
      statementTimeoutMs,
    });
    return {
      kind: 'postgres',
      db,
      indexWalkDb: drizzlePg(walkPool, { schema }),
      ping: async () => {
        await pool.query('select 1');
      },
      executeSql: (text, values) => pool.query(text, values),
      close: async () => {
        await Promise.all([pool.end(), walkPool.end()]);
      },
      listen: (channel, handlers) => listenOnPostgres(connectionString, channel, handlers),
    };
  }

  const dir = options.pgliteDir ?? 'memory://';
  // The files hold every family's data: no other local user may read them.
  if (!dir.startsWith('memory://')) ensurePrivateDir(dir);
  const client = options.pgliteLoadFrom
    ? new PGlite(dir, { loadDataDir: options.pgliteLoadFrom })
    : new PGlite(dir);
  await client.waitReady;
  // Not enforced by PGlite (no timer signal); set so `show statement_timeout` says what is meant.
  await client.exec(`set statement_timeout = ${Math.trunc(statementTimeoutMs)}`);
  const embeddedDb = drizzlePglite(client, { schema });
  const db: Db = embeddedDb;
  embeddedDbs.set(db, embeddedDb);
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await client.query('select 1');
    },
    executeSql: async (text, values) =>
      values && values.length > 0
        ? client.query(text, values)
        : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    close: () => client.close(),
    // PGlite hands a notice to listeners within the writing statement's own call: nothing can be missed.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.notice(payload));
      handlers.live(true);
      return {
        stop: async () => {
          handlers.live(false);
          await unlisten().catch(() => undefined);
        },
      };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** Advisory lock keys (any bigint; these spell nothing). */
export const ADVISORY_LOCKS = {
  migrations: 7_261_584_001,
  mediaSweep: 7_261_584_002,
  /** Two queue creations at once can deadlock (40P01). */
  jobQueues: 7_261_584_003,
} as const;

/**
 * Outside the pools, so nothing they do releases the session-level advisory lock early. No statement
 * timeout: a migration may rewrite a whole table.
 */
async function withOwnConnection<T>(database: Database, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: connectionStrings.get(database.db),
    statement_timeout: 0,
  });
  // Unheard, a lost connection's 'error' event would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    // Ending the session releases its advisory locks.
    await client.end();
  }
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await withOwnConnection(database, async (client) => {
      // Without it, instances started together would both create the same tables and one would fail.
      await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    });
  } else {
    const embeddedDb = embeddedDbs.get(database.db);
    if (!embeddedDb) throw new Error('migrateDatabase: an embedded database not opened by openDatabase');
    await migratePglite(embeddedDb, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/** Waits for any other holder of `lock`. The embedded database belongs to one process: runs at once. */
export async function runWithLock<T>(database: Database, lock: number, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return withOwnConnection(database, async (client) => {
    await client.query('select pg_advisory_lock($1)', [lock]);
    return work();
  });
}

/** Answers `{ ran: false }` at once when another process holds `lock`; embedded: always runs. */
export async function runUnlessLocked<T>(
  database: Database,
  lock: number,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (database.kind !== 'postgres') return { ran: true, value: await work() };
  return withOwnConnection(database, async (client) => {
    const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [
      lock,
    ]);
    if (!rows[0]?.taken) return { ran: false };
    return { ran: true, value: await work() };
  });
}

const UNAVAILABLE_MESSAGES = [
  'connection terminated',
  'connection timeout',
  'client has encountered a connection error',
  // The pool's own: no connection in time (the database hangs, or the pool is full).
  'timeout exceeded when trying to connect',
];

export function isStatementTimeout(error: unknown, depth = 0): boolean {
  if (!error || depth > 4) return false;
  if ((error as { code?: unknown }).code === '57014') return true;
  return isStatementTimeout((error as { cause?: unknown }).cause, depth + 1);
}

/** "The database is not reachable right now", not "the query is wrong". */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || depth > 4) return false;
  // drizzle wraps the driver's error; the code sits on its cause.
  const cause = (error as { cause?: unknown }).cause;
  if (cause && isDatabaseUnavailable(cause, depth + 1)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') {
    const message = error instanceof Error ? error.message.toLowerCase() : '';
    return UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
  }
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03'].includes(
      code,
    ) || code.startsWith('08')
  );
}

export { schema, sql };
