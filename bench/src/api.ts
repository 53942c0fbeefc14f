/**
 * API benchmarks with their two ceilings, side by side in one run:
 *   app     the endpoint of the built server (autocannon)
 *   bare    a bare Fastify route answering the same bytes (the framework's ceiling)
 *   pgbench the endpoint's own SQL replayed by pgbench (the database's ceiling; PostgreSQL only)
 *
 *   npm run bench:api -- --profiles 100000 [--db postgres|pglite] [--connections 50] [--seconds 10]
 *     [--only <endpoint name prefix>[|<another>...]] [--cpu-prof <dir>: a V8 CPU profile of the server, written there]
 *     [--database <name>: the PostgreSQL database, varmala_bench_<profiles> unless given]
 *     [--beside digest|booklet|melava: measure the app while the server sends the daily digest, draws a
 *      booklet of 500 or checks in a melava's 1,000 passes (bench/src/beside.ts); the ceilings are
 *      measured after it has finished]
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { apiRoute, SEND_TEMPLATES } from '@varmala/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  BENCH_DATABASE_OPTIONS,
  BENCH_SETTINGS,
  benchDatabaseName,
  benchDatabaseUrl,
  FAMILY_PAIRS_SQL,
  prepareTalkingPairs,
  SEARCHERS_SQL,
  type Talker,
  type TalkingPair,
} from './bench-app.js';
import { BESIDE_KINDS, type Beside, type BesideKind, type BesideReport, prepareBeside } from './beside.js';
import { type Captured, captureSql, type Request } from './capture-sql.js';
import { cpuPerRequest, cpuTimes, idleShare, machineTimes } from './cpu-time.js';
import { pgbench } from './pgbench.js';
import { type Running, repoRoot, startAppServer, startBareServer } from './processes.js';
import type { Result } from './results.js';
import { serverModules } from './server-modules.js';

const run = promisify(execFile);

const { values: args } = parseArgs({
  options: {
    ...BENCH_DATABASE_OPTIONS,
    profiles: { type: 'string', default: '10000' },
    db: { type: 'string', default: 'postgres' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
    beside: { type: 'string' },
  },
});
const profiles = Number(args.profiles);
const kind = args.db === 'pglite' ? 'pglite' : 'postgres';
const connections = Number(args.connections);
const seconds = Number(args.seconds);
const dataDir = path.join(repoRoot, 'bench/.data', `${kind}-${profiles}`);

const databaseName = benchDatabaseName(args);
const databaseUrl = kind === 'postgres' ? benchDatabaseUrl(args) : undefined;
const besideKind = args.beside as BesideKind | undefined;
if (besideKind && !BESIDE_KINDS.includes(besideKind))
  throw new Error(`--beside takes ${BESIDE_KINDS.join(' or ')}, not ${besideKind}`);
if (besideKind && !databaseUrl) throw new Error('--beside needs --db postgres');

async function ensureDatabase(): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: args['postgres-url'] });
    await admin.connect();
    const name = databaseName;
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    await admin.end();
  }
}

async function seededCount(): Promise<number> {
  const { client } = await serverModules();
  const database = await client.openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'db') });
  try {
    await client.migrateDatabase(database);
    const result = await database.db.execute('select count(*)::int as n from profiles');
    return (result.rows[0] as { n: number }).n;
  } finally {
    await database.close();
  }
}

async function seed(): Promise<void> {
  const have = await seededCount();
  if (have >= profiles) return;
  console.log(`Seeding ${profiles - have} profiles into the ${kind} database...`);
  await run(
    process.execPath,
    [
      path.join(repoRoot, 'apps/server/dist/cli/seed.js'),
      '--profiles',
      String(profiles - have),
      '--seed',
      '11',
      // The benchmarks sign members up as they run: a bench database has real members by design.
      '--force',
    ],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
}

interface Subjects {
  groomMobile: string;
  /** Members of both sites and genders who search in turn, with and without photos. */
  searcherMobiles: string[];
  /** Their profiles: who they may send interests to. */
  searcherProfiles: { id: number; group: string }[];
  /**
   * Approved profiles, by the site and gender of the searchers they are for (`varmala:Male`: the
   * brides a groom of varmala may send an interest to), none of them a searcher.
   */
  interestTargets: Record<string, number[]>;
  /** Profile ids run from 1 to this without a gap (pgbench picks pairs of them at random). */
  lastProfileId: number;
  /**
   * Grooms with a photo who view in turn: 400 members at 300 views an hour each allow 120,000 views,
   * so the profile view measures views, not 429s.
   */
  viewerMobiles: string[];
  viewIds: number[];
  loginMobiles: string[];
  birthDates: string[];
  /** Profiles a guardian runs (issue 53): each guardian's mobile and the profile's account. */
  family: { guardianMobile: string; profileUserId: number }[];
  /** Pairs with an open conversation (issue 54), emptied for this run. */
  talk: TalkingPair[];
}

