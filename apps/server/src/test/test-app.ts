import { randomBytes, randomInt } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.js';
import type { App } from '../app-types.js';
import { type Config, DEFAULT_NOTICE_SETTINGS, loadConfig } from '../config.js';
import { type Database, type OpenOptions, openDatabase } from '../db/client.js';

/** A fresh database for one test file: a copy of the migrated template. */
export async function createTestDatabase(
  open: Pick<OpenOptions, 'statementTimeoutMs'> = {},
): Promise<Database> {
  const template = inject('templateDatabase');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `varmala_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openDatabase({ ...open, databaseUrl: dbUrl.toString(), poolSize: 5 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
        await admin.end();
      },
    };
  }
  const templateDir = inject('pgliteTemplateDir');
  if (!templateDir) throw new Error('The test global setup provided no database');
  const dir = mkdtempSync(path.join(path.dirname(templateDir), 'file-'));
  cpSync(templateDir, dir, { recursive: true });
  const database = await openDatabase({ ...open, pgliteDir: dir });
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://varmala.test' },
    {
      jwtSecret: randomBytes(32).toString('hex'),
      webDistDir: undefined,
      // The notice senders run only in the tests that ask for them.
      notices: { ...DEFAULT_NOTICE_SETTINGS, workers: false },
      ...overrides,
    },
  );
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  dataDir: string;
}

/**
 * One app on one fresh database for the whole test file (creating a database takes seconds).
 * Use it at the top level of a test file; read the fields inside tests.
 */
export function useTestApp(overrides: Partial<Config> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-test-'));
    ctx.database = await createTestDatabase();
    ctx.config = testConfig(ctx.dataDir, overrides);
    ctx.app = await buildApp({ config: ctx.config, database: ctx.database });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    if (ctx.dataDir) rmSync(ctx.dataDir, { recursive: true, force: true });
  });
  return ctx;
}

/** A mobile number no other test uses. */
export function uniqueMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** A distinct client address, so per-address rate limits belong to the test that provokes them. */
export function uniqueIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface TestMember {
  mobile: string;
  password: string;
  token: string;
  userId: number;
}

export function decodeClaims(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
