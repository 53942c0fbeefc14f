/**
 * No text freezes the server. Every text field of every route, taken from the route table and the
 * route's own body schema, is sent over real HTTP as runs of one character (a letter, a digit, spaces,
 * '@', a Devanagari letter), and each long text is timed against a short one of the same kind in the
 * same run:
 *   - 100,000 characters against 1,000;
 *   - the longest text the route's body limit lets through against 1,000;
 *   - the field's own maximum length against a few characters.
 * The long one may cost at most MAX_RATIO times the short one. Cost is the CPU time of this process
 * (the server and its client) while the request runs, the median of a few tries: wall time on a
 * shared two-core machine measures the other processes as much as the request. And while they run,
 * another thread asks `/api/health/live` again and again: no answer may wait longer than the bound of
 * that route, which is relative to the wall time of its short texts.
 * `TEXT_COST_LOG=1` prints each measurement.
 */
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ProductRoute } from '../../app-types.js';
import { bearer, useTestApp } from '../test-app.js';
import {
  type Callers,
  makeCallers,
  pathOf,
  routeKey,
  tokenFor,
  validBodies,
  withValueAt,
} from './route-callers.js';
import { byteLength, type TextField, textFieldsOf } from './schema-texts.js';
import { NO_RATE_LIMITS } from './trust-support.js';

// Every request comes from 127.0.0.1 with the same mobile: failed log-ins must not stop the later ones.
const ctx = useTestApp(NO_RATE_LIMITS);

const CHARACTERS = { letter: 'a', digit: '7', space: ' ', at: '@', devanagari: 'क' } as const;
const SHORT = 1_000;
const LONG = 100_000;
/**
 * At the field's maximum, against this many characters (or the field's minimum, if more). Fewer
 * digits than a phone number: ten sevens are a mobile number, which a text other members read refuses
 * before anything is written, while a hundred are not, and are saved: that pair would weigh a write
 * against a refusal, not a long text against a short one.
 */
const FEW = 9;
const MAX_RATIO = 20;
/** Each pair is sent this many times, alternating, and each side's median is compared. */
const TRIES = 3;
/**
 * The shortest time a measurement is trusted for: below it, timer resolution, a garbage collection
 * or another process on a busy two-core machine decides the number, not the text.
 */
const FLOOR_MS = 2;
/**
 * The least bound on a health answer: on two cores shared with other test runs (and, on sign-up and
 * log-in, with password hashing on both), a healthy server answered in up to 1.2 s. A text check that
 * grows with the square of its length holds it for tens of seconds.
 */
const LIVE_FLOOR_MS = 2_000;

let callers: Callers;
let baseUrl: string;
let poller: Worker;

/**
 * Polls the health route from its own thread, so it keeps its own clock while the server's is
 * blocked; asked, it reports the slowest answer since the last report (a request still waiting counts
 * with its age so far).
 */
