import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverModules } from './server-modules.js';

export interface Request {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

export interface Captured {
  status: number;
  body: Buffer;
  /** The statements the endpoint ran, parameters written in as literals, ready for pgbench. */
  statements: string[];
}

// node-postgres's own conversion of a parameter to text (arrays, dates, buffers), as it sends them.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown;
};

function literal(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return 'NULL';
  return `'${String(prepared).replace(/'/g, "''")}'`;
}

function inline(text: string, values: unknown[] = []): string {
  // $10 before $1, so one never eats the start of the other.
  let sql = text;
  for (let i = values.length; i >= 1; i--) sql = sql.split(`$${i}`).join(literal(values[i - 1]));
  return sql.replace(/\s+/g, ' ').trim();
}

/**
 * Runs one request through the server's own app in this process and records every statement it
 * sends to PostgreSQL (the second time, if warm): the database's share of the endpoint, for pgbench.
 */
export async function captureSql(
  databaseUrl: string,
  jwtSecret: string,
  request: Request,
  options: { warm: boolean },
): Promise<Captured> {
  const { app: appModule, config: configModule, client } = await serverModules();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-capture-'));
  const database = await client.openDatabase({ databaseUrl, poolSize: 2 });
  const config = configModule.loadConfig(
    {
      NODE_ENV: 'production',
      SUPPORT_EMAIL: 'help@varmala.example',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
    },
    { jwtSecret, webDistDir: undefined },
  );
  const app = await appModule.buildApp({ config, database });
  await app.ready();

  // Warm: a first request unrecorded, so what the endpoint runs once and then keeps (a search's
  // count) is not part of the steady state that pgbench replays.
  if (options.warm) await app.inject({ ...request, remoteAddress: '10.9.9.9' });

  const statements: string[] = [];
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (typeof first === 'string') statements.push(inline(first, second));
    else statements.push(inline(first.text, first.values ?? second));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    const response = await app.inject({ ...request, remoteAddress: '10.9.9.9' });
    return { status: response.statusCode, body: response.rawPayload, statements };
  } finally {
    pg.Pool.prototype.query = original;
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
