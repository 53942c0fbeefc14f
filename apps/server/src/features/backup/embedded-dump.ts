import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client.js';
import { openDatabase } from '../../db/client.js';
import { type CommandResult, sendToAdminSocket } from '../../lib/admin-socket.js';
import { acquireLock } from '../../lib/data-dir-lock.js';
import { DATABASE_FILES } from './manifest.js';
import { type SchemaVersion, schemaVersionOf } from './schema-version.js';

export const DUMP_COMMAND = 'backup-dump-database';
/** Inside DATA_DIR: same disk, so files are linked. */
export const STAGING_PREFIX = '.backup-';

export async function writeEmbeddedDump(database: Database, file: string): Promise<SchemaVersion> {
  if (!database.dumpDataDir) throw new Error('Only the embedded database is copied this way.');
  const version = await schemaVersionOf(database.db);
  const dump = await database.dumpDataDir();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600, flag: 'wx' });
  return version;
}

/** Only into a backup's staging folder inside its own DATA_DIR, whatever path it is given. */
export async function answerDumpCommand(
  database: Database,
  dataDir: string,
  args: string[],
): Promise<CommandResult> {
  const [target] = args;
  const file = target ? path.resolve(target) : '';
  const staging = path.dirname(file);
  const allowed =
    path.basename(file) === DATABASE_FILES.pglite &&
    path.dirname(staging) === path.resolve(dataDir) &&
    path.basename(staging).startsWith(STAGING_PREFIX) &&
    existsSync(staging);
  if (!allowed)
    return { ok: false, message: 'The database copy goes into a backup folder of DATA_DIR only.' };
  return { ok: true, message: JSON.stringify(await writeEmbeddedDump(database, file)) };
}

/** Or, when no server runs, opens the database itself, holding the lock so none starts meanwhile. */
export async function dumpEmbeddedDatabase(dataDir: string, file: string): Promise<SchemaVersion> {
  try {
    const answer = await sendToAdminSocket(path.join(dataDir, 'admin.sock'), [DUMP_COMMAND, file]);
    if (!answer.ok) throw new Error(answer.message);
    return JSON.parse(answer.message) as SchemaVersion;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw error;
  }
  const dbDir = path.join(dataDir, 'db');
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${dbDir} to back up.`);
  }
  const release = acquireLock(path.join(dataDir, 'db.lock'));
  try {
    const database = await openDatabase({ pgliteDir: dbDir });
    try {
      return await writeEmbeddedDump(database, file);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}
