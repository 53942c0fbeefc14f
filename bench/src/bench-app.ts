import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverModules } from './server-modules.js';

/**
 * The options that name the bench database a script reads: `--profiles`, `--database` (the
 * database's name, varmala_bench_<profiles> unless given) and `--postgres-url` (the server).
 */
export const BENCH_DATABASE_OPTIONS = {
  profiles: { type: 'string', default: '100000' },
  database: { type: 'string' },
  'postgres-url': {
    type: 'string',
    default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  },
} as const;

/** The name of the PostgreSQL bench database those options pick (made by `npm run bench:api`). */
export function benchDatabaseName(args: { profiles?: string; database?: string }): string {
  return args.database ?? `varmala_bench_${args.profiles}`;
}

/** The address of that database. */
export function benchDatabaseUrl(args: { profiles?: string; database?: string; 'postgres-url'?: string }) {
  const url = new URL(args['postgres-url'] as string);
  url.pathname = `/${benchDatabaseName(args)}`;
  return url.toString();
}

/**
 * The members who search in the benches: the first 50 Approved ones of each site and gender, so
 * searches go both ways on both sites.
 */
export const SEARCHERS_SQL = `select * from (
    select u.id, u.mobile, u.domain, p.gender, p.status, p.id as profile_id,
      exists (select 1 from photos ph where ph.profile_id = p.id) as has_photo,
      row_number() over (partition by p.domain, p.gender order by p.id) as n
    from users u join profiles p on p.user_id = u.id where p.status = 200) as ranked
  where n <= 50`;

/**
 * Settings every bench server runs with besides production's: each searcher sends dozens of
 * interests in a run, more than a member's day allows.
 */
export const BENCH_SETTINGS = { INTERESTS_PER_DAY: '1000' };

/**
 * The server's own app in this process, on the bench database, as production builds it (no web
 * files); `close` ends it, its database and its data folder.
 */
export async function openBenchApp(databaseUrl: string, options: { jwtSecret: string; poolSize: number }) {
  const { app: appModule, config: configModule, client } = await serverModules();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-bench-app-'));
  const database = await client.openDatabase({ databaseUrl, poolSize: options.poolSize });
  const config = configModule.loadConfig(
    {
      NODE_ENV: 'production',
      SUPPORT_EMAIL: 'help@varmala.example',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      ...BENCH_SETTINGS,
    },
    { jwtSecret: options.jwtSecret, webDistDir: undefined },
  );
  const app = await appModule.buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
