/**
 * The floors of the conversations' event stream (issue 54), in one run on the bench database that
 * `npm run bench:api -- --profiles N` seeded:
 *   delivery   a message posted to instance A reaches its reader's stream on A and on B (Redis
 *              pub/sub, as with REDIS_URL); p99 on B at most 2 × p99 on A
 *   memory     instance A's resident memory with N open streams (5,000 by default) against none;
 *              at most 150 MB more
 *   search     search (typical filters) on A while those streams are open, against its pgbench
 *              ceiling (the same SQL replayed); at least 0.5 ×
 *
 *   npm run bench:streams -- [--profiles 10000] [--streams 5000] [--messages 20] [--connections 50]
 *     [--seconds 10] [--database <name>] [--postgres-url <url>]
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiRoute } from '@varmala/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { killEverything, startRedis } from '../../scripts/cluster/services.js';
import {
  type EventStream,
  messageIdOf,
  openEventStream,
  postMessage,
} from '../../scripts/faults/conversation-client.js';
import { jsonBody, request } from '../../scripts/faults/http-client.js';
import type { Member } from '../../scripts/faults/workload.js';
import {
  BENCH_DATABASE_OPTIONS,
  BENCH_SETTINGS,
  benchDatabaseUrl,
  prepareTalkingPairs,
  SEARCHERS_SQL,
  type Talker,
  type TalkingPair,
} from './bench-app.js';
import { captureSql, type Request } from './capture-sql.js';
import { pgbench } from './pgbench.js';
import { type Running, repoRoot, startAppServer } from './processes.js';
import { percentile, type Result } from './results.js';
import { serverModules } from './server-modules.js';

const { values: args } = parseArgs({
  options: {
    ...BENCH_DATABASE_OPTIONS,
    profiles: { type: 'string', default: '10000' },
    streams: { type: 'string', default: '5000' },
    messages: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
  },
});
const profiles = Number(args.profiles);
const streamCount = Number(args.streams);
const messagesPerPair = Number(args.messages);
const connections = Number(args.connections);
const seconds = Number(args.seconds);
const databaseUrl = benchDatabaseUrl(args);

/** The floors of the issue. */
const FLOOR = { crossOverSameP99: 2, extraMegabytes: 150, searchOverPgbench: 0.5 };

const seedPassword: string = (await serverModules()).seed.DEFAULT_SEED_PASSWORD;

let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${240 + ((addressCounter >> 16) & 7)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function query<T>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A member of the bench database logged in at `base`, from an address of their own. */
async function logIn(base: string, who: { mobile: string; userId?: number; profileId?: number }) {
  const ip = nextAddress();
  const reply = await request(base, apiRoute('login').url, {
    method: 'POST',
    ...jsonBody({ mobile_no: who.mobile, password: seedPassword }, { 'x-forwarded-for': ip }),
  });
  if (reply.status !== 200) throw new Error(`login of ${who.mobile} answered ${reply.status}`);
  const member: Member = {
    userId: who.userId ?? 0,
    profileId: who.profileId ?? 0,
    token: reply.json<{ token: string }>().token,
    ip,
  };
  return member;
}

const SETTLE_READINGS_MAX = 90;

/** Resident memory of a process, in MB, from /proc (Linux). */
function residentMegabytes(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kilobytes / 1024;
}

/**
 * The process's memory once it has stopped falling: right after a burst of requests the heap still
 * holds their garbage. Each reading follows a full collection, a second after it; read every second
 * until ten readings in a row fall by less than 1 MB in all, at most a minute and a half; the lowest
 * of those ten.
 */
async function settledMegabytes(pid: number | undefined): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < SETTLE_READINGS_MAX; i++) {
    // A full collection before each reading (collect-on-signal.mjs).
    if (pid !== undefined) process.kill(pid, 'SIGUSR2');
    await new Promise((wait) => setTimeout(wait, 1_000));
    readings.push(residentMegabytes(pid));
    const last = readings.slice(-10);
    if (last.length === 10 && (last[0] as number) - Math.min(...last) < 1) break;
  }
  return Math.min(...readings.slice(-10));
}

interface Deliveries {
  same: number[];
  cross: number[];
  lost: number;
}

/**
 * Each pair writes in turn, his message then hers, always to A; the reader holds a stream on A and
 * one on B, and the time from the post to each event's arrival is one sample of each.
 */
