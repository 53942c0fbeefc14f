/**
 * The sky at birth (issue 57): POST /api/horoscope/compute and GET /api/places against a bare
 * Fastify route answering the same bytes, and the server's memory before and after the places are
 * read (they are read on the first query). Both servers silent, both logging each request, and the
 * logged app against the silent bare route (decision 051).
 *
 *   npm run bench:birth-sky [-- --connections 50 --seconds 10]
 *
 * `--seconds` is the time measured on each side, in five rounds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { memberHeaders, startSkyServer } from './birth-sky-servers.js';
import { type Running, startBareServer } from './processes.js';
import { percentile, type Result } from './results.js';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
  },
});
const connections = Number(args.connections);
const seconds = Number(args.seconds);

/** Resident memory of a process, in MB. */
function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

/** Resident memory once collected and settled: two readings a second apart within 2 MB. */
async function settledRssMb(child: Running['process']): Promise<number> {
  let previous = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 10; i++) {
    child.kill('SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = rssMb(child.pid);
    if (Math.abs(now - previous) < 2) return now;
    previous = now;
  }
  return previous;
}

interface Load {
  method: 'GET' | 'POST';
  paths: string[];
  headers?: Record<string, string>;
  body?: string;
  /** A body per request in turn, where the same one would be answered from the kept answers. */
  bodies?: string[];
}

