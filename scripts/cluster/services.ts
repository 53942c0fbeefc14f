/**
 * The services of a local cluster, each a process of this run on a loopback port of its own:
 * redis-server, an S3-compatible server (MinIO when installed, else s3rver), app instances started
 * as an operator starts them, and nginx with deploy/nginx/varmala.conf.template.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import pg from 'pg';
import { request, sleep } from '../faults/http-client.js';
import { freePort } from '../free-port.js';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js');
const require = createRequire(import.meta.url);

/** Every process this run started, each in a process group of its own (nginx has workers). */
const started = new Set<ChildProcess>();

function startProcess(
  command: string,
  args: string[],
  logFile: string,
  env?: NodeJS.ProcessEnv,
): ChildProcess {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, {
    stdio: ['ignore', log, log],
    env: env ?? process.env,
    detached: true,
  });
  closeSync(log);
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops a process: `signal` first, SIGKILL if it is still there after `graceMs`. */
async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(child, signal);
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Whatever ends this run (a failure, Ctrl-C, the time limit), nothing it started outlives it. */
export function killEverything(): void {
  for (const child of started) signalGroup(child, 'SIGKILL');
}

async function waitFor(what: string, child: ChildProcess, ready: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited while starting`);
    if (await ready().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

export interface RedisService {
  url: string;
  pid(): number | undefined;
  /** SIGKILL: Redis gone, as when its machine fails. */
  kill(): Promise<void>;
  /** Starts it again, empty, on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedis(workDir: string): Promise<RedisService> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const service: RedisService = {
    url,
    pid: () => child?.pid,
    async start() {
      const server = startProcess(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', workDir],
        path.join(workDir, 'redis.log'),
      );
      child = server;
      await waitFor('redis-server', server, () => ping(url), 15_000);
    },
    async kill() {
      if (child) await stopProcess(child, 'SIGKILL');
    },
    async stop() {
      if (child) await stopProcess(child);
    },
  };
  await service.start();
  return service;
}

async function ping(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } finally {
    client.disconnect();
  }
}

export interface S3Service {
  kind: 'minio' | 's3rver';
  endpoint: string;
  bucket: string;
  credentials: { AWS_ACCESS_KEY_ID: string; AWS_SECRET_ACCESS_KEY: string };
  client(): S3Client;
  stop(): Promise<void>;
}

function onPath(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** MinIO where it is installed; else s3rver from npm. Private bucket, loopback only. */
export async function startS3(workDir: string, bucket: string): Promise<S3Service> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const dataDir = path.join(workDir, 's3');
  mkdirSync(dataDir, { recursive: true });
  const kind = onPath('minio') ? 'minio' : 's3rver';
  let child: ChildProcess;
  let credentials: S3Service['credentials'];
  if (kind === 'minio') {
    credentials = { AWS_ACCESS_KEY_ID: 'varmala-cluster', AWS_SECRET_ACCESS_KEY: 'varmala-cluster-secret' };
    const consolePort = await freePort();
    child = startProcess(
      'minio',
      ['server', dataDir, '--address', `127.0.0.1:${port}`, '--console-address', `127.0.0.1:${consolePort}`],
      path.join(workDir, 's3.log'),
      {
        ...process.env,
        MINIO_ROOT_USER: credentials.AWS_ACCESS_KEY_ID,
        MINIO_ROOT_PASSWORD: credentials.AWS_SECRET_ACCESS_KEY,
      },
    );
  } else {
    // s3rver accepts these credentials only.
    credentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
    child = startProcess(
      process.execPath,
      [
        // s3rver signs its listings' continuation tokens with DES, in OpenSSL 3's legacy provider.
        '--openssl-legacy-provider',
        require.resolve('s3rver/bin/s3rver.js'),
        '-d',
        dataDir,
        '-a',
        '127.0.0.1',
        '-p',
        String(port),
        '--silent',
        '--configure-bucket',
        bucket,
      ],
      path.join(workDir, 's3.log'),
    );
  }
  const client = () =>
    new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: {
        accessKeyId: credentials.AWS_ACCESS_KEY_ID,
        secretAccessKey: credentials.AWS_SECRET_ACCESS_KEY,
      },
    });
  await waitFor(
    kind,
    child,
    async () => (await fetch(endpoint).catch(() => undefined)) !== undefined,
    30_000,
  );
  if (kind === 'minio') await client().send(new CreateBucketCommand({ Bucket: bucket }));
  return { kind, endpoint, bucket, credentials, client, stop: () => stopProcess(child) };
}

/** Only this machine's PostgreSQL: the run creates a database there and drops it at the end. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const url = new URL(adminUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error(`The cluster test uses a PostgreSQL on this machine only, not ${url.hostname}`);
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** The environment every instance shares, as deploy/compose.yaml and the systemd unit set it. */
export interface ClusterSettings {
  databaseUrl: string;
  jwtSecret: string;
  redisUrl: string;
  s3: S3Service;
}

export function sharedEnvironment(settings: ClusterSettings): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: settings.databaseUrl,
    JWT_SECRET: settings.jwtSecret,
    REDIS_URL: settings.redisUrl,
    S3_BUCKET: settings.s3.bucket,
    S3_ENDPOINT: settings.s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    ...settings.s3.credentials,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
    // A production start needs a way for members to reach the operator.
    SUPPORT_EMAIL: 'help@varmala.example',
  };
}

/** One app instance: `node apps/server/dist/server.js` with its own PORT and DATA_DIR. */
export class AppInstance {
  private child: ChildProcess | undefined;
  readonly logFile: string;

  constructor(
    readonly name: string,
    readonly port: number,
    readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {
    this.logFile = path.join(dataDir, 'server.log');
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts it and waits until GET /api/health answers 200. */
  async start(): Promise<void> {
    mkdirSync(this.dataDir, { recursive: true });
    this.child = startProcess(process.execPath, [SERVER_ENTRY], this.logFile, {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...this.env,
      PORT: String(this.port),
      DATA_DIR: this.dataDir,
    });
    const child = this.child;
    await waitFor(
      `instance ${this.name} (log: ${this.logFile})`,
      child,
      async () => (await request(this.base, '/api/health', { timeoutMs: 2_000 })).status === 200,
      90_000,
    );
  }

  async kill9(): Promise<void> {
    if (this.child) await stopProcess(this.child, 'SIGKILL');
  }

  async stop(): Promise<void> {
    if (this.child) await stopProcess(this.child, 'SIGTERM', 30_000);
  }

  log(): string {
    return existsSync(this.logFile) ? readFileSync(this.logFile, 'utf8') : '';
  }
}

export interface NginxService {
  base: string;
  /** The master's; its workers are in its process group. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Renders the deploy template with the values the nginx image would take from its environment. */
export function renderNginxTemplate(values: Record<string, string>): string {
  const template = readFileSync(path.join(REPO_ROOT, 'deploy/nginx/varmala.conf.template'), 'utf8');
  const rendered = template.replace(/\$\{(VARMALA_[A-Z0-9_]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${whole} of the nginx template`);
    return value;
  });
  return rendered;
}

