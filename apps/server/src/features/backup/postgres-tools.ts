import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The password goes in the environment, not the command line any local user can read. */
function connectionFor(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function runTool(tool: string, args: string[], databaseUrl: string): Promise<void> {
  const { dbname, env } = connectionFor(databaseUrl);
  try {
    await run(tool, [...args, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new Error(`${tool} is needed for PostgreSQL backups (apt-get install postgresql-client).`);
    }
    throw new Error(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

/** Custom format: compressed, restorable table by table. */
export function pgDump(databaseUrl: string, file: string): Promise<void> {
  return runTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`],
    databaseUrl,
  );
}

/** All of it or nothing. */
export function pgRestore(databaseUrl: string, file: string, replace: boolean): Promise<void> {
  return runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(replace ? ['--clean', '--if-exists'] : []),
      file,
    ],
    databaseUrl,
  );
}

export interface PostgresTarget {
  tables: number;
  /** E.g. a running server. */
  otherSessions: number;
}

export async function inspectPostgres(databaseUrl: string): Promise<PostgresTarget> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ n: string }>(
      `select count(*) as n from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    const sessions = await client.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return { tables: Number(tables.rows[0]?.n ?? 0), otherSessions: Number(sessions.rows[0]?.n ?? 0) };
  } finally {
    await client.end();
  }
}
