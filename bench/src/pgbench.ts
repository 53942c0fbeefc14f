import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { idleShare, machineTimes } from './cpu-time.js';
import { percentile, type Result } from './results.js';

const run = promisify(execFile);

/** Replays an endpoint's statements with pgbench: the database's ceiling for that endpoint. */
export async function pgbench(
  databaseUrl: string,
  statements: string[],
  options: { connections: number; seconds: number; commands?: string[] },
): Promise<Result> {
  const dir = mkdtempSync(path.join(tmpdir(), 'varmala-pgbench-'));
  try {
    const script = path.join(dir, 'endpoint.sql');
    const lines = [...(options.commands ?? []), ...statements.map((s) => `${s};`)];
    writeFileSync(script, `${lines.join('\n')}\n`);
    const machineBefore = machineTimes();
    const { stdout } = await run(
      'pgbench',
      [
        '--no-vacuum',
        `--client=${options.connections}`,
        '--jobs=2',
        `--time=${options.seconds}`,
        `--file=${script}`,
        '--log',
        `--log-prefix=${path.join(dir, 'tx')}`,
        databaseUrl,
      ],
      { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
    );
    const idle = idleShare(machineBefore, machineTimes());
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
    // Each log line: client transaction latency_us script epoch_s epoch_us
    const latencies: number[] = [];
    for (const file of readdirSync(dir).filter((f) => f.startsWith('tx'))) {
      for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (Number.isFinite(micros) && line) latencies.push(micros / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return {
      rps: tps,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors: 0,
      ...(idle === undefined ? {} : { idle }),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