const VIEWERS = 400;
/** Profiles each searcher may send an interest to: more than a run sends. */
const INTEREST_TARGETS = 1000;

/** Who the requests are about, read before the server holds the database. */
async function pickSubjects(): Promise<Subjects> {
  const { client } = await serverModules();
  // Without the app's statement timeout: on a million profiles the bench's own writes over all of
  // them, and the vacuum after, take longer.
  const database = await client.openDatabase({
    databaseUrl,
    pgliteDir: path.join(dataDir, 'db'),
    statementTimeoutMs: 0,
  });
  const rows = async <T>(query: string) => (await database.db.execute(query)).rows as T[];
  try {
    // Featured profiles for the home page: a dozen Approved ones per site and gender.
    await database.db.execute(`update profiles set is_featured = true, featured_consent = true
      where not (is_featured and featured_consent) and id in (
      select id from (select id, row_number() over (partition by domain, gender order by id) as n
        from profiles where status = 200) as ranked where n <= 6)`);
    // "Verified only" needs verified profiles, which seeded members never are: on this bench database
    // one profile in ten of each site and gender is given the badge of a call by the operator. Only
    // rows that change are written, and the table is vacuumed after: a rewritten row clears its page
    // in the visibility map, and the searches' index-only scans would then read the table too.
    const verified = `(select id from (select id, row_number() over (partition by domain, gender order by id)
      as n from profiles) as ranked where n % 10 = 0)`;
    await database.db.execute(`delete from profile_badges
      where kind = 'operator_call' and profile_id not in ${verified}`);
    await database.db.execute(`insert into profile_badges (profile_id, kind, by)
      select id, 'operator_call', 'operator' from ${verified} as chosen on conflict do nothing`);
    await database.db.execute(`update profiles set badge_mask = badge_mask | 2
      where badge_mask & 2 = 0 and id in ${verified}`);
    await database.db.execute(`update profiles set badge_mask = badge_mask & ~2::smallint
      where badge_mask & 2 <> 0 and id not in ${verified}`);
    await database.db.execute('vacuum (analyze) profiles');
    const grooms = await rows<{
      mobile: string;
    }>(`select u.mobile from users u join profiles p on p.user_id = u.id
      where p.domain = 'varmala' and p.gender = 'Male' and p.status = 200
        and exists (select 1 from photos ph where ph.profile_id = p.id) order by p.id limit ${VIEWERS}`);
    const groom = grooms[0];
    const searchers = await rows<{ mobile: string; profile_id: number; domain: string; gender: string }>(
      SEARCHERS_SQL,
    );
    // What earlier runs sent is taken back, so every pair of this run is a first interest.
    const searcherIds = searchers.map((s) => s.profile_id).join(',');
    await database.db.execute(`delete from interests
      where sender_profile_id in (${searcherIds}) or receiver_profile_id in (${searcherIds})`);
    const targets = await rows<{ id: number; for_group: string }>(`select id, for_group from (
        select id, domain || ':' || case gender when 'Male' then 'Female' else 'Male' end as for_group,
          row_number() over (partition by domain, gender order by id desc) as n
        from profiles where status = 200 and not paused and id not in (${searcherIds})) as ranked
      where n <= ${INTEREST_TARGETS}`);
    const interestTargets: Record<string, number[]> = {};
    for (const target of targets) {
      interestTargets[target.for_group] = [...(interestTargets[target.for_group] ?? []), target.id];
    }
    const [span] = await rows<{ last: number; gaps: boolean }>(
      'select max(id) as last, count(*) <> max(id) as gaps from profiles',
    );
    if (!span || span.gaps)
      throw new Error('Profile ids of the bench database must run from 1 without a gap');
    const brides = await rows<{ id: number }>(`select id from profiles
      where domain = 'varmala' and gender = 'Female' and status = 200 order by id desc limit 200`);
    const mobiles = await rows<{ mobile: string }>(`select mobile from users order by id limit 5000`);
    const dates = await rows<{ d: string }>(`select distinct to_char(date_of_birth, 'FMYYYY-FMMM-FMDD') as d
      from profiles where domain = 'varmala' and status = 200 limit 200`);
    if (!groom) throw new Error('No seeded groom with a photo: seed more profiles');
    const pairs = await rows<{ profile_user_id: number; guardian_user_id: number; guardian_mobile: string }>(
      FAMILY_PAIRS_SQL,
    );
    for (const pair of pairs) {
      await database.db.execute(`insert into guardians (profile_user_id, guardian_user_id, role)
        values (${pair.profile_user_id}, ${pair.guardian_user_id}, 'manage') on conflict do nothing`);
    }
    const talk = await prepareTalkingPairs((query) => rows<Record<string, unknown>>(query));
    return {
      groomMobile: groom.mobile,
      searcherMobiles: searchers.map((s) => s.mobile),
      searcherProfiles: searchers.map((s) => ({ id: s.profile_id, group: `${s.domain}:${s.gender}` })),
      interestTargets,
      lastProfileId: span.last,
      viewerMobiles: grooms.map((g) => g.mobile),
      viewIds: brides.map((b) => b.id),
      loginMobiles: mobiles.map((m) => m.mobile),
      birthDates: dates.map((d) => d.d),
      family: pairs.map((pair) => ({
        guardianMobile: pair.guardian_mobile,
        profileUserId: pair.profile_user_id,
      })),
      talk,
    };
  } finally {
    await database.close();
  }
}

