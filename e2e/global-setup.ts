import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../scripts/free-port.js';
import { E2E_ANDROID_APP_URL, E2E_UPI_VPA, E2E_WHATSAPP_NUMBER } from './support/app-settings';

const repoRoot = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
const artifacts = path.join(import.meta.dirname, 'artifacts');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's DATA_DIR: without SMTP_URL its e-mails land in DATA_DIR/outbox as .eml files. */
    dataDir: string;
    /** Key and certificate (PEM) of 127.0.0.1 that the server trusts: for a push service's stand-in. */
    pushServiceTls: { key: string; cert: string };
    /** The port the push service's stand-in listens on: the one push service the server may reach. */
    pushServicePort: number;
  }
}

async function waitForHealth(baseURL: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode}; see ${artifacts}/server.log`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `GET /api/health did not answer 200 within ${timeoutMs / 1000} s; see ${artifacts}/server.log`,
  );
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/**
 * A certificate for 127.0.0.1, added to the server's trusted ones (NODE_EXTRA_CA_CERTS): a test
 * serves it to stand in for a browser's push service, which is always reached over HTTPS.
 */
async function pushServiceTls(dir: string): Promise<{ key: string; cert: string; trusted: string }> {
  const key = path.join(dir, 'push-service-key.pem');
  const cert = path.join(dir, 'push-service-cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  );
  // Certificates the shell already trusts stay trusted.
  const trusted = path.join(dir, 'trusted.pem');
  const already = process.env.NODE_EXTRA_CA_CERTS;
  await writeFile(
    trusted,
    [
      already && existsSync(already) ? await readFile(already, 'utf8') : '',
      await readFile(cert, 'utf8'),
    ].join('\n'),
  );
  return { key: await readFile(key, 'utf8'), cert: await readFile(cert, 'utf8'), trusted };
}

/** Starts the built app the way an operator does, on a fresh embedded database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  mkdirSync(artifacts, { recursive: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'varmala-e2e-'));
  const tlsDir = await mkdtemp(path.join(tmpdir(), 'varmala-e2e-tls-'));
  const tls = await pushServiceTls(tlsDir);
  const port = await freePort();
  const pushServicePort = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WHATSAPP_NUMBER: E2E_WHATSAPP_NUMBER,
    ANDROID_APP_URL: E2E_ANDROID_APP_URL,
    UPI_VPA: E2E_UPI_VPA,
    // As behind a reverse proxy: tests give each visitor an address of its own in X-Forwarded-For.
    TRUST_PROXY: 'true',
    NODE_EXTRA_CA_CERTS: tls.trusted,
    // The stand-in named by its address: the server reaches no other address of this machine.
    PUSH_SERVICE_HOSTS: `127.0.0.1:${pushServicePort}`,
  };
  // The embedded database, whatever the shell running the tests points at.
  delete env.DATABASE_URL;
  delete env.ANALYTICS_TAG;

  const log = createWriteStream(path.join(artifacts, 'server.log'));
  const server = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  try {
    await waitForHealth(baseURL, server);
  } catch (error) {
    await stop(server);
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('pushServiceTls', { key: tls.key, cert: tls.cert });
  project.provide('pushServicePort', pushServicePort);

  return async () => {
    await stop(server);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
    await rm(tlsDir, { recursive: true, force: true });
  };
}
