import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'vm-config-'));
const CONTACT_MISSING = 'WHATSAPP_NUMBER or SUPPORT_EMAIL: with NODE_ENV=production set at least one';

describe('the start check of a production site', () => {
  it('refuses NODE_ENV=production without a WhatsApp number or a support e-mail', () => {
    const load = () => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(CONTACT_MISSING);
  });

  it.each([
    [{ WHATSAPP_NUMBER: '919800000000' }, '919800000000', undefined],
    [{ SUPPORT_EMAIL: 'help@varmala.example' }, undefined, 'help@varmala.example'],
  ])('starts in production with either way of reaching the operator (%o)', (contact, whatsapp, email) => {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), ...contact });
    expect(config.whatsappNumber).toBe(whatsapp);
    expect(config.supportEmail).toBe(email);
  });

  it('lets a first `npm start` without settings run, and development and tests too', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      expect(loadConfig({ ...env, DATA_DIR: dataDir() }).supportEmail).toBeUndefined();
    }
  });

  it('refuses a support e-mail that is not an address', () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: 'help at varmala', DATA_DIR: dataDir() })).toThrow(
      'SUPPORT_EMAIL: must be an e-mail address',
    );
  });

  it('stops the server process with the reason, before it opens the database', () => {
    const server = path.resolve(import.meta.dirname, 'server.ts');
    const directory = dataDir();
    const started = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', server], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: directory, PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(CONTACT_MISSING);
    expect(existsSync(path.join(directory, 'db'))).toBe(false);
  });
});
