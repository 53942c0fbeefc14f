/**
 * CPU per request of POST /api/horoscope/compute (one birth, answered from the kept answers): the
 * server's user and system time from /proc/<pid>/stat around each slice of load, this build beside
 * the bare Fastify route answering the same bytes and, with --checkout, another checkout's built
 * server. Silent servers; they take turns, the order reversed every round, and each figure is the
 * median of the rounds. A rate moves with the machine from minute to minute; the CPU a request
 * costs moves far less, so two builds compare here. Linux only.
 *
 *   npm run bench:birth-sky-cpu [-- --checkout <another checkout, installed and built>] [--rounds 7] [--seconds 3]
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { memberHeaders, startSkyServer } from './birth-sky-servers.js';
import { processUserSystemSeconds } from './cpu-time.js';
import { type Running, startBareServer } from './processes.js';
import { percentile } from './results.js';

const { values: args } = parseArgs({
  options: {
    checkout: { type: 'string' },
    rounds: { type: 'string', default: '7' },
    seconds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
  },
});
const rounds = Number(args.rounds);
const seconds = Number(args.seconds);
const connections = Number(args.connections);

const BODY = JSON.stringify({ date_of_birth: '1990-05-12', birth_time: '10:30 AM', place_id: 1259229 });

interface Target {
  name: string;
  server: Running;
  headers: Record<string, string>;
}

interface Slice {
  rps: number;
  /** Microseconds of CPU per request. */
  user: number;
  system: number;
}

async function slice(target: Target, duration: number): Promise<Slice> {
  const pid = target.server.process.pid as number;
  const before = processUserSystemSeconds(pid);
  const result = await autocannon({
    url: `${target.server.url}/api/horoscope/compute`,
    method: 'POST',
    headers: { ...target.headers, 'content-type': 'application/json' },
    body: BODY,
    connections,
    duration,
  });
  const after = processUserSystemSeconds(pid);
  const errors = result.non2xx + result.errors + result.timeouts;
  if (errors > 0) throw new Error(`${target.name}: ${errors} requests failed`);
  const perRequest = (cpuSeconds: number) => (cpuSeconds * 1e6) / result.requests.total;
  return {
    rps: result.requests.average,
    user: perRequest(after.user - before.user),
    system: perRequest(after.system - before.system),
  };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function skyTarget(name: string, checkout?: string): Promise<Target> {
  const server = await startSkyServer(false, checkout);
  return { name, server, headers: await memberHeaders(server.url) };
}

const targets: Target[] = [await skyTarget('this build')];
try {
  if (args.checkout) targets.push(await skyTarget(args.checkout, args.checkout));
  const first = targets[0] as Target;
  const answer = await fetch(`${first.server.url}/api/horoscope/compute`, {
    method: 'POST',
    headers: { ...first.headers, 'content-type': 'application/json' },
    body: BODY,
  });
  const file = path.join(tmpdir(), `varmala-bench-sky-cpu-${process.pid}.json`);
  writeFileSync(file, await answer.text());
  targets.push({
    name: 'bare Fastify (same bytes)',
    server: await startBareServer(file),
    headers: first.headers,
  });

  // Compiled and warm, as in steady use.
  for (const target of targets) await slice(target, 3);
  const slices = new Map<Target, Slice[]>(targets.map((target) => [target, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
      slices.get(target)?.push(await slice(target, seconds));
    }
  }

  console.log(
    `\n${new Date().toISOString().slice(0, 16)}Z, ${connections} connections, ${rounds} rounds of ${seconds} s ` +
      "each, taken in turn; the rounds' medians\n",
  );
  console.log('| server | rps | CPU µs / request | user | system |');
  console.log('|---|---|---|---|---|');
  for (const target of targets) {
    const of = slices.get(target) ?? [];
    const read = (part: (slice: Slice) => number) => median(of.map(part));
    console.log(
      `| ${target.name} | ${Math.round(read((s) => s.rps))} | **${read((s) => s.user + s.system).toFixed(1)}** | ` +
        `${read((s) => s.user).toFixed(1)} | ${read((s) => s.system).toFixed(1)} |`,
    );
  }
} finally {
  for (const target of targets) await target.server.stop();
}
