import { createRequire } from 'node:module';
import { openBenchApp } from './bench-app.js';
import { statementsOf } from './search-statements.js';

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
 * An endpoint that changes what it is asked twice (an interest to one profile) warms up with another
 * request (`warmWith`).
 */
export async function captureSql(
  databaseUrl: string,
  jwtSecret: string,
  request: Request,
  options: { warm: boolean; warmWith?: Request },
): Promise<Captured> {
  const { app, close } = await openBenchApp(databaseUrl, { jwtSecret, poolSize: 2 });
  try {
    // Warm: a first request unrecorded, so what the endpoint runs once and then keeps (a search's
    // count) is not part of the steady state that pgbench replays.
    if (options.warm) await app.inject({ ...(options.warmWith ?? request), remoteAddress: '10.9.9.9' });

    let response: { statusCode: number; rawPayload: Buffer } | undefined;
    const sent = await statementsOf(async () => {
      response = await app.inject({ ...request, remoteAddress: '10.9.9.9' });
    });
    if (!response) throw new Error('The request was not answered.');
    const statements = sent.map((statement) => inline(statement.text, statement.values));
    return { status: response.statusCode, body: response.rawPayload, statements };
  } finally {
    await close();
  }
}
