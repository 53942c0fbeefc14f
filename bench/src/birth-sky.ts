/**
 * The sky at birth (issue 57): POST /api/horoscope/compute and GET /api/places against a bare
 * Fastify route answering the same bytes, and the server's memory before and after the places are
 * read (they are read on the first query).
 *
 *   npm run bench:birth-sky [-- --connections 50 --seconds 10]
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from '../../scripts/free-port.js';
import { type Running, repoRoot, startBareServer } from './processes.js';
import type { Result } from './results.js';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
  },
});
const connections = Number(args.connections);
const seconds = Number(args.seconds);

/** `logged`: each request logged as `npm start` logs it, at level info, to a file. */
async function startSkyServer(logged = false): Promise<Running> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'birth-sky-server.ts'),
      String(port),
      logged ? 'logged' : 'quiet',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], cwd: repoRoot },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health/live`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

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

/** Seconds of the same load before each measured one: both servers compiled and warm, as in steady use. */
const WARM_SECONDS = 3;

/** The endpoint, then a bare route answering the bytes it answered. */
async function againstBare(app: Running, request: Load, sample: string) {
  await load(app, request, WARM_SECONDS);
  const measured = await load(app, request);
  const file = path.join(tmpdir(), `varmala-bench-sky-${process.pid}.json`);
  writeFileSync(file, sample);
  const bare = await startBareServer(file);
  try {
    await load(bare, request, WARM_SECONDS);
    return { app: measured, bare: await load(bare, request) };
  } finally {
    await bare.stop();
  }
}

/** The endpoint, then a route of the same server that does no work, answering the same bytes. */
async function againstSameServer(app: Running, request: Load, sample: string) {
  const set = await fetch(`${app.url}/bench/same-bytes`, {
    method: 'PUT',
    headers: { 'content-type': 'text/plain; charset=utf-8' },
    body: sample,
  });
  if (!set.ok) throw new Error(`the same server's bare route refused the sample: ${set.status}`);
  await load(app, request, WARM_SECONDS);
  const measured = await load(app, request);
  const bareRequest = { ...request, paths: ['/bench/same-bytes'] };
  await load(app, bareRequest, WARM_SECONDS);
  return { app: measured, bare: await load(app, bareRequest) };
}

const row = (name: string, { app, bare }: { app: Result; bare: Result }) =>
  `| ${name} | ${Math.round(app.rps)} / ${app.p50} / ${app.p99} | ${Math.round(bare.rps)} / ${bare.p50} / ${bare.p99} | ` +
  `**${(app.rps / bare.rps).toFixed(2)}** | **${(app.p99 / bare.p99).toFixed(2)}** | ${app.errors} |`;

/** A member's bearer header on a fresh server. */
async function memberHeaders(url: string): Promise<Record<string, string>> {
  const signup = await fetch(`${url}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: 'Bench Member', mobile_no: '9876500099', password: 'a long password' }),
  });
  const { token } = (await signup.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
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
  const { computeLogged, placesLogged, computeSameServer, placesSameServer } = await (async () => {
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
        computeSameServer: await againstSameServer(logged, computeLoad, computeSample),
        placesSameServer: await againstSameServer(logged, placesLoad, placesSample),
      };
    } finally {
      await logged.stop();
    }
  })();

  console.log(`\n${new Date().toISOString().slice(0, 10)}, ${connections} connections, ${seconds} s each\n`);
  console.log(
    '| endpoint | app rps / p50 / p99 ms | bare Fastify (same bytes) rps / p50 / p99 ms | app / bare rps | app / bare p99 | errors |',
  );
  console.log('|---|---|---|---|---|---|');
  console.log(row('POST /api/horoscope/compute (one birth)', compute));
  console.log(row('POST /api/horoscope/compute (a new birth each time)', computeFresh));
  console.log(row('GET /api/places (20 prefixes)', places));
  console.log(row('POST /api/horoscope/compute (one birth), requests logged', computeLogged));
  console.log(row('GET /api/places (20 prefixes), requests logged', placesLogged));
  console.log(
    '\nAgainst a route of the same logged server that does no work (its request line, headers and limits), answering the same bytes:\n',
  );
  console.log(
    '| endpoint | app rps / p50 / p99 ms | same server, bare route rps / p50 / p99 ms | app / bare rps | app / bare p99 | errors |',
  );
  console.log('|---|---|---|---|---|---|');
  console.log(row('POST /api/horoscope/compute (one birth), requests logged', computeSameServer));
  console.log(row('GET /api/places (20 prefixes), requests logged', placesSameServer));
  console.log(
    `\nServer RSS: ${before.toFixed(1)} MB before the places were read, ${after.toFixed(1)} MB after ` +
      `(+${(after - before).toFixed(1)} MB); ${rssAfterLoad.toFixed(1)} MB after both loads.`,
  );
} finally {
  await app.stop();
}