/**
 * Debian's nginx with a prefix of its own in `workDir` (`workDir/name`), in front of the given
 * instances.
 */
export async function startNginx(
  workDir: string,
  upstreams: AppInstance[],
  name = 'nginx',
): Promise<NginxService> {
  const port = await freePort();
  const prefix = path.join(workDir, name);
  mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  // Run as root, nginx's workers are `nobody`: they must reach the temporary folders it makes here.
  chmodSync(workDir, 0o755);
  chmodSync(prefix, 0o755);
  const values: Record<string, string> = {
    VARMALA_LISTEN: `127.0.0.1:${port}`,
    VARMALA_WEB_ROOT: path.join(REPO_ROOT, 'apps/web/dist'),
  };
  upstreams.forEach((instance, i) => {
    values[`VARMALA_APP_${i + 1}`] = `127.0.0.1:${instance.port}`;
  });
  // One instance: both lines of the template name it.
  values.VARMALA_APP_2 ??= values.VARMALA_APP_1 as string;
  writeFileSync(path.join(prefix, 'varmala.conf'), renderNginxTemplate(values));
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 2;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/logs/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${prefix}/logs/access.log;`,
      `  client_body_temp_path ${prefix}/client_body;`,
      `  proxy_temp_path ${prefix}/proxy;`,
      `  fastcgi_temp_path ${prefix}/fastcgi;`,
      `  uwsgi_temp_path ${prefix}/uwsgi;`,
      `  scgi_temp_path ${prefix}/scgi;`,
      `  include ${prefix}/varmala.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const child = startProcess(
    nginx,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'logs/error.log')],
    path.join(prefix, 'logs/stderr.log'),
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(
    'nginx',
    child,
    async () => (await request(base, '/api/health/live', { timeoutMs: 2_000 })).status === 200,
    15_000,
  );
  return { base, pid: child.pid, stop: () => stopProcess(child, 'SIGQUIT') };
}
