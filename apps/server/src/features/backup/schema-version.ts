import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type DbOrTx, MIGRATIONS_FOLDER, sql } from '../../db/client.js';

export interface SchemaVersion {
  migrations: number;
  /** Tag of the newest applied migration (e.g. 0001_search_indexes); null before the first. */
  latest: string | null;
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations this build of the server knows, oldest first. */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** drizzle records each applied migration with its journal time; the newest names the version. */
export function versionFromAppliedTimes(times: number[]): SchemaVersion {
  if (times.length === 0) return { migrations: 0, latest: null };
  const newest = Math.max(...times);
  const tag = knownMigrations().find((entry) => entry.when === newest)?.tag;
  return { migrations: times.length, latest: tag ?? `unknown-${newest}` };
}

export async function schemaVersionOf(db: DbOrTx): Promise<SchemaVersion> {
  const table = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table.rows[0]?.present) {
    return { migrations: 0, latest: null };
  }
  // A bigint column, read as text or as a number depending on the driver.
  const applied = await db.execute<{ created_at: string | number }>(
    sql`select created_at from drizzle.__drizzle_migrations`,
  );
  return versionFromAppliedTimes(applied.rows.map((r) => Number(r.created_at)));
}