/** The password the seed gives every account (the server's own constant). */
const seedPassword: string = (await serverModules()).seed.DEFAULT_SEED_PASSWORD;

interface Scenario {
  name: string;
  /**
   * True: load the endpoint itself for a few seconds first, so what it keeps (counts) is kept.
   * False: measure from a cold start, and have pgbench replay what a cold request runs. Unset:
   * neither warm-up, and pgbench replays a second request.
   */
  warm?: boolean;
  /** The request measured, and the one whose bytes and SQL make the ceilings. */
  request: Request;
  /** Varies each request (other profile, other mobile, other address) where the endpoint needs it. */
  vary?: (n: number) => Partial<Request>;
  /** For an endpoint that changes what it is asked twice: the request that warms up the capture. */
  warmWith?: Request;
  /**
   * How pgbench replays the captured statements when they cannot run again as they are (an
   * interest's pair may be sent once): pgbench's own commands first, then the statements.
   */
  replay?: (statements: string[]) => { commands: string[]; statements: string[] };
}

/** Typical age ranges asked for: from 21-25 up to 30-35. */
function ageRange(n: number): { from_age: number; to_age: number } {
  return { from_age: 21 + (n % 5), to_age: 30 + (Math.floor(n / 5) % 6) };
}

function scenarios(
  subjects: Subjects,
  token: string,
  tokens: {
    searchers: string[];
    viewers: string[];
    guardians: string[];
    acting: string[];
    grooms: string[];
    brides: string[];
  },
): Scenario[] {
  const searcherTokens = tokens.searchers;
  const auth = { authorization: `Bearer ${token}` };
  const pick = <T>(list: T[], n: number) => list[n % list.length] as T;
  const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const typicalFilters = { martial_status: ['Never Married'], education: [], community: [] };
  const search: Omit<Scenario, 'name'> = {
    request: {
      ...apiRoute('searchProfiles', { page: 1 }),
      headers: auth,
      payload: { from_age: 21, to_age: 32, ...typicalFilters },
    },
    // Another member of either site and gender each time (200, so that a run's pages stay within
    // their limit of 600 an hour each), with one of 30 age ranges: 120 different searches, every one
    // of them asked within 600 requests.
    vary: (n: number) => ({
      headers: { authorization: `Bearer ${pick(searcherTokens, n)}` },
      payload: { ...ageRange(n), ...typicalFilters },
    }),
  };
  const all: Scenario[] = [
    { name: 'search, first 10 s (no count kept yet)', warm: false, ...search },
    { name: 'search (typical filters)', warm: true, ...search },
    // The same searches, only the profiles whose horoscope matches the searcher's under the site rule.
    {
      name: 'search, horoscope matches only',
      warm: true,
      request: {
        ...search.request,
        payload: { from_age: 21, to_age: 32, ...typicalFilters, horoscope_match: true },
      },
      vary: (n: number) => ({
        headers: { authorization: `Bearer ${pick(searcherTokens, n)}` },
        payload: { ...ageRange(n), ...typicalFilters, horoscope_match: true },
      }),
    },
    // The same searches, only profiles with a badge (one in ten on the bench database).
    {
      name: 'search, verified only',
      warm: true,
      request: {
        ...search.request,
        payload: { from_age: 21, to_age: 32, ...typicalFilters, verified_only: true },
      },
      vary: (n: number) => ({
        headers: { authorization: `Bearer ${pick(searcherTokens, n)}` },
        payload: { ...ageRange(n), ...typicalFilters, verified_only: true },
      }),
    },
    // The same searches by profiles a guardian runs, each through the guardian's switch token
    // (issue 53): the sibling rule and the acting session's check come in; the ratio to pgbench
    // should stay the plain member's.
    {
      name: 'family: search acting for a profile',
      warm: true,
      request: {
        ...search.request,
        headers: { authorization: `Bearer ${pick(tokens.acting, 0)}` },
      },
      vary: (n: number) => ({
        headers: { authorization: `Bearer ${pick(tokens.acting, n)}` },
        payload: { ...ageRange(n), ...typicalFilters },
      }),
    },
    {
      // Each guardian in turn switches to the profile they run: the role read, an audit row, a token.
      name: 'family: switch to a profile',
      request: {
        ...apiRoute('switchProfile', { userId: pick(subjects.family, 0).profileUserId }),
        headers: { authorization: `Bearer ${pick(tokens.guardians, 0)}` },
      },
      vary: (n: number) => ({
        url: apiRoute('switchProfile', { userId: pick(subjects.family, n).profileUserId }).url,
        headers: { authorization: `Bearer ${pick(tokens.guardians, n)}` },
      }),
    },
    {
      name: 'profile view',
      request: { ...apiRoute('viewProfile', { profileId: pick(subjects.viewIds, 0) }), headers: auth },
      vary: (n: number) => ({
        headers: { authorization: `Bearer ${pick(tokens.viewers, n)}` },
        url: apiRoute('viewProfile', { profileId: pick(subjects.viewIds, n) }).url,
      }),
    },
    {
      // The page a member lands on: it marks the visit (a write), counts interests and finds the
      // newest profiles that fit the member's preferences.
      name: 'member home',
      request: { ...apiRoute('memberHome'), headers: { authorization: `Bearer ${pick(searcherTokens, 0)}` } },
      vary: (n: number) => ({ headers: { authorization: `Bearer ${pick(searcherTokens, n)}` } }),
    },
    sendInterest(subjects, searcherTokens),
    sendMessage(subjects, tokens),
    {
      name: 'login',
      request: {
        ...apiRoute('login'),
        payload: { mobile_no: subjects.loginMobiles[0], password: seedPassword },
      },
      vary: (n: number) => ({
        headers: { 'x-forwarded-for': address(n) },
        payload: { mobile_no: pick(subjects.loginMobiles, n), password: seedPassword },
      }),
      // Each log-in writes a session of its own: each replay gets a new id where the captured one
      // (32 random bytes, base64url) stood, or the second replay would meet the first one's key.
      replay: (statements) => ({
        commands: ['\\set sid random(1, 1000000000000000)'],
        statements: statements.map((text) => text.replace(/'[A-Za-z0-9_-]{43}'/g, "('bench-' || :sid)")),
      }),
    },
    {
      name: 'public search',
      request: {
        ...apiRoute('publicSearch'),
        payload: { date_of_birth: subjects.birthDates[0], domain: 'varmala' },
      },
      vary: (n: number) => ({
        headers: { 'x-forwarded-for': address(n) },
        payload: { date_of_birth: pick(subjects.birthDates, n), domain: 'varmala' },
      }),
    },
    { name: 'featured', request: { method: 'GET', url: apiRoute('featured').url } },
  ];
  const only = args.only?.split('|');
  return all.filter((s) => !only || only.some((prefix) => s.name.startsWith(prefix)));
}

