/**
 * `npm run bench:cluster -- [--profiles 10000] [--seconds 10] [--connections 32]`: search and profile
 * view through nginx with one and with two instances, with Redis limits on and off, on this
 * machine's PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 * The seeded database (varmala_scale_<profiles>) and its bucket's files (bench/.data) are kept for
 * the next run. Prints a Markdown table for docs/scaling.md.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiRoute } from '@varmala/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { idleShare, machineTimes } from '../../bench/src/cpu-time.js';
import { freePort } from '../free-port.js';
import {
  AppInstance,
  killEverything,
  REPO_ROOT,
  type RedisService,
  type S3Service,
  sharedEnvironment,
  startNginx,
  startRedis,
  startS3,
} from './services.js';

const { values: args } = parseArgs({
  options: {
    profiles: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '2' },
  },
});
const profiles = Number(args.profiles);
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const rounds = Number(args.rounds);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `varmala_scale_${profiles}`;
const keptDir = path.join(REPO_ROOT, 'bench/.data', `scale-${profiles}`);
const SEED_PASSWORD = 'seed-password-1';
const JWT_SECRET = 'bench-cluster-secret-kept-between-runs-0001';

function databaseUrl(): string {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** CPU seconds so far of the given processes and of their children (nginx's workers). */
function cpuSecondsOf(pids: number[]): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    if (pids.includes(Number(entry)) || pids.includes(ppid)) {
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    }
  }
  return total;
}

/** The PostgreSQL backends serving the bench database (not other databases of the machine). */
async function postgresPids(): Promise<number[]> {
  const rows = await query<{ pid: number }>(
    adminUrl,
    `select pid from pg_stat_activity where datname = '${databaseName}'`,
  );
  return rows.map((row) => row.pid);
}

interface Row {
  setup: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** CPU ms per 100 requests: app instances, nginx, PostgreSQL, Redis, load generator. */
  cpu: { app: number; nginx: number; postgres: number; redis: number; load: number };
  idle: number | undefined;
  /** The machine's 1-minute load average as the run began: other work on it shows here. */
  loadAverage: number;
}

