import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoute } from '@varmala/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/free-port.js';

const serverRoot = path.resolve(import.meta.dirname, '../..');
const tsx = ['--import', 'tsx', '--conditions=source'];

function run(script: string, args: string[], env: NodeJS.ProcessEnv, input = '') {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [...tsx, path.join(serverRoot, script), ...args], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    child.stdin.end(input);
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

/**
 * Runs the admin CLI in a terminal of its own (util-linux `script` gives it one), typing each of
 * `answers` once the prompt before it shows; answers all the terminal showed.
 */
function runInTerminal(args: string[], env: NodeJS.ProcessEnv, answers: [prompt: string, typed: string][]) {
  const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;
  const command = [process.execPath, ...tsx, path.join(serverRoot, 'src/cli/admin.ts'), ...args]
    .map(quote)
    .join(' ');
  return new Promise<{ code: number | null; screen: string }>((resolve, reject) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    let screen = '';
    const pending = [...answers];
    child.stdout.on('data', (d) => {
      screen += d;
      const next = pending[0];
      if (next && screen.endsWith(next[0])) {
        pending.shift();
        child.stdin.write(`${next[1]}\r`);
      }
    });
    child.on('error', (error) =>
      reject(
        new Error(`util-linux's script is needed for this test (apt-get install bsdutils): ${error.message}`),
      ),
    );
    child.on('exit', (code) => resolve({ code, screen }));
  });
}

async function waitFor(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

// Each test starts Node processes that open, and the first one creates and migrates, an embedded
// database: on a busy two-core machine that alone has taken more than the default 30 s.
describe('the operator CLI on the embedded database', { timeout: 120_000 }, () => {
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

  it('reads the password from standard input with --password-stdin, never from the command line', async () => {
    const created = await run(
      'src/cli/admin.ts',
      ['create', '--mobile', '9555555555', '--password-stdin'],
      env,
      'piped secret 1\nnot part of it\n',
    );
    expect(created.stderr).toBe('');
    expect(created.stdout.trim()).toMatch(/^Created admin account 9555555555 /);
    expect(created.code).toBe(0);

    // Neither piped nor typed nor given: a one-line reason, not a prompt nobody can answer.
    const none = await run('src/cli/admin.ts', ['create', '--mobile', '9666666666'], env);
    expect(none.code).toBe(1);
    expect(none.stderr).toBe(
      '--password: Required (or --password-stdin with the password piped in, or run it in a terminal to be asked).\n',
    );
  });

  it('refuses a mobile that already has an account, with a one-line reason', async () => {
    const again = await run(
      'src/cli/admin.ts',
      ['create', '--mobile', '9555555555', '--password-stdin'],
      env,
      'another secret\n',
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      '9555555555 already has an admin account; to make it an admin with this password and end its ' +
        'sessions, add --promote-existing.\n',
    );
  });

  it('asks for the password in a terminal without showing it', async () => {
    const asked = await runInTerminal(['create', '--mobile', '9444444444'], env, [
      ['Password for the admin account: ', 'typed secret 1'],
      ['The same password again: ', 'typed secret 1'],
    ]);
    expect(asked.screen).toMatch(/Created admin account 9444444444 /);
    expect(asked.screen).not.toContain('typed secret');
    expect(asked.code).toBe(0);

    const mistyped = await runInTerminal(['create', '--mobile', '9444444445'], env, [
      ['Password for the admin account: ', 'typed secret 2'],
      ['The same password again: ', 'typed secret 3'],
    ]);
    expect(mistyped.screen).toContain('The two passwords differ; nothing was changed.');
    expect(mistyped.code).toBe(1);
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
    const port = await freePort();
    server = spawn(process.execPath, [...tsx, path.join(serverRoot, 'src/server.ts')], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: '', ...env, PORT: String(port), HOST: '127.0.0.1' },
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

    // A member with a session; promoted through the server, the session ends and the role is ADMIN.
    const api = (url: string, init: { token?: string; body?: unknown } = {}) =>
      fetch(`http://127.0.0.1:${port}${url}`, {
        method: init.body ? 'POST' : 'GET',
        headers: {
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
    for (let tries = 0; !(await api('/api/health').catch(() => undefined))?.ok; tries++) {
      if (tries > 100) throw new Error('the server never answered');
      await new Promise((r) => setTimeout(r, 100));
    }
    const signup = await api(apiRoute('signup').url, {
      body: { user_name: 'Later Operator', mobile_no: '9777777777', password: 'member password' },
    });
    const { token: memberToken } = (await signup.json()) as { token: string };
    expect((await api('/api/me', { token: memberToken })).status).toBe(200);
    const promoted = await run(
      'src/cli/admin.ts',
      ['create', '--mobile', '9777777777', '--password-stdin', '--promote-existing'],
      env,
      'operator pw7\n',
    );
    // How many sessions that is depends on what sign-up records; that they ended, the 401 below shows.
    expect(promoted.stdout).toMatch(
      /^Promoted 9777777777 to admin with the password given; \d+ sessions? ended\.\n$/,
    );
    expect((await api('/api/me', { token: memberToken })).status).toBe(401);
    const loginAs = async (mobile: string, password: string) => {
      const response = await api(apiRoute('login').url, { body: { mobile_no: mobile, password } });
      if (!response.ok) return response.status;
      const { token } = (await response.json()) as { token: string };
      return ((await (await api('/api/me', { token })).json()) as { role: string }).role;
    };
    expect(await loginAs('9777777777', 'member password')).toBe(401);
    expect(await loginAs('9777777777', 'operator pw7')).toBe('ADMIN');
    // The passwords piped and typed earlier are the ones the accounts have.
    expect(await loginAs('9555555555', 'piped secret 1')).toBe('ADMIN');
    expect(await loginAs('9444444444', 'typed secret 1')).toBe('ADMIN');

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
    expect(again.stderr.trim()).toMatch(/^9333333333 already has an admin account;/);
    expect(again.code).toBe(1);
  }, 60_000);
});
