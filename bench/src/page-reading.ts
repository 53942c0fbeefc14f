/**
 * What reading a search page costs the server's process: the page statement the server prepares,
 * captured from its own code, run with its 41 fields as 41 columns and as one record a row
 * (lib/sql-record.ts), each run many times over a pool of 10 connections. Prints this process's CPU per
 * page (node-postgres reading the rows, and for records splitting them) and the pages a second.
 *
 *   node --import tsx bench/src/page-reading.ts [--profiles 100000] [--pages 4000] [--rounds 3]
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
    pages: { type: 'string', default: '4000' },
    rounds: { type: 'string', default: '3' },
  },
});
const databaseUrl = benchDatabaseUrl(args);
const PAGES = Number(args.pages);
const CONNECTIONS = 10;

const { client, searchQuery, searchOf, profileItem, record } = await serverModules();
const database = await client.openDatabase({ databaseUrl, poolSize: 2 });
const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
pool.on('error', () => undefined);
try {
  const { viewer, search } = await typicalSearch(pool, searchOf);
  const statements = await statementsOf(() => searchQuery.searchPage(database.db, search, 1));
  const page = statements.find((statement) => statement.name?.startsWith('search_page_'));
  if (!page) throw new Error('The search did not run its page statement.');
  const { values } = page;

  const recordText = page.text;
  const columnsText = recordText.replace(
    /^select row\((.*)\)::text from "profiles"/s,
    'select $1 from "profiles"',
  );
  if (columnsText === recordText) throw new Error('The page statement does not select one record a row.');
  const split = record.recordReader(
    profileItem.itemFields({ id: viewer.id, profileId: null }, { photos: true, admin: false }),
  );

  const forms = {
    'as 41 columns': async () => {
      const result = await pool.query({
        name: 'columns',
        text: columnsText,
        values,
        rowMode: 'array',
      });
      return result.rows.length;
    },
    'as one record a row': async () => {
      const result = await pool.query({
        name: 'records',
        text: recordText,
        values,
        rowMode: 'array',
      });
      return result.rows.map((row: string[]) => split(row[0])).length;
    },
  };

  console.log(
    `${args.profiles} profiles, ${PAGES} pages of 20 per form and round, ${CONNECTIONS} connections\n`,
  );
  console.log('| round | form | CPU µs a page (this process) | pages a second |');
  console.log('|---|---|---|---|');
  for (let round = 1; round <= Number(args.rounds); round++) {
    for (const [form, readPage] of Object.entries(forms)) {
      for (let i = 0; i < 200; i++)
        if ((await readPage()) !== 20) throw new Error('A page held fewer than 20 rows.');
      const cpu = process.cpuUsage();
      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (next++ < PAGES) await readPage();
        }),
      );
      const used = process.cpuUsage(cpu);
      const seconds = (performance.now() - started) / 1000;
      const perPage = Math.round((used.user + used.system) / PAGES);
      console.log(
        `| ${round} | ${form} | ${perPage} | ${Math.round(PAGES / seconds).toLocaleString('en')} |`,
      );
    }
  }
} finally {
  await pool.end();
  await database.close();
}
