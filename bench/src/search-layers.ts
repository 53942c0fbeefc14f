/**
 * Where a search's CPU goes between the search itself and the app around it: the same searches (200
 * members, 30 age ranges) run by calling the service (`searchProfiles`) and through the whole app
 * (`app.inject`: routing, the token, rate limits, the body's schema, the response's serializer and
 * headers), each many times with 10 at once. Prints this process's CPU per search. Without sockets:
 * what a request costs on the wire is on top.
 *
 *   node --import tsx bench/src/search-layers.ts [--profiles 100000] [--searches 4000] [--rounds 3]
 *
 * Reads the PostgreSQL bench database of that size (made by `npm run bench:api`).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { apiRoute, searchFiltersSchema } from '@varmala/shared';
import pg from 'pg';
import { BENCH_DATABASE_OPTIONS, benchDatabaseUrl, openBenchApp, SEARCHERS_SQL } from './bench-app.js';
import { serverModules } from './server-modules.js';

const { values: args } = parseArgs({
  options: {
    ...BENCH_DATABASE_OPTIONS,
    searches: { type: 'string', default: '4000' },
    rounds: { type: 'string', default: '3' },
  },
});
const databaseUrl = benchDatabaseUrl(args);
const SEARCHES = Number(args.searches);
const AT_ONCE = 10;

const modules = await serverModules();
const { app, database, close } = await openBenchApp(databaseUrl, {
  jwtSecret: randomBytes(32).toString('hex'),
  poolSize: 10,
});
try {
  // The members the API bench searches as.
  const reader = new pg.Client({ connectionString: databaseUrl });
  await reader.connect();
  const { rows: members } = await reader.query(SEARCHERS_SQL);
  await reader.end();

  const tokens: string[] = [];
  for (const [i, member] of members.entries()) {
    const login = await app.inject({
      ...apiRoute('login'),
      payload: { mobile_no: member.mobile, password: modules.seed.DEFAULT_SEED_PASSWORD },
      remoteAddress: `10.8.0.${i}`,
    });
    if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
    tokens.push(login.json().token);
  }
  const viewers = members.map((member) => ({
    id: member.id,
    role: 'USER',
    domain: member.domain,
    gender: member.gender,
    profileStatus: member.status,
    hasPhoto: member.has_photo,
    profileId: member.profile_id,
    inBlock: false,
  }));
  const search = {
    db: database.db,
    indexWalkDb: database.indexWalkDb,
    urls: modules.signedUrl.createMediaUrlSigner(randomBytes(32).toString('hex')),
    counts: new modules.countCache.CountCache(() => 30_000, 10_000),
    horoscopes: modules.horoscopeCaches && new modules.horoscopeCaches.HoroscopeCaches(),
  };
  const filtersOf = (n: number) => ({
    from_age: 21 + (n % 5),
    to_age: 30 + (Math.floor(n / 5) % 6),
    martial_status: ['Never Married'],
    education: [],
    community: [],
  });

  // A request through the whole app, which must be answered 200.
  const injectOk = async (request: Parameters<typeof app.inject>[0]) => {
    const response = await app.inject(request);
    if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}: ${response.body}`);
  };

  const layers = {
    'the search alone (searchProfiles)': async (n: number) => {
      const filters = searchFiltersSchema.parse(filtersOf(n));
      await modules.searchProfiles.searchProfiles(search, viewers[n % viewers.length], 1, filters);
    },
    'through the app (app.inject)': (n: number) =>
      injectOk({
        ...apiRoute('searchProfiles', { page: 1 }),
        headers: { authorization: `Bearer ${tokens[n % tokens.length]}`, 'content-type': 'application/json' },
        payload: JSON.stringify(filtersOf(n)),
        remoteAddress: `10.9.${(n >> 8) & 255}.${n & 255}`,
      }),
    // The same app around answers that cost next to nothing: what the layers cost without a search.
    'the app around GET /api/config': (n: number) =>
      injectOk({ ...apiRoute('publicConfig'), remoteAddress: `10.7.${(n >> 8) & 255}.${n & 255}` }),
    'the app around GET /api/me (a member)': (n: number) =>
      injectOk({
        ...apiRoute('me'),
        headers: { authorization: `Bearer ${tokens[n % tokens.length]}` },
        remoteAddress: `10.6.${(n >> 8) & 255}.${n & 255}`,
      }),
  };

  let n = 0;
  const runMany = async (searchOnce: (n: number) => Promise<void>, count: number) => {
    let started = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (started++ < count) await searchOnce(n++);
      }),
    );
  };
  console.log(`${args.profiles} profiles, ${SEARCHES} searches per layer and round, ${AT_ONCE} at once\n`);
  console.log('| round | layer | CPU µs a search (this process) | searches a second |');
  console.log('|---|---|---|---|');
  for (const searchOnce of Object.values(layers)) await runMany(searchOnce, 1_000);
  for (let round = 1; round <= Number(args.rounds); round++) {
    for (const [layer, searchOnce] of Object.entries(layers)) {
      const cpu = process.cpuUsage();
      const startedAt = performance.now();
      await runMany(searchOnce, SEARCHES);
      const used = process.cpuUsage(cpu);
      const perSearch = Math.round((used.user + used.system) / SEARCHES);
      const rate = Math.round(SEARCHES / ((performance.now() - startedAt) / 1000));
      console.log(
        `| ${round} | ${layer} | ${perSearch.toLocaleString('en')} | ${rate.toLocaleString('en')} |`,
      );
    }
  }
} finally {
  await close();
}
