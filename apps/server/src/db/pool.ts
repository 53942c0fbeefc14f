import pg from 'pg';

/**
 * Survives PostgreSQL going away: every client has an error listener (a checked-out client whose
 * connection drops emits 'error', which unheard kills the process), and a checked-out client whose
 * connection ends goes back at once (drizzle never releases one whose `begin` failed, and a few of
 * those would hold every slot forever).
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
 * `each-execution`: a generic plan cannot see that a search's LIMIT 20 index walk is cheap and sorts
 * every match instead (docs/explain/search.md). `index-walk`: planned once per connection, sorts and
 * bitmap scans priced out, never parallel (a walk that stops after a page ends before workers start);
 * only for walks known to be short (features/search/index-walk.ts). It saves the planning, about half
 * of a search page's cost.
 */
export type Planning = 'each-execution' | 'index-walk';

/** JIT costs a page of 20 rows 40 ms whenever a generic plan's estimate crosses `jit_above_cost`. */
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
  /** 0 for no bound (error 57014 past it). */
  statementTimeoutMs: number;
}

export function createPool(options: PoolOptions): pg.Pool {
  const pool = new SelfHealingPool({
    connectionString: options.connectionString,
    max: options.max,
    connectionTimeoutMillis: 5_000,
    statement_timeout: options.statementTimeoutMs,
    options: PLANNING_OPTIONS[options.planning ?? 'each-execution'],
  });
  pool.on('error', options.onError);
  pool.on('connect', (client) => {
    client.on('error', options.onError);
  });
  return pool;
}
