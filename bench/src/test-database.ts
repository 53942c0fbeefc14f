/**
 * What opening one test file's embedded database costs, each way in turn in one process:
 * unpacking a dump of the migrated database into memory (the tests' way before), and copying the
 * migrated database's folder and opening the copy, with PostgreSQL's default 128 MB of shared
 * buffers and with 16 MB (the tests' way now). CPU is this process's user + system time, which the
 * machine's load changes far less than the wall time.
 *
 *   node --import tsx bench/src/test-database.ts [--rounds 3]
 */
import { appendFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { repoRoot } from './processes.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const rounds = Number(values.rounds);

const root = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'varmala-bench-'));
const template = path.join(root, 'template');
const small = path.join(root, 'template-16mb');

async function measure(label: string, open: () => Promise<PGlite>) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const db = await open();
  await db.query('select count(*) from pg_class');
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - start;
  await db.close();
  console.log(
    `| ${label} | ${((used.user + used.system) / 1e6).toFixed(2)} s | ${(wall / 1e3).toFixed(2)} s |`,
  );
}

async function copyAndOpen(from: string): Promise<PGlite> {
  const dir = mkdtempSync(path.join(root, 'copy-'));
  cpSync(from, dir, { recursive: true });
  const db = new PGlite(dir);
  await db.waitReady;
  return db;
}

try {
  const db = new PGlite(template);
  await migrate(drizzle(db), { migrationsFolder: path.join(repoRoot, 'apps/server/drizzle') });
  const dump = await db.dumpDataDir('none');
  await db.close();
  cpSync(template, small, { recursive: true });
  appendFileSync(path.join(small, 'postgresql.conf'), '\nshared_buffers = 16MB\n');

  console.log('| way | CPU | wall |\n|---|---|---|');
  for (let round = 0; round < rounds; round += 1) {
    await measure('dump unpacked into memory', async () => {
      const copy = new PGlite('memory://', { loadDataDir: dump });
      await copy.waitReady;
      return copy;
    });
    await measure('folder copied, 128 MB shared buffers', () => copyAndOpen(template));
    await measure('folder copied, 16 MB shared buffers', () => copyAndOpen(small));
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