async function main(): Promise<void> {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/ensure-built.mjs')], { stdio: 'inherit' });
  mkdirSync(keptDir, { recursive: true });
  const exists = await query(adminUrl, `select 1 from pg_database where datname = '${databaseName}'`);
  if (exists.length === 0) await query(adminUrl, `create database ${databaseName}`);
  const workDir = mkdtempSync(path.join(tmpdir(), 'varmala-scale-'));
  const s3 = await startS3(keptDir, 'varmala-media');
  const rows: Row[] = [];
  try {
    const seeded = await query<{ n: number }>(databaseUrl(), 'select count(*)::int as n from profiles').catch(
      () => [{ n: 0 }],
    );
    const have = seeded[0]?.n ?? 0;
    if (have < profiles) {
      console.log(`Seeding ${profiles - have} profiles (photos into ${s3.kind})...`);
      execFileSync(
        process.execPath,
        [
          path.join(REPO_ROOT, 'apps/server/dist/cli/seed.js'),
          '--profiles',
          String(profiles - have),
          '--seed',
          '11',
        ],
        {
          env: { ...process.env, ...seedEnvironment(s3), DATA_DIR: path.join(workDir, 'seed') },
          stdio: 'inherit',
        },
      );
    }
    const searchers = await query<{ mobile: string }>(
      databaseUrl(),
      `select mobile from (select u.mobile, row_number() over (partition by p.domain, p.gender order by p.id) as n
         from users u join profiles p on p.user_id = u.id where p.status = 200 and p.domain = 'varmala') ranked
       where n <= 100`,
    );
    const brides = await query<{ id: number }>(
      databaseUrl(),
      "select id from profiles where domain = 'varmala' and gender = 'Female' and status = 200 order by id desc limit 500",
    );

    // The set-ups take turns, round after round: a change in the machine's other load falls on all.
    const setups = [1, 2].flatMap((instances) => [true, false].map((redisOn) => ({ instances, redisOn })));
    for (let round = 1; round <= rounds; round++) {
      for (const { instances, redisOn } of setups) {
        const setup = `${instances} instance${instances === 1 ? '' : 's'}, Redis limits ${redisOn ? 'on' : 'off'}`;
        console.log(`\n== round ${round}: ${setup}`);
        const redis = redisOn ? await startRedis(workDir) : undefined;
        const env = sharedEnvironment({
          databaseUrl: databaseUrl(),
          jwtSecret: JWT_SECRET,
          redisUrl: redis?.url ?? '',
          s3,
        });
        if (!redis) delete env.REDIS_URL;
        env.LOG_LEVEL = 'warn';
        const apps: AppInstance[] = [];
        for (let i = 0; i < instances; i++) {
          apps.push(
            new AppInstance(String(i + 1), await freePort(), path.join(workDir, `app-${apps.length}`), env),
          );
        }
        await Promise.all(apps.map((app) => app.start()));
        const nginx = await startNginx(path.join(workDir, `nginx-${rows.length}`), apps);
        try {
          const tokens = await loginAll(
            apps[0] as AppInstance,
            searchers.map((s) => s.mobile),
          );
          rows.push(
            await load(setup, 'search', nginx.base, apps, nginx.pid, redis, (n) => ({
              method: 'POST',
              path: apiRoute('searchProfiles', { page: 1 }).url,
              headers: {
                authorization: `Bearer ${tokens[n % tokens.length]}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({
                from_age: 21 + (n % 5),
                to_age: 30 + (Math.floor(n / 5) % 6),
                martial_status: ['Never Married'],
              }),
            })),
          );
          rows.push(
            await load(setup, 'profile view', nginx.base, apps, nginx.pid, redis, (n) => ({
              method: 'GET',
              path: `/api/profile/view/${brides[n % brides.length]?.id}`,
              headers: { authorization: `Bearer ${tokens[(n * 7) % tokens.length]}` },
            })),
          );
        } finally {
          await nginx.stop();
          await Promise.all(apps.map((app) => app.stop()));
          await redis?.stop();
        }
      }
    }
  } finally {
    await s3.stop();
    killEverything();
    rmSync(workDir, { recursive: true, force: true });
  }
  printTable(rows);
}

function seedEnvironment(s3: S3Service): Record<string, string> {
  const env = sharedEnvironment({ databaseUrl: databaseUrl(), jwtSecret: JWT_SECRET, redisUrl: '', s3 });
  delete env.REDIS_URL;
  return env;
}

/** Members log in from addresses of their own, straight to an instance (TRUST_PROXY=1 takes it). */
async function loginAll(app: AppInstance, mobiles: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const [i, mobile] of mobiles.entries()) {
    const response = await fetch(`${app.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ mobile_no: mobile, password: SEED_PASSWORD }),
    });
    if (response.status !== 200) throw new Error(`login of ${mobile} answered ${response.status}`);
    tokens.push(((await response.json()) as { token: string }).token);
  }
  return tokens;
}

type Request = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

async function load(
  setup: string,
  scenario: string,
  base: string,
  apps: AppInstance[],
  nginxPid: number | undefined,
  redis: RedisService | undefined,
  requestFor: (n: number) => Request,
): Promise<Row> {
  let n = randomBytes(2).readUInt16BE();
  const run = (duration: number) =>
    autocannon({
      url: base,
      connections,
      duration,
      requests: [{ ...requestFor(0), setupRequest: (request) => ({ ...request, ...requestFor(n++) }) }],
    });
  await run(3);
  const appPids = apps.map((app) => app.pid ?? 0);
  const redisPid = redis?.pid();
  // Backends are counted from their start: the pool's connections live through the run.
  const backends = await postgresPids();
  const loadAverage = loadavg()[0] ?? 0;
  const before = {
    app: cpuSecondsOf(appPids),
    nginx: cpuSecondsOf(nginxPid ? [nginxPid] : []),
    postgres: cpuSecondsOf(backends),
    redis: cpuSecondsOf(redisPid ? [redisPid] : []),
    load: process.cpuUsage(),
    machine: machineTimes(),
  };
  const result = await run(seconds);
  const total = result.requests.total;
  const per100 = (secondsUsed: number) => (secondsUsed * 1000 * 100) / total;
  const loadUsage = process.cpuUsage(before.load);
  const row: Row = {
    setup,
    scenario,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    cpu: {
      app: per100(cpuSecondsOf(appPids) - before.app),
      nginx: per100(cpuSecondsOf(nginxPid ? [nginxPid] : []) - before.nginx),
      postgres: per100(
        cpuSecondsOf([...new Set([...backends, ...(await postgresPids())])]) - before.postgres,
      ),
      redis: per100(cpuSecondsOf(redisPid ? [redisPid] : []) - before.redis),
      load: per100((loadUsage.user + loadUsage.system) / 1e6),
    },
    idle: idleShare(before.machine, machineTimes()),
    loadAverage,
  };
  console.log(
    `${scenario}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}`,
  );
  return row;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** One line per set-up and scenario: the median of its rounds. */
function printTable(rows: Row[]): void {
  const f = (value: number) => value.toFixed(1);
  console.log(
    `\n${profiles.toLocaleString('en-US')} profiles, ${connections} connections, ${seconds} s each, through nginx; ` +
      `median of ${rounds} round(s)\n`,
  );
  console.log(
    '| Set-up | Scenario | req/s | p50 ms | p99 ms | non-2xx | CPU ms per 100 requests: app / nginx / PostgreSQL / Redis / load generator | machine idle | load average |',
  );
  console.log('|---|---|---:|---:|---:|---:|---|---:|---:|');
  const keys = [...new Set(rows.map((row) => `${row.setup}\u0000${row.scenario}`))];
  for (const key of keys) {
    const group = rows.filter((row) => `${row.setup}\u0000${row.scenario}` === key);
    const m = (pick: (row: Row) => number) => median(group.map(pick));
    const [setup, scenario] = key.split('\u0000');
    const idle = group.every((row) => row.idle !== undefined)
      ? `${Math.round(m((row) => row.idle ?? 0) * 100)}%`
      : '-';
    console.log(
      `| ${setup} | ${scenario} | ${Math.round(m((row) => row.rps)).toLocaleString('en-US')} | ${m((row) => row.p50)} | ` +
        `${m((row) => row.p99)} | ${group.reduce((sum, row) => sum + row.non2xx, 0)} | ` +
        `${f(m((row) => row.cpu.app))} / ${f(m((row) => row.cpu.nginx))} / ${f(m((row) => row.cpu.postgres))} / ` +
        `${f(m((row) => row.cpu.redis))} / ${f(m((row) => row.cpu.load))} | ${idle} | ${m((row) => row.loadAverage).toFixed(1)} |`,
    );
  }
}

process.once('exit', killEverything);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killEverything();
    process.exit(130);
  });
}
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    killEverything();
    process.exit(1);
  },
);
