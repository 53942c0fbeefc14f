import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { attachments, marriages, photos, selfies, successStories } from '../../db/schema.js';
import type { MediaStorage } from '../storage/media-storage.js';

/** A stored file none of these names is removed by the sweep (a test checks the schema against this list). */
export const MEDIA_KEY_COLUMNS = [
  photos.shortKey,
  photos.largeKey,
  photos.urlKey,
  attachments.storageKey,
  marriages.shortKey,
  marriages.largeKey,
  marriages.urlKey,
  selfies.storageKey,
  // A family's story shares its files with its marriage row once published.
  successStories.shortKey,
  successStories.largeKey,
  successStories.urlKey,
] as const;

// Uploads hold this lock shared while they commit; the sweep holds it alone while it decides.
const SWEEP_LOCK = 7_261_584_019;

/** No sweep can then remove its files before the row is in. */
export async function holdOffSweep(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${SWEEP_LOCK})`);
}

async function referencedKeys(tx: DbOrTx): Promise<Set<string>> {
  const selects: SQL[] = MEDIA_KEY_COLUMNS.map((column) => sql`select ${column} as key from ${column.table}`);
  const { rows } = await tx.execute<{ key: string }>(sql.join(selects, sql` union all `));
  return new Set(rows.map((row) => row.key));
}

export interface SweepResult {
  files: number;
  removed: number;
  abandonedWrites: number;
  /** Nothing removed: the database does not look like the one of these files. */
  refused?: string;
}

/**
 * A database that knows almost none of the files is more likely the wrong one (DATABASE_URL changed)
 * than a pile of orphans: then nothing is removed.
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
