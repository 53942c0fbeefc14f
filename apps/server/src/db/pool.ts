import pg from 'pg';

/**
 * A node-postgres pool that survives PostgreSQL going away (a restart, a failover, a dropped
 * connection) without crashing the process or running dry:
 * - every client has an error listener, not only idle ones: a client checked out for a transaction
 *   whose connection drops between two statements emits 'error', which unheard kills the process;
 * - a checked-out client whose connection ends goes back to the pool at once. drizzle's
 *   `transaction()` never releases a client whose `begin` failed, and a handful of those (a dead
 *   connection handed out just as PostgreSQL restarted) would hold every slot of the pool forever.
 */
class SelfHealingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    // The callback form is the pool's own `query()`, which releases its client on every path.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then((client) => {
      const release = client.release;
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('end', releaseDead);
        release.call(client, error);
      };
      const releaseDead = () => releaseOnce(new Error('connection ended while checked out'));
      client.release = releaseOnce;
      client.once('end', releaseDead);
      return client;
    });
  }
}

/**
 * How a pool's connections plan prepared statements:
 * - `each-execution`: every execution for its own values. A generic plan cannot see that a search's
 *   LIMIT 20 walk of the search index is cheap for these ages and sorts every match instead
 *   (docs/explain/search.md).
 * - `index-walk`: once per connection and statement, for any values, never choosing a sort or a
 *   bitmap scan where an index gives the rows in order (both only priced out, so a statement with
 *   no other way still runs), and never in parallel: a walk that stops after a page is over before
 *   workers would have started (at 1,000,000 profiles a generic plan split it between two, 9 ms
 *   against 0.3). Only for statements that must walk an index in its order, sent by code that
 *   knows the walk is short (features/search-speed/index-walk.ts): it saves the planning, which is
 *   about half of what a search page costs the database.
 */
export type Planning = 'each-execution' | 'index-walk';

/**
 * Both pools turn off JIT compilation: it pays off for long analytical queries, and costs a page of
 * 20 rows 40 ms whenever a plan's estimate crosses `jit_above_cost`, as a generic plan of a search
 * with its filters as values does (their selectivity unknown, the walk looks long).
 */
const PLANNING_OPTIONS: Record<Planning, string> = {
  'each-execution': '-c plan_cache_mode=force_custom_plan -c jit=off',
  'index-walk':
    '-c plan_cache_mode=force_generic_plan -c enable_sort=off -c enable_bitmapscan=off -c max_parallel_workers_per_gather=0 -c jit=off',
};

export interface PoolOptions {
  connectionString: string;
  max: number;
  onError: (error: Error) => void;
  planning?: Planning;
  /** PostgreSQL cancels a statement running longer (error 57014); 0 for no bound. */
  statementTimeoutMs: number;
}

export function createPool(options: PoolOptions): pg.Pool {
  const pool = new SelfHealingPool({
    connectionString: options.connectionString,
    max: options.max,
    connectionTimeoutMillis: 5_000,
    statement_timeout: options.statementTimeoutMs,
    // Statements are prepared once per connection (db/prepared.ts); `planning` says how each
    // execution gets its plan.
    options: PLANNING_OPTIONS[options.planning ?? 'each-execution'],
  });
  pool.on('error', options.onError);
  pool.on('connect', (client) => {
    client.on('error', options.onError);
  });
  return pool;
}