/**
 * An interest from each searcher in turn, each to a profile they have not sent one to in this run.
 * pgbench replays its statements with a random pair of profiles each time, so that every replay,
 * like every request, inserts an interest.
 */
function sendInterest(subjects: Subjects, searcherTokens: string[]): Scenario {
  const senders = subjects.searcherProfiles;
  const request = (sender: number, nth: number): Request => {
    const targets = subjects.interestTargets[(senders[sender] as { group: string }).group] ?? [];
    return {
      ...apiRoute('sendInterest', { profileId: targets[nth % targets.length] as number }),
      headers: { authorization: `Bearer ${searcherTokens[sender]}` },
      payload: { template: SEND_TEMPLATES[nth % SEND_TEMPLATES.length] },
    };
  };
  let sent = 0;
  return {
    name: 'send interest',
    warm: true,
    // The last targets are left to the capture: the run sends far fewer.
    request: request(0, INTEREST_TARGETS - 1),
    warmWith: request(0, INTEREST_TARGETS - 2),
    vary: () => {
      const n = sent++;
      const { url, headers, payload } = request(n % senders.length, Math.floor(n / senders.length));
      return { url, headers, payload };
    },
    replay: (statements) => {
      const sender = String((senders[0] as { id: number }).id);
      const target = /\/interest\/(\d+)/.exec(request(0, INTEREST_TARGETS - 1).url)?.[1] as string;
      const either = (text: string) =>
        text.replaceAll(`'${sender}'`, ':sender').replaceAll(`'${target}'`, ':receiver');
      return {
        commands: [
          `\\set sender random(1, ${subjects.lastProfileId})`,
          `\\set receiver random(1, ${subjects.lastProfileId})`,
        ],
        statements: statements.map(either),
      };
    },
  };
}

