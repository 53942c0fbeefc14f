import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SECRET = 'a shared secret of at least thirty-two characters';
const POSTGRES = 'postgres://varmala@db.internal:5432/varmala';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration for several instances', () => {
  it('refuses DATABASE_URL without JWT_SECRET, and generates no secret of its own then', () => {
    const own = mkdtempSync(path.join(tmpdir(), 'varmala-config-'));
    try {
      expect(() => loadConfig({ DATA_DIR: own, DATABASE_URL: POSTGRES })).toThrow(ConfigError);
      expect(problemsOf({ DATABASE_URL: POSTGRES })).toEqual([
        expect.stringMatching(/^JWT_SECRET: required with DATABASE_URL \(every instance must sign/),
      ]);
      expect(existsSync(path.join(own, 'jwt-secret'))).toBe(false);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: POSTGRES, JWT_SECRET: SECRET }).jwtSecret).toBe(
      SECRET,
    );
    // The embedded database is one machine's: a secret kept in DATA_DIR is fine there.
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads TRUST_PROXY as the number of proxies, with true and false as 1 and 0', () => {
    const hops = (value?: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;
    expect([hops(undefined), hops(''), hops('false'), hops('true'), hops('0'), hops('2')]).toEqual([
      0, 0, 0, 1, 0, 2,
    ]);
    expect(problemsOf({ TRUST_PROXY: 'yes' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: must be the number of proxies/),
    ]);
    expect(problemsOf({ TRUST_PROXY: '-1' })).toHaveLength(1);
  });

  it('takes Redis and S3 settings only when they are whole', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      S3_BUCKET: 'varmala-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect(config.s3).toEqual({
      bucket: 'varmala-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    const local = loadConfig({ DATA_DIR: dataDir });
    expect([local.redisUrl, local.s3]).toEqual([undefined, undefined]);

    expect(problemsOf({ REDIS_URL: 'http://127.0.0.1:6379' })).toEqual([
      expect.stringMatching(/^REDIS_URL:/),
    ]);
    expect(problemsOf({ S3_BUCKET: 'Not_A_Bucket' })).toEqual([expect.stringMatching(/^S3_BUCKET: must be/)]);
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_BUCKET: required with S3_ENDPOINT',
    ]);
  });
});

describe('the push services', () => {
  it('are the three browsers’ own unless PUSH_SERVICE_HOSTS names others, each as a URL writes its host', () => {
    const hosts = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir, PUSH_SERVICE_HOSTS: value }).pushServiceHosts;
    expect(hosts(undefined)).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      'web.push.apple.com',
    ]);
    expect(hosts('')).toEqual(hosts(undefined));
    expect(hosts(' FCM.googleapis.com:443 , push.example:8443,127.0.0.1:4431,[::1]:4432')).toEqual([
      'fcm.googleapis.com',
      'push.example:8443',
      '127.0.0.1:4431',
      '[::1]:4432',
    ]);
    for (const bad of [
      'https://fcm.googleapis.com',
      'fcm.googleapis.com/path',
      'user@fcm.googleapis.com',
      'fcm.googleapis.com.',
      '2130706433',
      'fcm.googleapis.com:99999',
      'fcm.googleapis.com,,web.push.apple.com',
    ]) {
      expect(problemsOf({ PUSH_SERVICE_HOSTS: bad }), bad).toEqual([
        expect.stringMatching(/^PUSH_SERVICE_HOSTS: '.*' is not a host name with an optional :port$/),
      ]);
    }
  });
});

describe('starting the server', () => {
  it('stops at once with the reason when DATABASE_URL is set without JWT_SECRET', async () => {
    const serverRoot = path.resolve(import.meta.dirname, '..');
    const own = mkdtempSync(path.join(tmpdir(), 'varmala-config-'));
    afterAll(() => rmSync(own, { recursive: true, force: true }));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', path.join(serverRoot, 'src/server.ts')],
      {
        cwd: serverRoot,
        env: { PATH: process.env.PATH, DATA_DIR: own, DATABASE_URL: POSTGRES, PORT: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}- JWT_SECRET: required with DATABASE_URL \(every instance must sign/),
    ]);
    expect(existsSync(path.join(own, 'jwt-secret'))).toBe(false);
  });

  it('makes a DATA_DIR that is not there yet (0700) when JWT_SECRET is set, and serves from it', async () => {
    const serverRoot = path.resolve(import.meta.dirname, '..');
    const parent = mkdtempSync(path.join(tmpdir(), 'varmala-config-'));
    afterAll(() => rmSync(parent, { recursive: true, force: true }));
    const missing = path.join(parent, 'not', 'yet', 'data');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', path.join(serverRoot, 'src/server.ts')],
      {
        cwd: serverRoot,
        env: {
          PATH: process.env.PATH,
          DATA_DIR: missing,
          JWT_SECRET: SECRET,
          PORT: '0',
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const listening = new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const address = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
        if (address) resolve(address);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const address = await listening;
      const health = await fetch(`${address}/api/health`);
      expect(health.status).toBe(200);
      expect(statSync(missing).mode & 0o777).toBe(0o700);
      expect(existsSync(path.join(missing, 'db.lock'))).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(output).not.toContain('ENOENT');
  }, 120_000);
});
