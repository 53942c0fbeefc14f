/**
 * Lighthouse on the pages families open first, in each language the site speaks (chosen as a reader
 * chooses it, with the `lang` cookie), against the built app on seeded data, in Debian's Chromium,
 * each page a first visit (nothing cached, no service worker):
 * - the mobile preset (a mid-range phone on a slow 4G link, simulated) on the five first pages;
 * - slow 3G (400 kbps, 400 ms round trips, a 4x slower CPU) on the public pages, whose text
 *   arrives in the HTML: how soon a parent on a poor connection sees words.
 *
 *   npm run bench:web [-- --languages en,ta] [--only "slow 3G /login"] [--runs 3] [--lhr-dir <dir>]
 *
 * Each page is opened `--runs` times (3 by default) and its row is Lighthouse's median run (the run
 * nearest the median first paint and time to interactive, as Lighthouse CI reports it): one run at a
 * moment the shared machine stalled would otherwise stand for the page. The row also gives every
 * run's score, the lowest included.
 *
 * --lhr-dir writes each page's whole Lighthouse report there (its long tasks, its main thread's
 * work by script), to see what to cut; and beside it what the report was computed from
 * (`*.artifacts.json`: the trace and the network log), on which Lighthouse's simulation can be run
 * again to see which requests and tasks a metric waited for.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isLanguage, LANGUAGES, TOKEN_COOKIE } from '@varmala/shared';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/browser.js';
import { freePort } from '../../scripts/free-port.js';
import { repoRoot, startAppServer } from './processes.js';
import { serverModules } from './server-modules.js';

const run = promisify(execFile);

/** The password the seed gives every account (the server's own constant). */
const seedPassword: string = (await serverModules()).seed.DEFAULT_SEED_PASSWORD;

interface PageRun {
  path: string;
  loggedIn: boolean;
  network: Network;
}

type Network = 'mobile preset' | 'slow 3G';

/** Lighthouse's simulated throttling for slow 3G; the mobile preset is Lighthouse's default. */
const SLOW_3G = {
  rttMs: 400,
  throughputKbps: 400,
  requestLatencyMs: 400,
  downloadThroughputKbps: 400,
  uploadThroughputKbps: 400,
  cpuSlowdownMultiplier: 4,
};

const PAGES: PageRun[] = [
  ...['/', '/login', '/public-profile/search'].map((path) => ({
    path,
    loggedIn: false,
    network: 'mobile preset' as const,
  })),
  ...['/home', '/profile/search'].map((path) => ({
    path,
    loggedIn: true,
    network: 'mobile preset' as const,
  })),
  ...['/', '/login', '/signup', '/password/reset', '/public-profile/search'].map((path) => ({
    path,
    loggedIn: false,
    network: 'slow 3G' as const,
  })),
];

const languagesArgument = process.argv.indexOf('--languages');
const languages =
  languagesArgument > 0
    ? (process.argv[languagesArgument + 1] ?? '').split(',').filter(isLanguage)
    : LANGUAGES;

const onlyArgument = process.argv.indexOf('--only');
/** Runs only the pages whose "network path" starts with this, e.g. "slow 3G /login". */
const only = onlyArgument > 0 ? (process.argv[onlyArgument + 1] ?? '') : '';
const lhrArgument = process.argv.indexOf('--lhr-dir');
const lhrDir = lhrArgument > 0 ? path.resolve(process.argv[lhrArgument + 1] ?? '') : undefined;
const pages = PAGES.filter((page) => `${page.network} ${page.path}`.startsWith(only));
const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument > 0 ? Math.max(1, Number(process.argv[runsArgument + 1]) || 1) : 3;

async function seededGroomMobile(dataDir: string): Promise<string> {
  const { client } = await serverModules();
  const database = await client.openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  try {
    const result = await database.db.execute(`select u.mobile from users u join profiles p on p.user_id = u.id
      where p.domain = 'varmala' and p.gender = 'Male' and p.status = 200
        and exists (select 1 from photos ph where ph.profile_id = p.id) order by p.id limit 1`);
    return (result.rows[0] as { mobile: string }).mobile;
  } finally {
    await database.close();
  }
}

/**
 * Lighthouse on `page` as a first visit: a new browser with an empty profile, so nothing is cached
 * and no service worker runs, whose cookies (language, login) are set in the profile's own context,
 * the one Lighthouse's tab opens in.
 */