const LIVENESS_POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
let slowest = 0;
let failures = 0;
let asked = 0;
let pendingSince;
let stopped = false;
parentPort.on('message', (message) => {
  if (message === 'stop') stopped = true;
  const waiting = pendingSince === undefined ? 0 : performance.now() - pendingSince;
  parentPort.postMessage({ slowest: Math.max(slowest, waiting), failures, asked });
  slowest = 0;
  failures = 0;
  asked = 0;
});
(async () => {
  while (!stopped) {
    pendingSince = performance.now();
    try {
      const response = await fetch(workerData.url);
      await response.text();
      if (response.status !== 200) failures++;
    } catch {
      failures++;
    }
    slowest = Math.max(slowest, performance.now() - pendingSince);
    pendingSince = undefined;
    asked++;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();
`;

interface LivenessReport {
  slowest: number;
  failures: number;
  asked: number;
}

function livenessSinceLastReport(message: 'report' | 'stop' = 'report'): Promise<LivenessReport> {
  return new Promise((resolve) => {
    poller.once('message', resolve);
    poller.postMessage(message);
  });
}

beforeAll(async () => {
  callers = await makeCallers(ctx);
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  poller = new Worker(LIVENESS_POLLER, { eval: true, workerData: { url: `${baseUrl}/api/health/live` } });
});

afterAll(async () => {
  if (poller) {
    await livenessSinceLastReport('stop');
    await poller.terminate();
  }
});

interface Timed {
  /** CPU time of this process (server and client) while the request ran. */
  cpuMs: number;
  wallMs: number;
  status: number;
}

function bodyWith(route: ProductRoute, field: TextField, text: string): unknown {
  return withValueAt(validBodies(callers)[routeKey(route)] ?? {}, field.path, text);
}

async function send(route: ProductRoute, body: unknown): Promise<Timed> {
  const token = tokenFor(route, callers);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const response = await fetch(`${baseUrl}${pathOf(route, callers)}`, {
    method: route.method,
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });
  await response.text();
  const used = process.cpuUsage(cpu);
  return {
    cpuMs: (used.user + used.system) / 1000,
    wallMs: performance.now() - started,
    status: response.status,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Cost {
  short: number;
  long: number;
  shortWall: number;
  longWall: number;
  statuses: number[];
  shortStatus: number;
  longStatus: number;
}

/** Both texts sent TRIES times, alternating, so a busy moment of the machine falls on both. */
async function compare(route: ProductRoute, field: TextField, short: string, long: string): Promise<Cost> {
  const shortTimes: Timed[] = [];
  const longTimes: Timed[] = [];
  for (let i = 0; i < TRIES; i++) {
    shortTimes.push(await send(route, bodyWith(route, field, short)));
    longTimes.push(await send(route, bodyWith(route, field, long)));
  }
  return {
    short: median(shortTimes.map((t) => t.cpuMs)),
    long: median(longTimes.map((t) => t.cpuMs)),
    shortWall: median(shortTimes.map((t) => t.wallMs)),
    longWall: median(longTimes.map((t) => t.wallMs)),
    statuses: [...new Set([...shortTimes, ...longTimes].map((t) => t.status))],
    shortStatus: shortTimes[0]?.status ?? 0,
    longStatus: longTimes[0]?.status ?? 0,
  };
}

/** The longest run of `unit` the route's body limit lets through in `field`. */
function longestAccepted(route: ProductRoute, field: TextField, unit: string): string {
  const room = route.bodyLimit - byteLength(bodyWith(route, field, ''));
  return unit.repeat(Math.floor(room / Buffer.byteLength(unit)));
}

const textRoutes = () =>
  (ctx.app.productRoutes as ProductRoute[])
    .filter((route) => route.schema?.body)
    .map((route) => ({ route, fields: textFieldsOf(route.schema?.body as z.ZodType) }))
    .filter(({ fields }) => fields.length > 0);

describe('the cost of a long text', () => {
  it('finds the text fields of the routes in their schemas', () => {
    const found = Object.fromEntries(
      textRoutes().map(({ route, fields }) => [routeKey(route), fields.map((f) => f.path.join('.'))]),
    );
    // A few that must be there: the walk reads the schemas, not a list.
    expect(found['POST /api/profile/:userId/personal']).toEqual(['about', 'expectation']);
    expect(found['POST /api/profile/:userId/basic']).toContain('surname');
    expect(found['POST /api/profile/recent/:page']).toContain('community.0');
    expect(Object.keys(found).length).toBeGreaterThan(15);
  });

  it(
    'grows at most 20 times from a short text to a long one, in every text field, and health answers meanwhile',
    async () => {
      for (const { route, fields } of textRoutes()) {
        await livenessSinceLastReport();
        let slowestShort = 0;
        for (const field of fields) {
          for (const [kind, unit] of Object.entries(CHARACTERS)) {
            const what = `${routeKey(route)} ${field.path.join('.')} (${kind})`;
            const pairs: [string, string, string][] = [
              [`${LONG} against ${SHORT}`, unit.repeat(SHORT), unit.repeat(LONG)],
              [
                `up to the body limit against ${SHORT}`,
                unit.repeat(SHORT),
                longestAccepted(route, field, unit),
              ],
            ];
            if (field.maxLength) {
              const few = Math.min(field.maxLength, Math.max(FEW, field.minLength));
              pairs.push([
                `${field.maxLength} (its maximum) against ${few}`,
                unit.repeat(few),
                unit.repeat(field.maxLength),
              ]);
            }
            for (const [sizes, short, long] of pairs) {
              const cost = await compare(route, field, short, long);
              const message =
                `${what}, ${sizes}: ${cost.long.toFixed(1)} ms of CPU against ${cost.short.toFixed(1)} ms ` +
                `(wall ${cost.longWall.toFixed(1)} against ${cost.shortWall.toFixed(1)} ms; ${cost.statuses.join(', ')})`;
              expect(Math.max(...cost.statuses), message).toBeLessThan(500);
              if (sizes.startsWith('up to')) expect(cost.longStatus, message).not.toBe(413);
              // A refused short text against a saved long one would weigh a write, not a text.
              expect(cost.shortStatus === 400 && cost.longStatus < 400, message).toBe(false);
              if (process.env.TEXT_COST_LOG) console.log(message);
              expect(cost.long, message).toBeLessThanOrEqual(MAX_RATIO * Math.max(cost.short, FLOOR_MS));
              slowestShort = Math.max(slowestShort, cost.shortWall);
            }
          }
        }
        const live = await livenessSinceLastReport();
        const bound = Math.max(LIVE_FLOOR_MS, MAX_RATIO * slowestShort);
        const what = `${routeKey(route)}: /api/health/live took up to ${live.slowest.toFixed(0)} ms (bound ${bound.toFixed(0)} ms)`;
        if (process.env.TEXT_COST_LOG) console.log(what);
        expect(live.asked, what).toBeGreaterThan(0);
        expect(live.failures, what).toBe(0);
        expect(live.slowest, what).toBeLessThanOrEqual(bound);
      }
    },
    30 * 60_000,
  );
});
