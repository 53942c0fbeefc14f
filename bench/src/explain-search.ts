/**
 * The plans of a member's search as the server runs it: the page and count statements it prepares,
 * captured from its own code, explained with their values under a custom and a generic plan, and the
 * page also under the settings of the pool that walks the search index (`index-walk` in db/pool.ts).
 *
 *   node --import tsx bench/src/explain-search.ts [--profiles 100000]
 *
 * Reads the PostgreSQL bench database of that size (made by `npm run bench:api`).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BENCH_DATABASE_OPTIONS, benchDatabaseUrl } from './bench-app.js';
import { statementsOf, typicalSearch } from './search-statements.js';
import { serverModules } from './server-modules.js';

const { values: args } = parseArgs({
  options: {
    ...BENCH_DATABASE_OPTIONS,
  },
});
const databaseUrl = benchDatabaseUrl(args);

// The settings of the index-walk pool's connections (db/pool.ts).
const WALK_SETTINGS = `set plan_cache_mode = force_generic_plan; set enable_sort = off;
  set enable_bitmapscan = off; set max_parallel_workers_per_gather = 0; set jit = off`;

/** A value as a SQL literal for EXECUTE; undefined is null, as node-postgres sends it. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `'{${value.map((v) => `"${String(v).replace(/"/g, '\\"')}"`).join(',')}}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

const { client, searchQuery, searchOf } = await serverModules();
const database = await client.openDatabase({ databaseUrl, poolSize: 2 });
const explainer = new pg.Client({ connectionString: databaseUrl });
await explainer.connect();
try {
  const { search } = await typicalSearch(explainer, searchOf);
  const statements = await statementsOf(async () => {
    await searchQuery.searchPage(database.db, search, 1);
    await searchQuery.searchCount(database.db, search);
  });

  console.log(`${args.profiles} profiles; a groom of varmala, ages 21-32, Never Married\n`);
  for (const statement of statements) {
    console.log(`-- ${statement.name}\n${statement.text.replace(/\s+/g, ' ')}`);
    console.log(`-- values: ${JSON.stringify(statement.values)}\n`);
    await explainer.query(`prepare explained as ${statement.text}`);
    for (const mode of ['force_custom_plan', 'force_generic_plan']) {
      await explainer.query(`set plan_cache_mode = ${mode}`);
      const plan = await explainer.query(
        `explain (analyze, buffers, costs off) execute explained(${statement.values.map(literal).join(', ')})`,
      );
      console.log(`-- plan_cache_mode = ${mode}`);
      console.log(`${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n`);
    }
    await explainer.query('deallocate explained');
    await explainer.query('reset plan_cache_mode');
    if (statement.name?.startsWith('search_page_')) {
      await explainer.query(WALK_SETTINGS);
      await explainer.query(`prepare explained as ${statement.text}`);
      const plan = await explainer.query(
        `explain (analyze, buffers, costs off) execute explained(${statement.values.map(literal).join(', ')})`,
      );
      await explainer.query('deallocate explained');
      await explainer.query('reset all');
      console.log('-- the index-walk pool (a generic plan, sorts and bitmap scans priced out)');
      console.log(`${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n`);
    }
  }
} finally {
  await explainer.end();
  await database.close();
}