/**
 * A message in each open conversation in turn (issue 54), the two sides taking turns in each, so
 * the reply gate never holds one back: the same conversation comes round again only after every
 * other pair's, long after its last message was answered. The last pair is the capture's: he
 * writes (the warm-up), she answers (the statements pgbench replays). pgbench replays them in a
 * random conversation of the run each time, from the side of the capture's sender, so the locks of
 * one conversation and its two stream counters are not what it measures.
 */
function sendMessage(subjects: Subjects, tokens: { grooms: string[]; brides: string[] }): Scenario {
  const pairs = subjects.talk;
  const loadPairs = Math.max(1, pairs.length - 1);
  const capture = pairs[pairs.length - 1] as TalkingPair;
  const captureIndex = pairs.length - 1;
  const write = (pair: number, fromGroom: boolean, text: string): Request => ({
    ...apiRoute('sendMessage', { conversationId: (pairs[pair] as TalkingPair).conversationId }),
    headers: { authorization: `Bearer ${(fromGroom ? tokens.grooms : tokens.brides)[pair]}` },
    payload: { text },
  });
  const TEXTS = [
    'Namaste! We liked your profile and would like to know your family better.',
    'Thank you for accepting. Our son works in Pune; where is your daughter working now?',
    'We are happy to talk. Could both families meet at the temple next Sunday?',
    'आपले प्रोफाइल आम्हाला आवडले. पुढच्या रविवारी भेटूया का?',
    'வணக்கம்! உங்கள் குடும்பத்தைப் பற்றி மேலும் அறிய விரும்புகிறோம்.',
  ];
  let sent = 0;
  return {
    name: 'send message',
    warm: true,
    request: write(captureIndex, false, TEXTS[1] as string),
    warmWith: write(captureIndex, true, TEXTS[0] as string),
    vary: () => {
      const n = sent++;
      const pair = n % loadPairs;
      const { url, headers, payload } = write(
        pair,
        Math.floor(n / loadPairs) % 2 === 0,
        TEXTS[n % TEXTS.length] as string,
      );
      return { url, headers, payload };
    },
    replay: (statements) => {
      const load = pairs.slice(0, loadPairs);
      // The capture's sender is the bride: the side of the same rank in each conversation of the run.
      const senderIsA = capture.bride.profileId < capture.groom.profileId;
      const side = (pair: TalkingPair, sender: boolean) => {
        const [a, b] = [pair.groom, pair.bride].sort((x, y) => x.profileId - y.profileId) as [Talker, Talker];
        return sender === senderIsA ? a : b;
      };
      const list = (values: number[]) => `(array[${values.join(',')}])[:i]`;
      const replacements: [string, string][] = [
        [`'${capture.conversationId}'`, ':conv'],
        [`'${capture.bride.profileId}'`, ':sender'],
        [`'${capture.groom.profileId}'`, ':receiver'],
      ];
      // A user id that is also a profile id of the capture stands for that profile already.
      if (![capture.bride.profileId, capture.groom.profileId].includes(capture.bride.userId))
        replacements.push([`'${capture.bride.userId}'`, ':sender_user']);
      return {
        commands: [
          `\\set i random(1, ${load.length})`,
          `select ${list(load.map((p) => p.conversationId))} as conv, ` +
            `${list(load.map((p) => side(p, true).profileId))} as sender, ` +
            `${list(load.map((p) => side(p, false).profileId))} as receiver, ` +
            `${list(load.map((p) => side(p, true).userId))} as sender_user \\gset`,
        ],
        statements: statements.map((text) =>
          replacements.reduce((replaced, [from, to]) => replaced.replaceAll(from, to), text),
        ),
      };
    },
  };
}