async function load(target: Running, request: Load, duration = seconds): Promise<Result> {
  let n = 0;
  const result = await autocannon({
    url: target.url,
    connections,
    duration,
    requests: [
      {
        method: request.method,
        headers: { 'content-type': 'application/json', ...request.headers },
        ...(request.body ? { body: request.body } : {}),
        setupRequest: (req) => {
          const i = n++;
          return {
            ...req,
            path: request.paths[i % request.paths.length] as string,
            ...(request.bodies ? { body: request.bodies[i % request.bodies.length] as string } : {}),
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

/** Seconds of the same load before the measured rounds: both servers compiled and warm, as in steady use. */
const WARM_SECONDS = 3;
/**
 * The endpoint and its bare route take turns, a slice each, the order swapped every round: the
 * machine's speed drifts over a minute by more than the difference measured, and each round's ratio
 * is read from two slices a few seconds apart.
 */
const ROUNDS = 5;
const SLICE_SECONDS = Math.max(1, Math.round(seconds / ROUNDS));

interface Compared {
  app: Result;
  bare: Result;
  /** The median of the rounds' ratios. */
  rpsRatio: number;
  p99Ratio: number;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Rates averaged over the rounds, latencies the rounds' medians, errors summed. */
const overRounds = (results: Result[]): Result => ({
  rps: results.reduce((sum, result) => sum + result.rps, 0) / results.length,
  p50: median(results.map((result) => result.p50)),
  p99: median(results.map((result) => result.p99)),
  errors: results.reduce((sum, result) => sum + result.errors, 0),
});

async function compare(app: Running, appRequest: Load, bare: Running, bareRequest: Load): Promise<Compared> {
  await load(app, appRequest, WARM_SECONDS);
  await load(bare, bareRequest, WARM_SECONDS);
  const apps: Result[] = [];
  const bares: Result[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      apps.push(await load(app, appRequest, SLICE_SECONDS));
      bares.push(await load(bare, bareRequest, SLICE_SECONDS));
    } else {
      bares.push(await load(bare, bareRequest, SLICE_SECONDS));
      apps.push(await load(app, appRequest, SLICE_SECONDS));
    }
  }
  const ratios = (read: (result: Result) => number) =>
    median(apps.map((result, round) => read(result) / read(bares[round] as Result)));
  return {
    app: overRounds(apps),
    bare: overRounds(bares),
    rpsRatio: ratios((result) => result.rps),
    p99Ratio: ratios((result) => result.p99),
  };
}

/**
 * The endpoint against a bare Fastify route answering the bytes it answered; with `bareLogged`, the
 * bare server logs each request at level info to a file, as the logged app does (decision 051).
 */
async function againstBare(app: Running, request: Load, sample: string, bareLogged = false) {
  const file = path.join(tmpdir(), `varmala-bench-sky-${process.pid}.json`);
  writeFileSync(file, sample);
  const bare = await startBareServer(
    file,
    bareLogged ? path.join(tmpdir(), `varmala-bench-sky-${process.pid}.log`) : undefined,
  );
  try {
    return await compare(app, request, bare, request);
  } finally {
    await bare.stop();
  }
}

/** The endpoint against a route of the same server that does no work, answering the same bytes. */
async function againstSameServer(app: Running, request: Load, sample: string) {
  const set = await fetch(`${app.url}/bench/same-bytes`, {
    method: 'PUT',
    headers: { 'content-type': 'text/plain; charset=utf-8' },
    body: sample,
  });
  if (!set.ok) throw new Error(`the same server's bare route refused the sample: ${set.status}`);
  return compare(app, request, app, { ...request, paths: ['/bench/same-bytes'] });
}

const row = (name: string, { app, bare, rpsRatio, p99Ratio }: Compared) =>
  `| ${name} | ${Math.round(app.rps)} / ${app.p50} / ${app.p99} | ${Math.round(bare.rps)} / ${bare.p50} / ${bare.p99} | ` +
  `**${rpsRatio.toFixed(2)}** | **${p99Ratio.toFixed(2)}** | ${app.errors} |`;

/** The endpoints' rows beside the route named in `bareHeading`. */
function table(bareHeading: string, rows: [name: string, compared: Compared][]): void {
  console.log(
    `| endpoint | app rps / p50 / p99 ms | ${bareHeading} rps / p50 / p99 ms | app / bare rps | app / bare p99 | errors |`,
  );
  console.log('|---|---|---|---|---|---|');
  for (const [name, compared] of rows) console.log(row(name, compared));
}

const app = await startSkyServer();
try {
  const headers = await memberHeaders(app.url);
  const computeAt = (place: object) =>
    JSON.stringify({ date_of_birth: '1990-05-12', birth_time: '10:30 AM', ...place });

  // Warm: the computation by position reads no places; then memory before and after they are read.
  for (let i = 0; i < 200; i++) {
    await fetch(`${app.url}/api/horoscope/compute`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: computeAt({ lat: 18.52, lon: 73.86, tz: 'Asia/Kolkata' }),
    });
  }
  const before = await settledRssMb(app.process);
  const placesSample = await (await fetch(`${app.url}/api/places?q=Pune`)).text();
  const after = await settledRssMb(app.process);

  const computeBody = computeAt({ place_id: 1259229 });
  const computeSample = await (
    await fetch(`${app.url}/api/horoscope/compute`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: computeBody,
    })
  ).text();
  const compute = await againstBare(
    app,
    { method: 'POST', paths: ['/api/horoscope/compute'], headers, body: computeBody },
    computeSample,
  );
  // A different birth on each request (five years of them, a minute apart every 9 hours): the
  // positions computed afresh, none answered from the kept ones.
  const births = Array.from({ length: 5_000 }, (_, i) => {
    const at = new Date(Date.UTC(1990, 0, 1) + i * (9 * 3_600_000 + 60_000));
    const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
    return JSON.stringify({
      date_of_birth: at.toISOString().slice(0, 10),
      birth_time: time,
      place_id: 1259229,
    });
  });
  const computeFresh = await againstBare(
    app,
    { method: 'POST', paths: ['/api/horoscope/compute'], headers, body: computeBody, bodies: births },
    computeSample,
  );
  // Prefixes a family types, in Latin, Devanagari and Tamil script, short and long.
  const queries = [
    'Pu',
    'Pune',
    'Poona',
    'Thane',
    'Trichy',
    'Tiruchi',
    'Madu',
    'Nagpur',
    'Kolhapur',
    'Che',
    'Chennai',
    'Belg',
    'Mumbai',
    'Bombay',
    'London',
    'पुणे',
    'नाग',
    'சென்னை',
    'மது',
    'Wardha',
  ];
  const placesLoad: Load = {
    method: 'GET',
    paths: queries.map((q) => `/api/places?q=${encodeURIComponent(q)}&limit=10`),
  };
  const places = await againstBare(app, placesLoad, placesSample);
  const rssAfterLoad = rssMb(app.process.pid);

  // The same birth and places on a server that logs each request as `npm start` does.
  const logged = await startSkyServer(true);
  const {
    computeLogged,
    placesLogged,
    computeBothLogged,
    placesBothLogged,
    computeSameServer,
    placesSameServer,
  } = await (async () => {
    try {
      const loggedHeaders = await memberHeaders(logged.url);
      const computeLoad: Load = {
        method: 'POST',
        paths: ['/api/horoscope/compute'],
        headers: loggedHeaders,
        body: computeBody,
      };
      return {
        computeLogged: await againstBare(logged, computeLoad, computeSample),
        placesLogged: await againstBare(logged, placesLoad, placesSample),
        computeBothLogged: await againstBare(logged, computeLoad, computeSample, true),
        placesBothLogged: await againstBare(logged, placesLoad, placesSample, true),
        computeSameServer: await againstSameServer(logged, computeLoad, computeSample),
        placesSameServer: await againstSameServer(logged, placesLoad, placesSample),
      };
    } finally {
      await logged.stop();
    }
  })();

  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${connections} connections, ${ROUNDS} rounds of ` +
      `${SLICE_SECONDS} s on each side; rps the rounds' mean, p50 and p99 ` +
      "their median, each ratio the median of the rounds' ratios\n",
  );
  table('bare Fastify (same bytes)', [
    ['POST /api/horoscope/compute (one birth)', compute],
    ['POST /api/horoscope/compute (a new birth each time)', computeFresh],
    ['GET /api/places (20 prefixes)', places],
    ['POST /api/horoscope/compute (one birth), requests logged', computeLogged],
    ['GET /api/places (20 prefixes), requests logged', placesLogged],
  ]);
  console.log(
    '\nBoth servers logging each request at level info, to a file: the app as `npm start` runs it, the bare Fastify route with one line per request:\n',
  );
  table('bare Fastify, logged,', [
    ['POST /api/horoscope/compute (one birth)', computeBothLogged],
    ['GET /api/places (20 prefixes)', placesBothLogged],
  ]);
  console.log(
    '\nAgainst a route of the same logged server that does no work (its request line, headers and limits), answering the same bytes:\n',
  );
  table('same server, bare route', [
    ['POST /api/horoscope/compute (one birth), requests logged', computeSameServer],
    ['GET /api/places (20 prefixes), requests logged', placesSameServer],
  ]);
  console.log(
    `\nServer RSS: ${before.toFixed(1)} MB before the places were read, ${after.toFixed(1)} MB after ` +
      `(+${(after - before).toFixed(1)} MB); ${rssAfterLoad.toFixed(1)} MB after both loads.`,
  );
} finally {
  await app.stop();
}