async function firstVisit(origin: string, page: PageRun, language: string, token: string) {
  const port = await freePort();
  const profileDir = mkdtempSync(path.join(tmpdir(), 'varmala-bench-browser-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: [`--remote-debugging-port=${port}`, ...CHROMIUM_ARGS],
  });
  try {
    await context.addCookies([{ name: 'lang', value: language, url: origin, sameSite: 'Lax' }]);
    if (page.loggedIn) {
      await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: origin, sameSite: 'Strict' }]);
    }
    const result = await lighthouse(`${origin}${page.path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Keeps the cookies set above; the profile is new, so nothing else is stored.
      disableStorageReset: true,
      ...(page.network === 'slow 3G' ? { throttlingMethod: 'simulate', throttling: SLOW_3G } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    return result;
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-bench-web-'));
  await run(
    process.execPath,
    [path.join(repoRoot, 'apps/server/dist/cli/seed.js'), '--profiles', '400', '--photos', '0.6'],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
  );
  const mobile = await seededGroomMobile(dataDir);
  const server = await startAppServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile_no: mobile, password: seedPassword }),
    });
    const { token } = (await login.json()) as { token: string };

    const lines = [
      '| network | page | language | performance (median run; every run) | accessibility | FCP (ms) | LCP (ms) | TBT (ms) | CLS | JS transferred (KB) |',
      '|---|---|---|---|---|---|---|---|---|---|',
    ];
    const results: Record<string, unknown> = {};
    const benchmarkIndexes: number[] = [];
    for (const language of languages)
      for (const page of pages) {
        // Lighthouse now and then loses the navigation in its own trace (NO_NAVSTART): such a run
        // measured nothing, so the page is opened once more, and the row says so.
        const measured: Awaited<ReturnType<typeof firstVisit>>[] = [];
        const lost: string[] = [];
        for (let i = 0; i < runs; i++) {
          let one = await firstVisit(server.url, page, language, token);
          const lostHere = one.lhr.runtimeError?.code;
          if (lostHere) {
            lost.push(lostHere);
            one = await firstVisit(server.url, page, language, token);
          }
          measured.push(one);
        }
        // The runs with a first paint and a time to interactive, which the median is chosen by.
        const valid = filterToValidRuns(measured.map((one) => one.lhr));
        const medianLhr = valid.length > 0 ? computeMedianRun(valid) : measured[0]?.lhr;
        const result = measured.find((one) => one.lhr === medianLhr);
        if (!result) throw new Error(`no run of ${page.path}`);
        const { lhr } = result;
        const everyScore = measured.map((one) =>
          Math.round((one.lhr.categories.performance?.score ?? 0) * 100),
        );
        if (lhrDir) {
          mkdirSync(lhrDir, { recursive: true });
          const name = `${page.network} ${language} ${page.path}`.replace(/[^\w]+/g, '-');
          writeFileSync(path.join(lhrDir, `${name}.json`), JSON.stringify(lhr));
          writeFileSync(path.join(lhrDir, `${name}.artifacts.json`), JSON.stringify(result.artifacts));
        }
        for (const one of measured) benchmarkIndexes.push(one.lhr.environment.benchmarkIndex);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const scripts = (
          (
            lhr.audits['network-requests']?.details as {
              items?: { resourceType?: string; transferSize?: number }[];
            }
          )?.items ?? []
        )
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
        // A run Lighthouse could not finish scores 0: its reason goes in the row, not a silent zero.
        const failed = lhr.runtimeError
          ? ` (${lhr.runtimeError.code} twice)`
          : lost.length > 0
            ? ` (${lost.length} of ${runs} runs opened again, lost: ${lost.join(', ')})`
            : '';
        lines.push(
          `| ${page.network} | ${page.path}${page.loggedIn ? ' (logged in)' : ''} | ${language} | ${score('performance')}${failed}${runs > 1 ? ` (${everyScore.join(', ')})` : ''} | ${score('accessibility')} | ${Math.round(numeric('first-contentful-paint'))} | ${Math.round(numeric('largest-contentful-paint'))} | ${Math.round(numeric('total-blocking-time'))} | ${numeric('cumulative-layout-shift').toFixed(3)} | ${(scripts / 1024).toFixed(1)} |`,
        );
        results[`${page.network} ${language} ${page.path}`] = {
          performance: score('performance'),
          everyRun: everyScore,
          runtimeError: lhr.runtimeError?.code,
          accessibility: score('accessibility'),
          fcp: numeric('first-contentful-paint'),
          lcp: numeric('largest-contentful-paint'),
          tbt: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          scriptBytes: scripts,
          failedAccessibility: Object.values(lhr.audits)
            .filter(
              (audit) =>
                audit.score === 0 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === audit.id),
            )
            .map((audit) => audit.id),
        };
      }
    console.log(lines.join('\n'));
    // Lighthouse's own measure of how fast this machine ran a fixed piece of work (higher is faster):
    // its simulated phone is this machine slowed down, so a busy machine scores lower.
    console.log(`Lighthouse benchmark index: ${benchmarkIndexes.map(Math.round).join(', ')}`);
    const resultsDir = path.join(repoRoot, 'bench/results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      path.join(resultsDir, 'web.json'),
      `${JSON.stringify({ date: new Date().toISOString(), lighthouse: '12.8.2', benchmarkIndexes, results }, null, 2)}\n`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
