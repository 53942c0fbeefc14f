/**
 * A throwaway PostgreSQL cluster of our own (initdb in a temporary folder, its own port), so the
 * fault scenarios can stop and restart a database without touching the machine's shared cluster.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../free-port.js';

const execFileAsync = promisify(execFile);

function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const version = versions.find((v) => existsSync(path.join(root, v, 'bin', 'initdb')));
  if (!version)
    throw new Error('PostgreSQL server binaries not found (apt-get install postgresql, or set PG_BIN)');
  return path.join(root, version, 'bin');
}

export interface Cluster {
  port: number;
  version: string;
  /** Connection string of a database of this cluster. */
  url(database: string): string;
  createDatabase(name: string): Promise<string>;
  dropDatabase(name: string): Promise<void>;
  /** pg_ctl, run without blocking: the load keeps going while PostgreSQL goes away. */
  restartFast(): Promise<void>;
  stopFast(): Promise<void>;
  start(): Promise<void>;
  destroy(): void;
}

export async function startThrowawayCluster(): Promise<Cluster> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const root = mkdtempSync(path.join(tmpdir(), 'varmala-faults-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  if (asRoot) {
    // initdb refuses to run as root: the cluster belongs to the postgres user.
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  const commandOf = (tool: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(...commandOf(tool, args), { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${tool} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    }
  };
  const runAsync = async (tool: string, args: string[]) => {
    try {
      await execFileAsync(...commandOf(tool, args));
    } catch (error) {
      const failure = error as { stdout?: string; stderr?: string };
      throw new Error(`${tool} ${args.join(' ')} failed:\n${failure.stdout ?? ''}${failure.stderr ?? ''}`);
    }
  };

  const port = await freePort();
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    [
      "listen_addresses = '127.0.0.1'",
      `port = ${port}`,
      `unix_socket_directories = '${root}'`,
      'max_connections = 60',
      'shared_buffers = 32MB',
      // Durability stays on: the scenarios check that acknowledged writes survive.
      'fsync = on',
      'synchronous_commit = on',
      '',
    ].join('\n'),
  );
  const pgCtlArgs = (...args: string[]) => ['-D', dataDir, '-l', logFile, '-w', '-t', '60', ...args];
  run('pg_ctl', pgCtlArgs('start'));
  let running = true;

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const version = await admin(
    async (c) =>
      (await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?',
  );

  const destroy = () => {
    if (running) {
      spawnSync(asRoot ? 'runuser' : path.join(bin, 'pg_ctl'), [
        ...(asRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []),
        '-D',
        dataDir,
        '-m',
        'immediate',
        '-w',
        'stop',
      ]);
      running = false;
    }
    rmSync(root, { recursive: true, force: true });
  };
  // Whatever happens to the run, the cluster does not outlive it.
  process.once('exit', destroy);

  return {
    port,
    version,
    url,
    async createDatabase(name) {
      await admin((c) => c.query(`CREATE DATABASE ${name}`));
      return url(name);
    },
    async dropDatabase(name) {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
    restartFast: () => runAsync('pg_ctl', pgCtlArgs('-m', 'fast', 'restart')),
    stopFast: async () => {
      await runAsync('pg_ctl', pgCtlArgs('-m', 'fast', 'stop'));
      running = false;
    },
    start: async () => {
      await runAsync('pg_ctl', pgCtlArgs('start'));
      running = true;
    },
    destroy,
  };
}