// Counts every request made, warm-ups included, so each gets its own address and no limit is met.
let requestNumber = 0;

async function load(target: Running, scenario: Scenario, duration = seconds): Promise<Result> {
  const base = scenario.request;
  const toAutocannon = (request: Request) => ({
    method: request.method,
    path: request.url,
    // A call that takes no body (a switch) is sent with none, and so with no type of body.
    headers: {
      ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    },
    body: request.payload === undefined ? undefined : JSON.stringify(request.payload),
  });
  const cpuBefore = cpuTimes(target.process.pid);
  const machineBefore = machineTimes();
  const result = await autocannon({
    url: target.url,
    connections,
    duration,
    requests: [
      {
        ...toAutocannon(base),
        setupRequest: (request) => {
          if (!scenario.vary) return request;
          const varied = scenario.vary(requestNumber++);
          return {
            ...request,
            ...toAutocannon({ ...base, ...varied, headers: { ...base.headers, ...varied.headers } }),
          };
        },
      },
    ],
  });
  const cpu = cpuPerRequest(cpuBefore, cpuTimes(target.process.pid), result.requests.total);
  const idle = idleShare(machineBefore, machineTimes());
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    ...(cpu ? { cpu } : {}),
    ...(idle === undefined ? {} : { idle }),
  };
}

const BESIDE_WORK: Record<BesideKind, string> = {
  digest: 'sends the daily digest',
  booklet: 'draws a booklet',
  melava: "checks in a melava's passes from four door phones",
};

/** The work that ran beside a measured load, and whether it lasted the whole load. */
interface BesideResult {
  report: BesideReport;
  whole_load: boolean;
}