async function measureDelivery(a: Running, b: Running, pairs: TalkingPair[], members: Map<Talker, Member>) {
  const deliveries: Deliveries = { same: [], cross: [], lost: 0 };
  const opened: EventStream[] = [];
  const streams = new Map<Member, { onA: EventStream; onB: EventStream }>();
  for (const member of members.values()) {
    const onA = await openEventStream(a.url, member);
    const onB = await openEventStream(a.url, member, undefined, b.url);
    opened.push(onA, onB);
    streams.set(member, { onA, onB });
  }
  const arrival = (stream: EventStream, id: number) => stream.events.find((e) => messageIdOf(e) === id)?.at;
  try {
    await Promise.all(
      pairs.map(async (pair) => {
        for (let turn = 0; turn < messagesPerPair; turn++) {
          const [from, to] = turn % 2 === 0 ? [pair.groom, pair.bride] : [pair.bride, pair.groom];
          const writer = members.get(from) as Member;
          const reader = streams.get(members.get(to) as Member) as { onA: EventStream; onB: EventStream };
          const began = Date.now();
          const reply = await postMessage(
            a.url,
            writer,
            pair.conversationId,
            'Namaste, when can our families meet?',
          );
          if (reply instanceof Error || reply.status !== 201) {
            deliveries.lost += 1;
            continue;
          }
          const id = reply.json<{ message_id: number }>().message_id;
          try {
            await reader.onA.until(() => arrival(reader.onA, id) !== undefined, 10_000, 'on A');
            await reader.onB.until(() => arrival(reader.onB, id) !== undefined, 10_000, 'on B');
          } catch {
            deliveries.lost += 1;
            continue;
          }
          deliveries.same.push((arrival(reader.onA, id) as number) - began);
          deliveries.cross.push((arrival(reader.onB, id) as number) - began);
        }
      }),
    );
  } finally {
    for (const stream of opened) stream.close();
  }
  return deliveries;
}

const typicalFilters = { martial_status: ['Never Married'], education: [], community: [] };
const ageRange = (n: number) => ({ from_age: 21 + (n % 5), to_age: 30 + (Math.floor(n / 5) % 6) });

