/**
 * The plans of a member's search as the server runs it: the page, count and count-by-year-of-age
 * statements it prepares, captured from its own code, explained with their values under a custom and
 * a generic plan, and the page also on the pool that walks the search index (`indexWalkDb`).
 *
 *   node --import tsx bench/src/explain-search.ts [--profiles 100000]
 *
 * Reads the PostgreSQL bench database of that size (made by `npm run bench:api`).
 */
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { serverModules } from './server-modules.js';

const { values: args } = parseArgs({
  options: {
    profiles: { type: 'string', default: '100000' },
    'postgres-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const url = new URL(args['postgres-url'] as string);
url.pathname = `/varmala_bench_${args.profiles}`;

interface Statement {
  name?: string;
  text: string;
  values: unknown[];
}

/** A value as a SQL literal for EXECUTE. */
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `'{${value.map((v) => `"${String(v).replace(/"/g, '\\"')}"`).join(',')}}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

const { client, searchFilters, searchQueries } = await serverModules();
const database = await client.openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
const pool = database.db.$client as pg.Pool;
const connection = await pool.connect();
const walkConnection = await ((database.indexWalkDb as typeof database.db).$client as pg.Pool).connect();
try {
  const {
    rows: [groom],
  } = await connection.query(`select u.id, u.domain from users u join profiles p on p.user_id = u.id
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
  const { shape, values } = searchFilters.searchOf(viewer, filters, true);

  const statements: Statement[] = [];
  const query = pool.query.bind(pool);
  pool.query = ((config: string | Statement, params?: unknown[]) => {
    statements.push(
      typeof config === 'string'
        ? { text: config, values: params ?? [] }
        : { ...config, values: config.values ?? params ?? [] },
    );
    return query(config as never, params as never);
  }) as typeof pool.query;
  await searchQueries.searchPage(database.db, shape, values, 1);
  await searchQueries.searchCount(database.db, shape, values);
  await searchQueries.searchCountByAge(database.db, shape, values);
  pool.query = query;

  console.log(`${args.profiles} profiles; a groom of varmala, ages 21-32, Never Married\n`);
  for (const statement of statements) {
    console.log(`-- ${statement.name}\n${statement.text.replace(/\s+/g, ' ')}`);
    console.log(`-- values: ${JSON.stringify(statement.values)}\n`);
    await connection.query(`prepare explained as ${statement.text}`);
    for (const mode of ['force_custom_plan', 'force_generic_plan']) {
      await connection.query(`set plan_cache_mode = ${mode}`);
      const plan = await connection.query(
        `explain (analyze, buffers, costs off) execute explained(${statement.values.map(literal).join(', ')})`,
      );
      console.log(`-- plan_cache_mode = ${mode}`);
      console.log(`${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n`);
    }
    await connection.query('deallocate explained');
    await connection.query('reset plan_cache_mode');
    if (statement.name?.startsWith('search_page_')) {
      await walkConnection.query(`prepare explained as ${statement.text}`);
      const plan = await walkConnection.query(
        `explain (analyze, buffers, costs off) execute explained(${statement.values.map(literal).join(', ')})`,
      );
      await walkConnection.query('deallocate explained');
      console.log('-- the index-walk pool (a generic plan, sorts and bitmap scans priced out)');
      console.log(`${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n`);
    }
  }
} finally {
  walkConnection.release();
  connection.release();
  await database.close();
}
