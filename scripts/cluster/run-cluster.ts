/**
 * `npm run test:cluster`: two app instances on PostgreSQL, Redis and an S3-compatible server, with
 * nginx in front, all on this machine's loopback; checks what several instances must share, through
 * nginx and through each instance, then stops everything it started and drops its database.
 *
 *   CLUSTER_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres):
 *   the PostgreSQL where a fresh database is created for the run. `--keep` keeps the logs.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port.js';
import {
  type Cluster,
  downloadsExactlyK,
  killAUnderWrites,
  loginFailuresShareOneLimit,
  migratedOnce,
  nginxEdges,
  passwordChangeSignsOutOnB,
  photoServedByB,
  redisDownFailsClosedForAccounts,
  signupServedByB,
} from './checks.js';
import { streamOnBHearsA, streamResumesAfterCut } from './conversation-checks.js';
import {
  AppInstance,
  createDatabase,
  dropDatabase,
  killEverything,
  REPO_ROOT,
  sharedEnvironment,
  startNginx,
  startRedis,
  startS3,
} from './services.js';

/** The whole run, set-up included, ends within this; then everything is stopped and it fails. */
const TIME_LIMIT_MS = 10 * 60_000;
const SEEDED_PROFILES = 80;

const CHECKS: [string, (cluster: Cluster) => Promise<string>][] = [
  ['both instances started at the same moment on an empty database come up, migrated once', migratedOnce],
  ['a member signs up through A and is served by B', signupServedByB],
  ['a photo uploaded through A is served by B', photoServedByB],
  ['a password change through A makes the old token fail on B at once', passwordChangeSignsOutOnB],
  ['login failures spread over A and B hit one limit', loginFailuresShareOneLimit],
  [
    'N parallel downloads of different profiles over A and B on a quota of K succeed K times',
    downloadsExactlyK,
  ],
  [
    'a message posted to A reaches a stream on B through nginx, unbuffered, by Redis pub/sub',
    streamOnBHearsA,
  ],
  ['a stream cut and resumed with Last-Event-ID loses no message and repeats none', streamResumesAfterCut],
  ['with Redis down, log-in and sign-up fail closed and reading goes on', redisDownFailsClosedForAccounts],
  ['nginx: body size limit, pre-compressed assets with a long cache', nginxEdges],
  [
    'killing A with SIGKILL under a write load loses no acknowledged write; nginx sends the traffic to B',
    killAUnderWrites,
  ],
];

function adminDatabaseUrl(): string {
  return (
    process.env.CLUSTER_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

async function main(): Promise<number> {
  const keep = process.argv.includes('--keep');
  // Built as `npm start` builds: the shared package, the server and the web app nginx serves.
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/ensure-built.mjs')], { stdio: 'inherit' });

  const workDir = mkdtempSync(path.join(tmpdir(), 'varmala-cluster-'));
  const databaseName = `varmala_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
  const adminUrl = adminDatabaseUrl();
  let databaseCreated = false;
  let passed = 0;
  let failed = 0;
  try {
    const databaseUrl = await createDatabase(adminUrl, databaseName);
    databaseCreated = true;
    const [redis, s3] = await Promise.all([startRedis(workDir), startS3(workDir, 'varmala-media')]);
    const env = sharedEnvironment({
      databaseUrl,
      jwtSecret: randomBytes(32).toString('base64url'),
      redisUrl: redis.url,
      s3,
    });
    const [portA, portB] = [await freePort(), await freePort()];
    const a = new AppInstance('A', portA, path.join(workDir, 'a'), env);
    const b = new AppInstance('B', portB, path.join(workDir, 'b'), env);
    console.log(`Redis ${redis.url}, ${s3.kind} ${s3.endpoint}, PostgreSQL database ${databaseName}`);
    // At the same moment, on the empty database: both migrate, under the lock.
    await Promise.all([a.start(), b.start()]);
    const nginx = await startNginx(workDir, [a, b]);
    console.log(`A ${a.base}, B ${b.base}, nginx ${nginx.base}`);
    // Approved members of both genders to search and download, their photos in the bucket.
    execFileSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'apps/server/dist/cli/seed.js'),
        '--profiles',
        String(SEEDED_PROFILES),
        '--approved',
        '1',
      ],
      {
        env: { ...process.env, ...env, DATA_DIR: path.join(workDir, 'seed') },
        cwd: REPO_ROOT,
        stdio: 'ignore',
      },
    );
    const cluster: Cluster = { a, b, nginx, redis, s3, databaseUrl, env, workDir };

    for (const [name, check] of CHECKS) {
      const began = Date.now();
      try {
        const detail = await check(cluster);
        passed += 1;
        console.log(`PASS  ${name} (${Date.now() - began} ms)\n      ${detail}`);
      } catch (error) {
        failed += 1;
        console.log(`FAIL  ${name}\n      ${error instanceof Error ? error.message : String(error)}`);
      }
    }

    await nginx.stop();
    await Promise.all([a.stop(), b.stop()]);
    for (const instance of [a, b]) {
      if (/could not start|unexpected error/.test(instance.log())) {
        failed += 1;
        console.log(`FAIL  instance ${instance.name} logged an unexpected error (${instance.logFile})`);
      }
    }
    await Promise.all([redis.stop(), s3.stop()]);
  } catch (error) {
    failed += 1;
    console.log(
      `FAIL  setting up the cluster\n      ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    killEverything();
    if (databaseCreated) await dropDatabase(adminUrl, databaseName).catch(() => undefined);
    if (failed > 0 || keep) console.log(`Logs kept in ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

const limit = setTimeout(() => {
  console.log(
    `FAIL  the cluster test took longer than ${TIME_LIMIT_MS / 60_000} minutes; stopping everything`,
  );
  killEverything();
  console.log('0 passed, 1 failed');
  process.exit(1);
}, TIME_LIMIT_MS);
limit.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killEverything();
    process.exit(130);
  });
}
process.once('exit', killEverything);

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    killEverything();
    process.exit(1);
  },
);