async function measure(app: Running, scenario: Scenario, secret: string, beside: Beside | undefined) {
  // A short warm-up, so the first connections and JIT do not count.
  await autocannon({ url: app.url, connections: 4, duration: 2, requests: [{ path: '/api/health' }] });
  if (scenario.warm) await load(app, scenario, 3);
  const work = beside?.start();
  await work?.underway;
  const measured = await load(app, scenario);
  // The ceilings are measured on a quiet server and database, once the work is done.
  const besideResult: BesideResult | undefined = work && {
    whole_load: work.running(),
    report: await work.finished,
  };

  let captured: Captured;
  if (databaseUrl) {
    captured = await captureSql(databaseUrl, secret, scenario.request, {
      warm: scenario.warm !== false,
      ...(scenario.warmWith ? { warmWith: scenario.warmWith } : {}),
    });
  } else {
    const response = await fetch(`${app.url}${scenario.request.url}`, {
      method: scenario.request.method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '10.250.0.1',
        ...scenario.request.headers,
      },
      body: scenario.request.payload === undefined ? undefined : JSON.stringify(scenario.request.payload),
    });
    captured = { status: response.status, body: Buffer.from(await response.arrayBuffer()), statements: [] };
  }
  // 200, or 201 for what it creates (a message).
  if (captured.status < 200 || captured.status > 201)
    throw new Error(`${scenario.name}: answered ${captured.status} ${captured.body}`);

  const bodyFile = path.join(tmpdir(), `varmala-bench-body-${process.pid}.json`);
  writeFileSync(bodyFile, captured.body);
  const bare = await startBareServer(bodyFile);
  let framework: Result;
  try {
    framework = await load(bare, { ...scenario, vary: undefined });
  } finally {
    await bare.stop();
    rmSync(bodyFile, { force: true });
  }
  const replay = scenario.replay?.(captured.statements) ?? { commands: [], statements: captured.statements };
  const database =
    databaseUrl && captured.statements.length > 0
      ? await pgbench(databaseUrl, replay.statements, { connections, seconds, commands: replay.commands })
      : undefined;
  return {
    measured,
    framework,
    database,
    statements: captured.statements,
    bytes: captured.body.length,
    ...(besideResult ? { beside: besideResult } : {}),
  };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const whole = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '-');
const cell = (r: Result | undefined) => (r ? `${whole(r.rps)} / ${ms(r.p50)} / ${ms(r.p99)}` : 'n/a');
const cpuCell = (r: Result) =>
  r.cpu ? `${whole(r.cpu.server)} / ${whole(r.cpu.postgres)} / ${whole(r.cpu.load)}` : 'n/a';
const percent = (share: number | undefined) => (share === undefined ? '-' : `${Math.round(share * 100)}%`);
const idleCell = (app: Result, database: Result | undefined) =>
  `${percent(app.idle)} / ${database ? percent(database.idle) : 'n/a'}`;

