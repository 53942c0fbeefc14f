/**
 * `npm run test:faults [-- kill|pg-restart|sigterm|talk ...] [--keep]`: the fault scenarios against the
 * built server, on a throwaway PostgreSQL cluster of their own and on the embedded database.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseRestart } from './database-restart.js';
import { killDuringWrites } from './kill-during-writes.js';
import { killWhileTalking } from './kill-while-talking.js';
import { startThrowawayCluster } from './postgres-cluster.js';
import type { ScenarioContext, ScenarioResult } from './scenario.js';
import { REPO_ROOT } from './server-process.js';
import { sigtermUnderLoad } from './sigterm-under-load.js';
import { photoPool } from './workload.js';

const SCENARIOS: Record<string, (ctx: ScenarioContext) => Promise<ScenarioResult[]>> = {
  kill: async (ctx) => [await killDuringWrites(ctx, 'postgres'), await killDuringWrites(ctx, 'embedded')],
  'pg-restart': async (ctx) => [await databaseRestart(ctx)],
  sigterm: async (ctx) => [await sigtermUnderLoad(ctx, 'postgres'), await sigtermUnderLoad(ctx, 'embedded')],
  talk: async (ctx) => [await killWhileTalking(ctx)],
};

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output: string, ...sources: string[]): boolean {
  const built = path.join(REPO_ROOT, output);
  if (!existsSync(built)) return true;
  return sources.some((dir) => newestSource(path.join(REPO_ROOT, dir)) > statSync(built).mtimeMs);
}

/** The scenarios run the server as an operator does: from its build, rebuilt when older than its sources. */
function ensureServerBuilt(): void {
  const parts = [
    { name: 'packages/shared', output: 'packages/shared/dist/index.js', sources: ['packages/shared/src'] },
    {
      name: 'apps/server',
      output: 'apps/server/dist/server.js',
      sources: ['apps/server/src', 'packages/shared/src'],
    },
  ];
  for (const part of parts) {
    if (!isStale(part.output, ...part.sources)) continue;
    console.log(`Building ${part.name}...`);
    execSync(`npm run build -w ${part.name}`, { cwd: REPO_ROOT, stdio: 'inherit' });
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const keep = args.includes('--keep');
  const chosen = args.filter((a) => !a.startsWith('--'));
  const unknown = chosen.filter((name) => !(name in SCENARIOS));
  if (unknown.length > 0) {
    console.error(`Unknown scenario ${unknown.join(', ')}; choose from ${Object.keys(SCENARIOS).join(', ')}`);
    return 2;
  }
  const names = chosen.length > 0 ? chosen : Object.keys(SCENARIOS);

  ensureServerBuilt();
  const began = Date.now();
  const cluster = await startThrowawayCluster();
  console.log(`Throwaway PostgreSQL ${cluster.version} on 127.0.0.1:${cluster.port}`);
  const workDir = mkdtempSync(path.join(tmpdir(), 'varmala-faults-'));
  const ctx: ScenarioContext = { cluster, pool: await photoPool(), workDir };

  const results: ScenarioResult[] = [];
  try {
    for (const name of names) {
      try {
        results.push(...((await SCENARIOS[name]?.(ctx)) ?? []));
      } catch (error) {
        results.push({ name, counts: [], failures: [`crashed: ${(error as Error).stack ?? error}`] });
      }
    }
  } finally {
    cluster.destroy();
  }

  console.log(
    `\n== Summary (${new Date().toISOString().slice(0, 10)}, ${Math.round((Date.now() - began) / 1000)} s)`,
  );
  for (const result of results) {
    console.log(`\n${result.failures.length === 0 ? 'PASS' : 'FAIL'}  ${result.name}`);
    for (const [label, value] of result.counts) console.log(`      ${label}: ${value}`);
    for (const failure of result.failures) console.log(`   !  ${failure}`);
  }
  const failed = results.filter((r) => r.failures.length > 0).length;
  if (failed > 0 || keep) console.log(`\nServer logs and data kept in ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
  console.log(`\n${results.length - failed} of ${results.length} scenarios passed`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
