import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { attachments, marriages, photos, selfies } from '../../db/schema.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';

/**
 * Every column that holds a media key. A stored file none of them names is removed by the sweep, so a
 * new column of keys must be added here (a test checks the schema against this list).
 */
export const MEDIA_KEY_COLUMNS = [
  photos.shortKey,
  photos.largeKey,
  photos.urlKey,
  attachments.storageKey,
  marriages.shortKey,
  marriages.largeKey,
  marriages.urlKey,
  selfies.storageKey,
] as const;

// Uploads hold this lock shared while they commit; the sweep holds it alone while it decides.
const SWEEP_LOCK = 7_261_584_019;

/** Called inside an upload's transaction: no sweep can then remove its files before the row is in. */
export async function holdOffSweep(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${SWEEP_LOCK})`);
}

async function referencedKeys(tx: DbOrTx): Promise<Set<string>> {
  const selects: SQL[] = MEDIA_KEY_COLUMNS.map((column) => sql`select ${column} as key from ${column.table}`);
  const { rows } = await tx.execute<{ key: string }>(sql.join(selects, sql` union all `));
  return new Set(rows.map((row) => row.key));
}

export interface SweepResult {
  /** Stored files looked at. */
  files: number;
  /** Files no row refers to that were removed. */
  removed: number;
  /** Half-written temporary files removed. */
  abandonedWrites: number;
  /** Set when the sweep removed nothing because the database does not look like the one of these files. */
  refused?: string;
}

/**
 * Removes stored files that no row refers to and that were written before `before`: what an upload
 * leaves when the process dies between writing its files and committing its row, or when removing
 * a deleted photo's files failed. A database that knows almost none of the files is more likely the
 * wrong database (DATABASE_URL changed) than a pile of orphans, so then nothing is removed.
 */
export async function sweepUnreferencedFiles(
  db: Db,
  storage: MediaStorage,
  before: Date,
): Promise<SweepResult> {
  const abandonedWrites = await storage.removeAbandonedWrites(before);
  const candidates: string[] = [];
  let files = 0;
  for await (const file of storage.list()) {
    files += 1;
    if (file.modifiedAt < before) candidates.push(file.key);
  }
  if (candidates.length === 0) return { files, removed: 0, abandonedWrites };

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SWEEP_LOCK})`);
    const referenced = await referencedKeys(tx);
    const orphans = candidates.filter((key) => !referenced.has(key));
    if (orphans.length > 0 && (referenced.size === 0 || orphans.length > Math.max(50, files / 5))) {
      return {
        files,
        removed: 0,
        abandonedWrites,
        refused: `${orphans.length} of ${files} stored files are named by no row of this database`,
      };
    }
    for (const key of orphans) await storage.delete(key);
    return { files, removed: orphans.length, abandonedWrites };
  });
}
