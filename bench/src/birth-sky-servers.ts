import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.js';
import { type Running, repoRoot } from './processes.js';

/**
 * The built server of `birth-sky-server.ts` on an embedded database of its own. `logged`: each request
 * logged as `npm start` logs it, at level info, to a file. `checkout`: another checkout's built server.
 */
export async function startSkyServer(logged = false, checkout?: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'birth-sky-server.ts'),
      String(port),
      logged ? 'logged' : 'quiet',
      ...(checkout ? [checkout] : []),
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], cwd: repoRoot },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health/live`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A member's bearer header on a fresh server. */
export async function memberHeaders(url: string): Promise<Record<string, string>> {
  const signup = await fetch(`${url}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: 'Bench Member', mobile_no: '9876500099', password: 'a long password' }),
  });
  const { token } = (await signup.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
