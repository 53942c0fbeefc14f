import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '../..');
const tsx = ['--import', 'tsx', '--conditions=source'];

function run(script: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [...tsx, path.join(serverRoot, script), ...args], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

async function waitFor(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the operator CLI on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-cli-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens the database itself when no server runs', async () => {
    const result = await run(
      'src/cli/admin.ts',
      ['create', '--mobile', '9111111111', '--password', 'operator pw1'],
      env,
    );
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toMatch(/^Created admin account 9111111111 \(user id \d+\)\.$/);
    expect(result.code).toBe(0);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    // The database it made is the server user's alone.
    expect(modeOf(path.join(dataDir, 'db'))).toBe('700');
  });

  it('exits non-zero with a one-line reason', async () => {
    const result = await run(
      'src/cli/admin.ts',
      ['grant-subscription', '--mobile', '9222222222', '--downloads', '5', '--days', '5'],
      env,
    );
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('No account has the mobile number 9222222222.');
  });

  it('hands the command to a running server, which holds the database, and the server stops cleanly', async () => {
    // A database folder an older version left open to every local user is closed at start.
    chmodSync(path.join(dataDir, 'db'), 0o755);
    server = spawn(process.execPath, [...tsx, path.join(serverRoot, 'src/server.ts')], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: '', ...env, PORT: '0', HOST: '127.0.0.1' },
      stdio: 'ignore',
    });
    await waitFor(() => existsSync(path.join(dataDir, 'admin.sock')), 30_000);
    expect(modeOf(path.join(dataDir, 'admin.sock'))).toBe('600');
    expect(modeOf(path.join(dataDir, 'db'))).toBe('700');

    const result = await run(
      'src/cli/admin.ts',
      ['create', '--mobile', '9333333333', '--password', 'operator pw3'],
      env,
    );
    expect(result.stdout.trim()).toMatch(/^Created admin account 9333333333/);
    expect(result.code).toBe(0);

    const exit = new Promise<number | null>((resolve) => server?.on('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exit).toBe(0);
    server = undefined;
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

    // The account created through the server is there when the CLI opens the database itself.
    const again = await run(
      'src/cli/admin.ts',
      ['create', '--mobile', '9333333333', '--password', 'x1234567'],
      env,
    );
    expect(again.stdout.trim()).toBe('9333333333 is already an admin.');
  }, 60_000);
});
