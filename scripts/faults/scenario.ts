/** What every scenario gets and gives back. */
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../free-port.js';
import type { Cluster } from './postgres-cluster.js';
import { ServerProcess } from './server-process.js';
import type { LedgerCheck, StorageCheck } from './verify.js';
import type { Tally } from './workload.js';

export type DatabaseKind = 'postgres' | 'embedded';

export interface ScenarioContext {
  cluster: Cluster;
  pool: { bytes: Buffer; width: number; height: number }[];
  workDir: string;
}

export interface ScenarioResult {
  name: string;
  /** Lines of `label: value` for the summary and docs/reliability.md. */
  counts: [string, string | number][];
  failures: string[];
}

export class Scenario {
  readonly counts: [string, string | number][] = [];
  readonly failures: string[] = [];

  constructor(readonly name: string) {
    console.log(`\n== ${name}`);
  }

  step(message: string): void {
    console.log(`   ${message}`);
  }

  count(label: string, value: string | number): void {
    this.counts.push([label, value]);
  }

  /** Records the count and fails the scenario unless it is what it must be. */
  expect(label: string, value: number, expected: number | ((v: number) => boolean), must?: string): void {
    this.count(label, value);
    const fine = typeof expected === 'function' ? expected(value) : value === expected;
    if (!fine) {
      this.failures.push(`${label} is ${value}, ${must ?? `expected ${expected}`}`);
    }
  }

  fail(message: string): void {
    this.failures.push(message);
  }

  result(): ScenarioResult {
    return { name: this.name, counts: this.counts, failures: this.failures };
  }
}

/** A server on a fresh DATA_DIR (and a fresh database of our cluster for PostgreSQL). */
export async function freshServer(ctx: ScenarioContext, kind: DatabaseKind, label: string) {
  const dataDir = mkdtempSync(path.join(ctx.workDir, `${label}-`));
  const databaseName = `varmala_faults_${label.replaceAll('-', '_')}_${process.pid}`;
  const databaseUrl = kind === 'postgres' ? await ctx.cluster.createDatabase(databaseName) : undefined;
  const server = new ServerProcess({
    dataDir,
    databaseUrl,
    port: await freePort(),
    logFile: path.join(dataDir, 'server.log'),
  });
  return { server, dataDir, databaseUrl };
}

/** The checks every scenario ends with: acknowledged writes are there, whole, and files match rows. */
export function expectIntact(
  scenario: Scenario,
  tally: Tally,
  check: LedgerCheck,
  storage: StorageCheck,
): void {
  const { saves, uploads, deletes } = tally.acknowledged;
  scenario.count(
    'acknowledged writes (saves/uploads/deletes)',
    `${saves + uploads + deletes} (${saves}/${uploads}/${deletes})`,
  );
  const found = check.savesFound + check.uploadsFound + check.deletesFound;
  scenario.expect('acknowledged writes found afterwards', found, saves + uploads + deletes);
  scenario.expect('acknowledged writes lost', check.savesLost + check.uploadsLost + check.deletesLost, 0);
  scenario.expect('sections half-written or unexplained', check.sectionsTorn + check.sectionsUnexpected, 0);
  scenario.count('photos checked (3 sizes each, served and decoded)', check.photosChecked);
  scenario.expect('photos broken or never uploaded', check.photosBroken + check.photosPhantom, 0);
  scenario.count('stored files', storage.files);
  scenario.expect('orphan files (no row)', storage.orphans, 0);
  scenario.expect('rows whose files are missing', storage.missing, 0);
  scenario.expect('half-written temporary files', storage.temporary, 0);
  for (const problem of check.problems.slice(0, 10)) scenario.fail(problem);
}
