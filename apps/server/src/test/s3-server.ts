import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../scripts/free-port.js';
import type { S3Settings } from '../config.js';

export interface TestS3 {
  settings: S3Settings;
  /** Stops the server: what an unreachable object store looks like to the app. */
  stop(): Promise<void>;
}

/** The credentials the local server accepts; the SDK reads them from the standard variables. */
export const TEST_S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** An S3-compatible server (s3rver) of the test's own on a free loopback port, with one bucket. */
export async function startTestS3(bucket = 'varmala-test'): Promise<TestS3> {
  Object.assign(process.env, TEST_S3_CREDENTIALS);
  const port = await freePort();
  const directory = mkdtempSync(path.join(tmpdir(), 'varmala-s3-'));
  const cli = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child: ChildProcess = spawn(
    process.execPath,
    // s3rver signs its listing's continuation tokens with DES, which OpenSSL 3 keeps in its legacy provider.
    [
      '--openssl-legacy-provider',
      cli,
      '-d',
      directory,
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '--silent',
      '--configure-bucket',
      bucket,
    ],
    { stdio: 'ignore' },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`s3rver exited with ${child.exitCode}`);
    const answer = await fetch(`${endpoint}/${bucket}`).catch(() => undefined);
    if (answer) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('s3rver did not start within 20 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    settings: { bucket, endpoint, region: 'us-east-1', forcePathStyle: true },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGKILL');
        });
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
