import pg from 'pg';
import type { Db } from './client.js';

/** The pool under drizzle's handle (`$client`, which our Db type does not show), for tests that watch it. */
export function poolUnder(db: Db): pg.Pool {
  if (!('$client' in db) || !(db.$client instanceof pg.Pool)) throw new Error('not a database on a pool');
  return db.$client;
}
