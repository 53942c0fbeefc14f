import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ensurePrivateDir } from '../lib/private-dir.js';
import { type Listening, listenOnPostgres, type NoticeHandlers } from './notifications.js';
import { createPool } from './pool.js';
import * as schema from './schema.js';

/** What both drivers answer a raw statement with: node-postgres' QueryResult and PGlite's Results. */
interface RowsResult<Row> {
  rows: Row[];
}
interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** Either driver's database: `execute` answers `{ rows }` typed by the row it is given. */
export type Db = PgDatabase<RowsResultHKT, typeof schema>;
/** A database handle or a transaction on it: queries accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'postgres' | 'pglite';
  db: Db;
  /**
   * PostgreSQL only: a handle on a second, small pool whose connections plan a statement once and
   * walk an index in its order rather than sort (`index-walk` in db/pool.ts). For the statements
   * that must walk, when their caller knows the walk is short; everything else uses `db`.
   */
  indexWalkDb?: Db;
  ping(): Promise<void>;
  /** One raw statement (or several, without parameters): what the job queue talks to the database with. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /** Notices on `channel` (NOTIFY), from this process and every other one writing to the database. */
  listen(channel: string, handlers: NoticeHandlers): Promise<Listening>;
  /** The embedded database only: a consistent copy of its files (a tar), taken between queries. */
  dumpDataDir?(): Promise<Blob>;
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

export interface OpenOptions {
  /** PostgreSQL connection string; without it the embedded database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database, or 'memory://' for one that lives only in this process. */
  pgliteDir?: string;
  /** Load the embedded database from a dump instead of creating it (tests). */
  pgliteLoadFrom?: Blob;
  onPoolError?: (error: Error) => void;
  poolSize?: number;
  /** The longest a statement may run, in ms (default STATEMENT_TIMEOUT_MS); 0 for operator tools. */
  statementTimeoutMs?: number;
}

/**
 * The longest one SQL statement may run: past it PostgreSQL cancels it and the request answers 503,
 * instead of a stuck query holding a connection of the pool for good. Kept here rather than in
 * config.ts: the test setup opens databases without the shared package config.ts needs.
 */
export const STATEMENT_TIMEOUT_MS = 10_000;

/** Where each PostgreSQL database was opened, for migrations to run on a connection of their own. */
const connectionStrings = new WeakMap<Db, string>();

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
    // Connections are opened on first use: a process that never walks opens none.
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
  // The database's files hold every family's data: no other local user may read them.
  if (!dir.startsWith('memory://')) ensurePrivateDir(dir);
  const client = options.pgliteLoadFrom
    ? new PGlite(dir, { loadDataDir: options.pgliteLoadFrom })
    : new PGlite(dir);
  await client.waitReady;
  // Accepted but not enforced by the embedded build (its WebAssembly PostgreSQL has no timer signal):
  // set so the bound holds wherever it can, and `show statement_timeout` says what is meant.
  await client.exec(`set statement_timeout = ${Math.trunc(statementTimeoutMs)}`);
  const db: Db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await client.query('select 1');
    },
    // A statement with parameters goes alone; a script of several (the queue's schema) goes whole.
    executeSql: async (text, values) =>
      values && values.length > 0
        ? client.query(text, values)
        : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    close: () => client.close(),
    // One process holds the embedded database, and it hands a notice to listeners within the
    // writing statement's own call: nothing can be missed.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.notice(payload));
      handlers.live(true);
      return {
        stop: async () => {
          handlers.live(false);
          // Closed with the database already: nothing is listened to any more.
          await unlisten().catch(() => undefined);
        },
      };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** Keys of the advisory locks instances take on PostgreSQL (any bigint; these spell nothing). */
export const ADVISORY_LOCKS = {
  /** Held while migrations run: instances started together apply them one after the other. */
  migrations: 7_261_584_001,
  /** Held by the instance sweeping unreferenced media files. */
  mediaSweep: 7_261_584_002,
} as const;

/**
 * A connection of its own, outside the pools: it holds a session-level advisory lock for as long
 * as `work` runs, and nothing the pools do can release it early. No statement bound: a migration
 * may rewrite a whole table.
 */
async function withOwnConnection<T>(database: Database, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: connectionStrings.get(database.db),
    statement_timeout: 0,
  });
  // A lost connection fails the query running on it; unheard, its 'error' event would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    // Ending the session releases its advisory locks, whatever `work` did.
    await client.end();
  }
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await withOwnConnection(database, async (client) => {
      // Instances started together queue here: the first applies the migrations, the next find
      // them applied. Without it both would create the same tables and one would fail to start.
      await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    });
  } else {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/**
 * Runs `work` unless another process holds `lock` (then answers `{ ran: false }` at once). The
 * embedded database belongs to one process, so there the work always runs.
 */
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

/** Driver errors without a code that still mean the database is away. */
const UNAVAILABLE_MESSAGES = [
  'connection terminated',
  'connection timeout',
  'client has encountered a connection error',
  // The pool's own: no connection could be had in time (the database hangs, or the pool is full).
  'timeout exceeded when trying to connect',
];

/** True for a statement PostgreSQL cancelled: it ran past the statement timeout. */
export function isStatementTimeout(error: unknown, depth = 0): boolean {
  if (!error || depth > 4) return false;
  if ((error as { code?: unknown }).code === '57014') return true;
  return isStatementTimeout((error as { cause?: unknown }).cause, depth + 1);
}

/** True for errors that mean "the database is not reachable right now", not "the query is wrong". */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || depth > 4) return false;
  // drizzle wraps the driver's error; the driver's code sits on its cause.
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