async function main(): Promise<void> {
  await ensureDatabase();
  await seed();
  const subjects = await pickSubjects();
  const profileDir = args['cpu-prof'];
  // Given, not generated: a server on PostgreSQL refuses to start without JWT_SECRET.
  const secret = randomBytes(32).toString('hex');
  const serverEnv = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', JWT_SECRET: secret };
  const beside =
    besideKind && databaseUrl ? await prepareBeside(besideKind, databaseUrl, serverEnv, seconds) : undefined;
  const app = await startAppServer(
    { ...serverEnv, DATABASE_URL: databaseUrl, ...BENCH_SETTINGS, ...beside?.serverEnv },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
  );
  try {
    await beside?.ready(app.url);
    const login = await fetch(`${app.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.250.0.2' },
      body: JSON.stringify({ mobile_no: subjects.groomMobile, password: seedPassword }),
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    // Each member logs in once, from an address of their own.
    const logIn = (mobiles: string[], network: number) =>
      Promise.all(
        mobiles.map(async (mobile, i) => {
          const response = await fetch(`${app.url}/api/login`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${network}.${i >> 8}.${i & 255}`,
            },
            body: JSON.stringify({ mobile_no: mobile, password: seedPassword }),
          });
          if (response.status !== 200) throw new Error(`login of a member answered ${response.status}`);
          return ((await response.json()) as { token: string }).token;
        }),
      );
    const guardians = await logIn(
      subjects.family.map((pair) => pair.guardianMobile),
      253,
    );
    // Each guardian's switch token for the profile they run, as the web's session holds it.
    const acting = await Promise.all(
      guardians.map(async (guardian, i) => {
        const response = await fetch(
          `${app.url}${apiRoute('switchProfile', { userId: (subjects.family[i] as { profileUserId: number }).profileUserId }).url}`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${guardian}`,
              'x-forwarded-for': `10.254.${i >> 8}.${i & 255}`,
            },
          },
        );
        if (response.status !== 200) throw new Error(`a guardian's switch answered ${response.status}`);
        return ((await response.json()) as { token: string }).token;
      }),
    );
    const tokens = {
      searchers: await logIn(subjects.searcherMobiles, 251),
      viewers: await logIn(subjects.viewerMobiles, 252),
      guardians,
      acting,
      grooms: await logIn(
        subjects.talk.map((pair) => pair.groom.mobile),
        249,
      ),
      brides: await logIn(
        subjects.talk.map((pair) => pair.bride.mobile),
        248,
      ),
    };

    const lines = [
      `${kind}, ${profiles.toLocaleString('en-US')} profiles, ${connections} connections, ${seconds} s each${beside ? `, the app measured while the server ${BESIDE_WORK[beside.kind]}` : ''}`,
      '',
      '| endpoint | app rps / p50 / p99 ms | bare Fastify (same bytes) | pgbench (same SQL) | app / bare rps | app / pgbench rps | errors | app CPU µs per request: server / PostgreSQL / autocannon | machine idle: app / pgbench |',
      '|---|---|---|---|---|---|---|---|---|',
    ];
    const details: Record<string, unknown> = {};
    const besideLines: string[] = [];
    for (const scenario of scenarios(subjects, token, tokens)) {
      process.stderr.write(`${scenario.name}...\n`);
      const result = await measure(app, scenario, secret, beside);
      const { measured, framework, database, statements, bytes } = result;
      const ratio = (a: number, b: number | undefined) => (b ? (a / b).toFixed(2) : 'n/a');
      lines.push(
        `| ${scenario.name} | ${cell(measured)} | ${cell(framework)} | ${cell(database)} | ${ratio(measured.rps, framework.rps)} | ${ratio(measured.rps, database?.rps)} | ${measured.errors} | ${cpuCell(measured)} | ${idleCell(measured, database)} |`,
      );
      // Each row as soon as it is measured: a later endpoint's failure does not lose it.
      process.stderr.write(`${lines.at(-1)}\n`);
      details[scenario.name] = { measured, framework, database, statements, bytes, beside: result.beside };
      if (result.beside) {
        const { report, whole_load } = result.beside;
        const done = Object.entries(report.done)
          .map(([what, n]) => `${what.replaceAll('_', ' ')} ${n.toLocaleString('en-US')}`)
          .join(', ');
        besideLines.push(
          `- ${scenario.name}: the ${report.kind} finished ${report.seconds.toFixed(1)} s after it began (${done}); ${whole_load ? 'it ran through the whole load' : `it ended before the ${seconds} s load did: a bigger bench database or a shorter --seconds`}`,
        );
      }
    }
    console.log([...lines, ...(besideLines.length > 0 ? ['', ...besideLines] : [])].join('\n'));
    const resultsDir = path.join(repoRoot, 'bench/results');
    mkdirSync(resultsDir, { recursive: true });
    const resultsFile = path.join(
      resultsDir,
      `api-${kind}-${profiles}${besideKind ? `-beside-${besideKind}` : ''}.json`,
    );
    // With --only, the endpoints not run keep their last results.
    const kept =
      args.only && existsSync(resultsFile)
        ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as { details: Record<string, unknown> }).details
        : {};
    writeFileSync(
      resultsFile,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          kind,
          profiles,
          connections,
          seconds,
          details: { ...kept, ...details },
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await app.stop();
    await beside?.close();
  }
}

await main();
