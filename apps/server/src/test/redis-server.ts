import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '../../../../scripts/free-port.js';

/**
 * Whether redis-server can be started here: `npm test` on a fresh machine runs without it (the
 * tests of shared counters are then skipped); CI installs it (.ci/run).
 */
export const redisServerInstalled = spawnSync('redis-server', ['--version']).status === 0;

export interface TestRedis {
  url: string;
  /** Stops the server (SIGKILL): what a crashed Redis looks like to the app. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A redis-server of the test's own on a free loopback port, keeping nothing on disk, so a test
 * may stop it ("Redis is down") without touching anyone else's Redis.
 */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const start = async () => {
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = server;
    const deadline = Date.now() + 10_000;
    while (true) {
      const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
      probe.on('error', () => undefined);
      const answered = await probe
        .connect()
        .then(() => probe.ping())
        .then(
          () => true,
          () => false,
        );
      probe.disconnect();
      if (answered) return;
      if (server.exitCode !== null || Date.now() > deadline) {
        server.kill('SIGKILL');
        throw new Error('redis-server did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  };

  await start();
  return { url, kill, restart: start, stop: kill };
}
