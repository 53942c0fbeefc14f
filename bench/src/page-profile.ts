/**
 * Where a page's main-thread time goes while it loads, as Lighthouse's mobile preset slows the CPU
 * (4 ×): a V8 CPU profile of one first visit, its self time summed per function and mapped through
 * the build's source maps to the source file and function.
 *
 *   cd apps/web && NODE_ENV=production npx vite build --sourcemap hidden \
 *     && NODE_ENV=production npx vite build --ssr src/prerender.tsx --outDir dist-ssr \
 *     && node scripts/preloads.mjs && node scripts/compress.mjs && node scripts/prerender.mjs
 *   node --import tsx bench/src/page-profile.ts [--path /profile/search] [--language en] [--top 40]
 *     [--tasks 5]
 *
 * --tasks N lists instead the N longest tasks of the main thread (Lighthouse counts a task's time past
 * 50 ms as blocking), read from a trace of the load, each with the functions it spent its time in,
 * callees included, and what started it.
 *
 * That is `npm run build` with source maps, which this reading needs and the site does not: a
 * plain `npm run build` afterwards makes the build without them again. One run is one sample on a
 * noisy machine: compare runs made one after the other.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TOKEN_COOKIE } from '@varmala/shared';
import { type CDPSession, chromium, type Page } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/browser.js';
import { repoRoot, startAppServer } from './processes.js';
import { serverModules } from './server-modules.js';

const argument = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const pagePath = argument('--path', '/profile/search');
const language = argument('--language', 'en');
const top = Number(argument('--top', '40'));
const tasks = Number(argument('--tasks', '0'));
/** The build's source maps, by script address (read below the run, used during it). */
const maps = new Map<string, SourceMapConsumer | null>();

const { seed, client } = await serverModules();
const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-page-profile-'));
execFileSync(
  process.execPath,
  [path.join(repoRoot, 'apps/server/dist/cli/seed.js'), '--profiles', '400', '--photos', '0.6'],
  { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'ignore' },
);
const database = await client.openDatabase({ pgliteDir: path.join(dataDir, 'db') });
const found = await database.db.execute(`select u.mobile from users u join profiles p on p.user_id = u.id
  where p.domain = 'varmala' and p.gender = 'Male' and p.status = 200
    and exists (select 1 from photos ph where ph.profile_id = p.id) order by p.id limit 1`);
const mobile = (found.rows[0] as { mobile: string }).mobile;
await database.close();

const server = await startAppServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile_no: mobile, password: seed.DEFAULT_SEED_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  await context.addCookies([
    { name: 'lang', value: language, url: server.url },
    { name: TOKEN_COOKIE, value: token, url: server.url, sameSite: 'Strict' },
  ]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (tasks > 0) {
    await printLongestTasks(cdp, page);
  } else {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load' });
    await page.waitForTimeout(6_000);
    const { profile } = await cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const totals = new Map<string, number>();
    const deltas = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, index) => {
      const frame = byId.get(id)?.callFrame;
      if (!frame) return;
      const name = frameName(frame);
      totals.set(name, (totals.get(name) ?? 0) + (deltas[index] ?? 0));
    });
    const all = [...totals.values()].reduce((sum, micros) => sum + micros, 0);
    console.log(`${pagePath} (${language}), 4 × slower CPU: ${(all / 1000).toFixed(0)} ms sampled`);
    printTop(totals);
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** The build's source map of a script of ours, or null. */
function sourceMapOf(url = ''): SourceMapConsumer | null {
  if (maps.has(url)) return maps.get(url) ?? null;
  const file = url.match(/\/assets\/[^?]+\.js$/)?.[0];
  let map: SourceMapConsumer | null = null;
  if (file) {
    try {
      map = new SourceMapConsumer(
        JSON.parse(readFileSync(path.join(repoRoot, 'apps/web/dist', `${file}.map`), 'utf8')),
      );
    } catch {
      map = null;
    }
  }
  maps.set(url, map);
  return map;
}

/** A function by its source file and line, through the build's source maps where it has them. */
function frameName(frame: CallFrame): string {
  const at = sourceMapOf(frame.url)?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  if (at?.source) {
    return `${at.name ?? frame.functionName ?? '?'} ${at.source.replace(/^.*node_modules\//, '')}:${at.line}`;
  }
  return `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop() ?? ''}:${frame.lineNumber + 1}:${frame.columnNumber}`;
}

function printTop(totals: Map<string, number>) {
  for (const [name, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(micros / 1000).toFixed(1).padStart(8)} ms  ${name}`);
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: { nodes?: { id: number; parent?: number; callFrame: CallFrame }[]; samples?: number[] };
      url?: string;
      type?: string;
    };
  };
}

/**
 * A trace of the page's load with the V8 sampler on: its main thread's longest tasks, and in each the
 * time of every function on the stack (callees included) and the trace events that started it.
 */
async function printLongestTasks(cdp: CDPSession, page: Page) {
  const events: TraceEvent[] = [];
  // The protocol types the events as string maps; they are the trace's JSON objects.
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(JSON.parse(JSON.stringify(value)) as TraceEvent[])),
  );
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    },
  });
  await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load' });
  await page.waitForTimeout(6_000);
  await cdp.send('Tracing.end');
  await complete;

  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && mains.has(thread)) busy.set(thread, (busy.get(thread) ?? 0) + (e.dur ?? 0));
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main);

  // The sampler's profile comes in chunks: nodes as they are first seen, samples with their time steps.
  const nodes = new Map<number, { parent?: number; callFrame: CallFrame }>();
  const samples: { at: number; id: number }[] = [];
  // The sampler writes from a thread of its own, under the id of the profile of the main thread.
  const profile = events.find((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === main);
  let at = profile?.args?.data?.startTime ?? 0;
  for (const e of events.filter(
    (e) => e.name === 'ProfileChunk' && e.id === profile?.id && e.pid === profile?.pid,
  )) {
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((id, index) => {
      at += deltas[index] ?? 0;
      samples.push({ at, id });
    });
  }
  samples.sort((a, b) => a.at - b.at);

  const navigation =
    events.find((e) => e.name === 'navigationStart' && e.pid === profile?.pid)?.ts ??
    onMain.find((e) => e.name === 'RunTask')?.ts ??
    0;
  const longest = onMain
    .filter((e) => e.name === 'RunTask' && e.ph === 'X')
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, tasks);
  const total = onMain
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 50_000)
    .reduce((sum, e) => sum + (e.dur ?? 0) - 50_000, 0);
  console.log(
    `${pagePath} (${language}), 4 × slower CPU: time past 50 ms in long tasks ${(total / 1000).toFixed(0)} ms`,
  );
  for (const task of longest.sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + (task.dur ?? 0);
    const started = onMain
      .filter((e) => e.ts >= task.ts && e.ts < end && e !== task && e.ph === 'X')
      .slice(0, 3)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.type ? ` ${e.args.data.type}` : ''}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''}`,
      );
    console.log(
      `\ntask at ${((task.ts - navigation) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms (${started.join(' > ')})`,
    );
    const inclusive = new Map<string, number>();
    let previous = task.ts;
    for (const sample of samples) {
      if (sample.at < task.ts || sample.at >= end) continue;
      const step = sample.at - previous;
      previous = sample.at;
      const seen = new Set<string>();
      for (let id: number | undefined = sample.id; id !== undefined; id = nodes.get(id)?.parent) {
        const frame = nodes.get(id)?.callFrame;
        if (!frame || frame.functionName === '(root)') continue;
        const name = frameName(frame);
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + step);
      }
    }
    printTop(inclusive);
  }
}
