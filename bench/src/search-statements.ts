import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { ServerModule } from './server-modules.js';

/** A statement as node-postgres receives it from the server's pools. */
export interface Statement {
  name?: string;
  text: string;
  values: unknown[];
}

/**
 * The search the bench scripts look at closely: the first Approved groom of varmala asking for ages
 * 21-32, Never Married, as the server's own `searchOf` makes it.
 */
export async function typicalSearch(db: pg.Client | pg.Pool, searchOf: ServerModule) {
  const {
    rows: [groom],
  } = await db.query(`select u.id, u.domain from users u join profiles p on p.user_id = u.id
    where p.domain = 'varmala' and p.gender = 'Male' and p.status = 200 order by p.id limit 1`);
  const viewer = { id: groom.id, role: 'USER', domain: groom.domain, gender: 'Male', hasPhoto: true };
  const filters = {
    from_age: 21,
    to_age: 32,
    martial_status: ['Never Married'],
    community: [],
    state: [],
    education: [],
    annual_income: [],
    birth_star: [],
  };
  return { viewer, search: searchOf.searchOf(viewer, filters, true) };
}

/**
 * Every statement `work` sends through the server's connections: those of the pools and those of a
 * transaction on a connection taken from them (a pool's `query` ends in its client's). What the
 * server does meanwhile for no one in particular (the notices' senders woken by a commit) runs in
 * an async context of its own, and is not counted.
 */
export async function statementsOf(work: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const ours = new AsyncLocalStorage<Statement[]>();
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...params: unknown[]) {
    const [config, values] = params as [string | Statement, unknown[] | undefined];
    ours
      .getStore()
      ?.push(
        typeof config === 'string'
          ? { text: config, values: Array.isArray(values) ? values : [] }
          : { ...config, values: config.values ?? (Array.isArray(values) ? values : []) },
      );
    return (query as (...a: unknown[]) => unknown).apply(this, params);
  } as typeof query;
  try {
    await ours.run(statements, work);
  } finally {
    pg.Client.prototype.query = query;
  }
  return statements;
}
