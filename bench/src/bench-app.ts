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
 * Families for the family's rows (issue 53): 200 other Approved members, 50 of each site and
 * gender, each run by a guardian of their site and gender, a third set of 200; each pair a
 * guardian row (`manage`), written once.
 */
export const FAMILY_PAIRS_SQL = `with ranked as (
    select u.id as user_id, u.mobile, p.domain, p.gender,
      row_number() over (partition by p.domain, p.gender order by p.id) as n
    from users u join profiles p on p.user_id = u.id where p.status = 200)
  select c.user_id as profile_user_id, g.user_id as guardian_user_id, g.mobile as guardian_mobile
  from ranked c join ranked g on g.domain = c.domain and g.gender = c.gender and g.n = c.n + 50
  where c.n between 51 and 100 order by c.domain, c.gender, c.n`;

/**
 * Settings every bench server runs with besides production's: each searcher sends dozens of
 * interests in a run, and each talker dozens of messages, more than a member's day allows.
 */
export const BENCH_SETTINGS = { INTERESTS_PER_DAY: '1000', MESSAGES_PER_DAY: '10000' };

/**
 * Pairs who talk in the benches (issue 54): the Approved grooms ranked 151 to 200 of each site (after
 * the searchers' and the families' ranks), each with the bride of his rank on his site, neither
 * paused; 100 pairs on a bench database of 10,000 profiles.
 */
const TALKERS_SQL = `with ranked as (
    select u.id as user_id, u.mobile, p.id as profile_id, p.domain, p.gender, p.paused,
      row_number() over (partition by p.domain, p.gender order by p.id) as n
    from users u join profiles p on p.user_id = u.id where p.status = 200)
  select g.profile_id as groom_profile_id, g.user_id as groom_user_id, g.mobile as groom_mobile,
    b.profile_id as bride_profile_id, b.user_id as bride_user_id, b.mobile as bride_mobile
  from ranked g join ranked b on b.domain = g.domain and b.gender = 'Female' and b.n = g.n
  where g.gender = 'Male' and g.n between 151 and 200 and not g.paused and not b.paused
  order by g.domain, g.n`;

/** One side of a talking pair. */
export interface Talker {
  profileId: number;
  userId: number;
  mobile: string;
}

export interface TalkingPair {
  conversationId: number;
  groom: Talker;
  bride: Talker;
}

/**
 * One open conversation for each pair of talkers, as an accepted interest opens it, emptied of
 * earlier runs' messages and events, so the reply gate and the day's count start afresh.
 */
export async function prepareTalkingPairs(
  execute: (query: string) => Promise<Record<string, unknown>[]>,
): Promise<TalkingPair[]> {
  const rows = (await execute(TALKERS_SQL)) as {
    groom_profile_id: number;
    groom_user_id: number;
    groom_mobile: string;
    bride_profile_id: number;
    bride_user_id: number;
    bride_mobile: string;
  }[];
  if (rows.length === 0) throw new Error('No talkers on the bench database: seed more profiles');
  const pairs: TalkingPair[] = [];
  for (const row of rows) {
    const [a, b] = [row.groom_profile_id, row.bride_profile_id].sort((x, y) => x - y);
    const [conversation] = (await execute(`insert into conversations (profile_a_id, profile_b_id)
      values (${a}, ${b}) on conflict (profile_a_id, profile_b_id)
      do update set closed_at = null, closed_reason = null returning id`)) as { id: number }[];
    const conversationId = (conversation as { id: number }).id;
    pairs.push({
      conversationId,
      groom: { profileId: row.groom_profile_id, userId: row.groom_user_id, mobile: row.groom_mobile },
      bride: { profileId: row.bride_profile_id, userId: row.bride_user_id, mobile: row.bride_mobile },
    });
  }
  const ids = pairs.map((pair) => pair.conversationId).join(',');
  await execute(`delete from conversation_events where conversation_id in (${ids})`);
  await execute(`delete from messages where conversation_id in (${ids})`);
  return pairs;
}

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
