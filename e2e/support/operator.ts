import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TokenResponse } from '@varmala/shared';
import { inject } from 'vitest';
import { apiCall, type Member, uniqueMobile } from './factories';

const run = promisify(execFile);
const adminCli = path.resolve(import.meta.dirname, '../../apps/server/dist/cli/admin.js');

/**
 * Runs an operator command as the operator would (`npm run admin -- ...`): with the server running,
 * the CLI hands the command to it over the admin socket in its DATA_DIR.
 */
export async function runAdminCommand(args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [adminCli, ...args], {
    env: { ...process.env, DATA_DIR: inject('dataDir') },
  });
  return stdout;
}

/** Creates an ADMIN account with the operator CLI and logs it in. */
export async function createAdmin(domain: Member['domain'] = 'varmala'): Promise<Member> {
  const admin = {
    name: 'Site Admin',
    mobile: uniqueMobile(),
    password: `admin-pass-${Date.now()}`,
    domain,
  };
  await runAdminCommand([
    'create',
    '--mobile',
    admin.mobile,
    '--password',
    admin.password,
    '--name',
    admin.name,
    '--domain',
    domain,
  ]);
  const response = await apiCall('/login', {
    method: 'POST',
    body: JSON.stringify({ mobile_no: admin.mobile, password: admin.password }),
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}`);
  const { token } = (await response.json()) as TokenResponse;
  return { ...admin, token };
}

/** Grants a member a subscription with the operator CLI. */
export async function grantSubscription(member: Member, downloads: number, days: number): Promise<void> {
  await runAdminCommand([
    'grant-subscription',
    '--mobile',
    member.mobile,
    '--downloads',
    String(downloads),
    '--days',
    String(days),
  ]);
}
