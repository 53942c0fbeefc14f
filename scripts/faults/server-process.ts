/** The built server (`node apps/server/dist/server.js`) started as an operator would, logging to a file. */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { request, sleep } from './http-client.js';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js');

export interface ServerSettings {
  dataDir: string;
  /** Unset: the embedded database in DATA_DIR/db. */
  databaseUrl?: string;
  port: number;
  logFile: string;
}

export class ServerProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> = Promise.resolve(null);
  exitCode: number | null = null;
  signal: NodeJS.Signals | null = null;

  constructor(readonly settings: ServerSettings) {}

  get base(): string {
    return `http://127.0.0.1:${this.settings.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the server and waits until /api/health answers 200; returns the milliseconds it took. */
  async start(): Promise<number> {
    const began = Date.now();
    const log = openSync(this.settings.logFile, 'a');
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: REPO_ROOT,
      stdio: ['ignore', log, log],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        // A production start needs a way for members to reach the operator.
        SUPPORT_EMAIL: 'help@varmala.example',
        DATA_DIR: this.settings.dataDir,
        DATABASE_URL: this.settings.databaseUrl ?? '',
        // The same secret across restarts: members' tokens outlive a kill, as in production.
        JWT_SECRET: 'fault-scenarios-sign-with-one-shared-secret',
        PORT: String(this.settings.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        // Every simulated member comes from its own address (x-forwarded-for), as families do.
        TRUST_PROXY: 'true',
      },
    });
    closeSync(log);
    this.child = child;
    this.exitCode = null;
    this.signal = null;
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.exitCode = code;
        this.signal = signal;
        resolve(code);
      });
    });
    while (Date.now() - began < 90_000) {
      if (!this.running) throw new Error(`server exited during start-up:\n${this.logTail()}`);
      try {
        const reply = await request(this.base, '/api/health', { timeoutMs: 2_000 });
        if (reply.status === 200) return Date.now() - began;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`server did not become healthy in 90 s:\n${this.logTail()}`);
  }

  /** SIGKILL: no chance to finish anything, as when the machine or the OOM killer takes it. */
  async kill9(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM and wait for the exit; returns the exit code and how long it took. */
  async terminate(timeoutMs = 40_000): Promise<{ code: number | null; ms: number }> {
    const began = Date.now();
    this.child?.kill('SIGTERM');
    const code = await Promise.race([this.exited, sleep(timeoutMs).then(() => 'timeout' as const)]);
    if (code === 'timeout') {
      this.child?.kill('SIGKILL');
      throw new Error('server did not exit within the timeout after SIGTERM');
    }
    return { code, ms: Date.now() - began };
  }

  waitForExit(): Promise<number | null> {
    return this.exited;
  }

  log(): string {
    try {
      return readFileSync(this.settings.logFile, 'utf8');
    } catch {
      return '';
    }
  }

  logTail(lines = 30): string {
    return this.log().trimEnd().split('\n').slice(-lines).join('\n');
  }

  /** The JSON log lines with the given message, newest last. */
  logEntries(message: string): Record<string, unknown>[] {
    const entries: Record<string, unknown>[] = [];
    for (const line of this.log().split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        if (entry.msg === message) entries.push(entry);
      } catch {
        // a line cut by SIGKILL
      }
    }
    return entries;
  }
}
