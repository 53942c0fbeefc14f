import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.js';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface Running {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(killer);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** The built server, started as an operator would, with rate limits keyed on X-Forwarded-For. */
export async function startAppServer(
  env: Record<string, string | undefined>,
  nodeArgs: string[] = [],
  /** Another checkout's built server, to measure an older build against this one. */
  checkout = repoRoot,
): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, path.join(checkout, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // A production start needs a way for members to reach the operator.
      SUPPORT_EMAIL: 'help@varmala.example',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child);
  return { url, process: child, stop: stopper(child) };
}

/**
 * A bare Fastify route answering fixed bytes: the framework's ceiling for an endpoint. With `logFile`,
 * it logs a line per request there, as the app does at level info.
 */
export async function startBareServer(bodyFile: string, logFile?: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'bare-server.ts'),
      String(port),
      bodyFile,
      ...(logFile ? [logFile] : []),
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], cwd: repoRoot },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/ready`, child);
  return { url, process: child, stop: stopper(child) };
}