/** Search (typical filters) by each searcher in turn, as the API bench's row of that name. */
async function searchLoad(app: Running, searchers: Member[], duration: number): Promise<Result> {
  let n = 0;
  const result = await autocannon({
    url: app.url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: apiRoute('searchProfiles', { page: 1 }).url,
        setupRequest: (req) => {
          const i = n++;
          const searcher = searchers[i % searchers.length] as Member;
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${searcher.token}`,
              'x-forwarded-for': searcher.ip,
            },
            body: JSON.stringify({ ...ageRange(i), ...typicalFilters }),
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** Opens `count` streams on A, the talkers' in turn, a hundred at a time. */
async function openMany(a: Running, members: Member[], count: number, from = 0): Promise<EventStream[]> {
  const streams: EventStream[] = [];
  for (let i = 0; i < count; i += 100) {
    const batch = Array.from({ length: Math.min(100, count - i) }, (_, j) =>
      openEventStream(a.url, members[(from + i + j) % members.length] as Member),
    );
    streams.push(...(await Promise.all(batch)));
  }
  const refused = streams.filter((stream) => stream.status !== 200).length;
  if (refused > 0) throw new Error(`${refused} of ${count} streams were refused`);
  return streams;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const whole = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '-');
const holds = (fine: boolean) => (fine ? 'yes' : '**no**');

async function main(): Promise<void> {
  const [count] = await query<{ n: number }>('select count(*)::int as n from profiles');
  if (!count || count.n < profiles) {
    throw new Error(
      `The bench database has ${count?.n ?? 0} profiles: seed it with npm run bench:api -- --profiles ${profiles}`,
    );
  }
  const pairs = await prepareTalkingPairs((text) => query(text));
  const searcherRows = await query<{ mobile: string; id: number; profile_id: number }>(SEARCHERS_SQL);

  const workDir = mkdtempSync(path.join(tmpdir(), 'varmala-bench-streams-'));
  const redis = await startRedis(workDir);
  const secret = randomBytes(32).toString('hex');
  const env = (name: string) => ({
    DATA_DIR: path.join(workDir, name),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secret,
    REDIS_URL: redis.url,
    ...BENCH_SETTINGS,
  });
  mkdirSync(path.join(workDir, 'a'));
  mkdirSync(path.join(workDir, 'b'));
  // A is the one whose memory is read: it collects its garbage when asked.
  const a = await startAppServer(env('a'), [
    '--expose-gc',
    '--import',
    path.join(import.meta.dirname, 'collect-on-signal.mjs'),
  ]);
  const b = await startAppServer(env('b'));
  try {
    const members = new Map<Talker, Member>();
    for (const pair of pairs) {
      for (const talker of [pair.groom, pair.bride]) members.set(talker, await logIn(a.url, talker));
    }
    const searchers: Member[] = [];
    for (const row of searcherRows) {
      searchers.push(await logIn(a.url, { mobile: row.mobile, userId: row.id, profileId: row.profile_id }));
    }

    process.stderr.write(`delivery: ${pairs.length} pairs, ${messagesPerPair} messages each...\n`);
    const delivery = await measureDelivery(a, b, pairs, members);
    await b.stop();
    const sorted = (values: number[]) => [...values].sort((x, y) => x - y);
    const same = sorted(delivery.same);
    const cross = sorted(delivery.cross);
    const sameP99 = percentile(same, 99);
    const crossP99 = percentile(cross, 99);

    process.stderr.write('search without streams...\n');
    await searchLoad(a, searchers, 3);
    const searchAlone = await searchLoad(a, searchers, seconds);
    const memoryBefore = await settledMegabytes(a.process.pid);

    // In two doses, each read once the process has settled: the floor's figure is all of them against
    // none; the second dose's slope, scaled to all of them, is shown beside it as a check.
    const firstDose = Math.ceil(streamCount / 5);
    process.stderr.write(`opening ${streamCount} streams on A (${firstDose}, then the rest)...\n`);
    const talkers = [...members.values()];
    const open = await openMany(a, talkers, firstDose);
    const memoryFirst = await settledMegabytes(a.process.pid);
    open.push(...(await openMany(a, talkers, streamCount - firstDose, firstDose)));
    const memoryWith = await settledMegabytes(a.process.pid);
    process.stderr.write('search with the streams open...\n');
    const searchWith = await searchLoad(a, searchers, seconds);
    const stillOpen = open.filter((stream) => !stream.ended()).length;
    for (const stream of open) stream.close();

    const searcher = searchers[0] as Member;
    const searchRequest: Request = {
      ...apiRoute('searchProfiles', { page: 1 }),
      headers: { authorization: `Bearer ${searcher.token}` },
      payload: { from_age: 21, to_age: 32, ...typicalFilters },
    };
    const captured = await captureSql(databaseUrl, secret, searchRequest, { warm: true });
    if (captured.status !== 200) throw new Error(`the search to replay answered ${captured.status}`);
    const ceiling = await pgbench(databaseUrl, captured.statements, { connections, seconds });

    const extra = memoryWith - memoryBefore;
    const slope = ((memoryWith - memoryFirst) * streamCount) / (streamCount - firstDose);
    const ratio = crossP99 / sameP99;
    const searchRatio = searchWith.rps / ceiling.rps;
    const lines = [
      `postgres, ${profiles.toLocaleString('en-US')} profiles, ${pairs.length} pairs × ${messagesPerPair} messages, ${streamCount.toLocaleString('en-US')} streams, ${connections} connections, ${seconds} s each`,
      '',
      '| measure | result | floor | holds |',
      '|---|---|---|---|',
      `| delivery to a stream on A (posted to A), p50 / p99 ms | ${ms(percentile(same, 50))} / ${ms(sameP99)} | | |`,
      `| delivery to a stream on B (posted to A, Redis), p50 / p99 ms | ${ms(percentile(cross, 50))} / ${ms(crossP99)} | | |`,
      `| p99 on B / p99 on A | ${ratio.toFixed(2)} | at most ${FLOOR.crossOverSameP99} | ${holds(ratio <= FLOOR.crossOverSameP99)} |`,
      `| messages not delivered within 10 s | ${delivery.lost} | 0 | ${holds(delivery.lost === 0)} |`,
      `| resident memory of A: no streams / ${firstDose.toLocaleString('en-US')} open / ${streamCount.toLocaleString('en-US')} open, MB | ${whole(memoryBefore)} / ${whole(memoryFirst)} / ${whole(memoryWith)} | | |`,
      `| memory the open streams cost, MB | ${whole(extra)} | at most ${FLOOR.extraMegabytes} | ${holds(extra <= FLOOR.extraMegabytes)} |`,
      `| the same from the second dose's slope, MB | ${whole(slope)} | | |`,
      `| streams still open after the search | ${stillOpen} of ${streamCount} | all | ${holds(stillOpen === streamCount)} |`,
      `| search rps / p50 / p99 ms, no streams | ${whole(searchAlone.rps)} / ${ms(searchAlone.p50)} / ${ms(searchAlone.p99)} | | |`,
      `| search rps / p50 / p99 ms, streams open | ${whole(searchWith.rps)} / ${ms(searchWith.p50)} / ${ms(searchWith.p99)} | | |`,
      `| pgbench (same SQL) tps / p50 / p99 ms | ${whole(ceiling.rps)} / ${ms(ceiling.p50)} / ${ms(ceiling.p99)} | | |`,
      `| search with streams open / pgbench | ${searchRatio.toFixed(2)} | at least ${FLOOR.searchOverPgbench} | ${holds(searchRatio >= FLOOR.searchOverPgbench)} |`,
      `| search errors, no streams / streams open | ${searchAlone.errors} / ${searchWith.errors} | 0 | ${holds(searchAlone.errors + searchWith.errors === 0)} |`,
    ];
    console.log(lines.join('\n'));
    const resultsDir = path.join(repoRoot, 'bench/results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      path.join(resultsDir, `streams-postgres-${profiles}.json`),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          profiles,
          pairs: pairs.length,
          messagesPerPair,
          streams: streamCount,
          connections,
          seconds,
          delivery: {
            same: { p50: percentile(same, 50), p99: sameP99, samples: same.length },
            cross: { p50: percentile(cross, 50), p99: crossP99, samples: cross.length },
            lost: delivery.lost,
          },
          memory: {
            before: memoryBefore,
            firstDose,
            afterFirstDose: memoryFirst,
            with: memoryWith,
            extra,
            slope,
          },
          search: { alone: searchAlone, with: searchWith, pgbench: ceiling, statements: captured.statements },
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await a.stop();
    await b.stop();
    await redis.stop();
    killEverything();
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
