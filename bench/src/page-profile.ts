/**
 * Where a page's main-thread time goes while it loads, as Lighthouse's mobile preset slows the CPU
 * (4 ×): a V8 CPU profile of one first visit, its self time summed per function and mapped through
 * the build's source maps to the source file and function.
 *
 *   cd apps/web && NODE_ENV=production npx vite build --sourcemap hidden \
 *     && NODE_ENV=production npx vite build --ssr src/prerender.tsx --outDir dist-ssr \
 *     && node scripts/preloads.mjs && node scripts/compress.mjs && node scripts/prerender.mjs
 *   node --import tsx bench/src/page-profile.ts [--path /profile/search] [--language en] [--top 40]
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
import { chromium } from 'playwright-core';
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
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load' });
  await page.waitForTimeout(6_000);
  const { profile } = await cdp.send('Profiler.stop');

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (deltas[index] ?? 0));
  });
  const maps = new Map<string, SourceMapConsumer | null>();
  const consumer = (url: string) => {
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
  };
  const totals = new Map<string, number>();
  for (const [id, micros] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    let name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}:${frame.columnNumber}`;
    const map = consumer(frame.url);
    if (map) {
      const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      if (at.source)
        name = `${at.name ?? frame.functionName ?? '?'} ${at.source.replace(/^.*node_modules\//, '')}:${at.line}`;
    }
    totals.set(name, (totals.get(name) ?? 0) + micros);
  }
  const all = [...totals.values()].reduce((sum, micros) => sum + micros, 0);
  console.log(`${pagePath} (${language}), 4 × slower CPU: ${(all / 1000).toFixed(0)} ms sampled`);
  for (const [name, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(micros / 1000).toFixed(1).padStart(8)} ms  ${name}`);
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
