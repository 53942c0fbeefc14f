import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { acquireLock, LockHeldError } from '../../lib/data-dir-lock.js';
import { extractArchive, mediaFiles, namesIn, regularFile, sha256Of } from './archive.js';
import { type BackupManifest, MANIFEST_FILE, manifestSchema } from './manifest.js';
import { inspectPostgres, pgDump, pgRestore } from './postgres-tools.js';
import { knownMigrations, schemaVersionOf } from './schema-version.js';

/** Nothing was changed. */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  manifest: BackupManifest;
  /** When --force replaced it. */
  replacedTo?: string;
}

async function readManifest(staging: string): Promise<BackupManifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(staging, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new RestoreRefused('The archive has no readable manifest.json: it is not a Varmala backup.');
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new RestoreRefused('The archive manifest is not one this version understands.');
  return parsed.data;
}

async function verifyChecksums(staging: string, manifest: BackupManifest): Promise<void> {
  const expected: [string, string][] = [
    [manifest.database.file, manifest.database.sha256],
    ...Object.entries(manifest.checksums),
  ];
  const bad: string[] = [];
  for (const [relative, sum] of expected) {
    const file = path.join(staging, relative);
    if (!(await regularFile(file)) || (await sha256Of(file)) !== sum) bad.push(relative);
  }
  if (Object.keys(manifest.checksums).length !== manifest.media.count) {
    bad.push(`(${manifest.media.count} files announced, ${Object.keys(manifest.checksums).length} listed)`);
  }
  if (bad.length > 0) {
    throw new RestoreRefused(
      `The archive is damaged: ${bad.length} file(s) missing or not matching their checksum, e.g. ${bad.slice(0, 3).join(', ')}.`,
    );
  }
}

/** Where the restored rows will look for them: the bucket the backup names, or the archive. */
function checkMediaPlace(config: Config, manifest: BackupManifest): void {
  const bucket = manifest.bucket?.name;
  if (bucket && config.s3?.bucket !== bucket) {
    throw new RestoreRefused(
      `The uploaded files of this backup are in the S3 bucket ${bucket}: restore it with S3_BUCKET=${bucket} ` +
        `(the bucket's versioning brings back files deleted since ${manifest.created_at}).`,
    );
  }
  if (!bucket && config.s3) {
    throw new RestoreRefused(
      `This backup holds its uploaded files, and S3_BUCKET is set: restore it with S3_BUCKET unset, then copy ` +
        'the files of DATA_DIR/media into the bucket (docs/scaling.md).',
    );
  }
}

function checkSchema(manifest: BackupManifest): void {
  const latest = manifest.schema.latest;
  if (latest !== null && !knownMigrations().some((entry) => entry.tag === latest)) {
    throw new RestoreRefused(
      `The backup comes from a newer Varmala (database migration ${latest}). Upgrade this installation first.`,
    );
  }
}

function lockOrRefuse(dataDir: string): () => void {
  try {
    return acquireLock(path.join(dataDir, 'db.lock'));
  } catch (error) {
    if (error instanceof LockHeldError) {
      throw new RestoreRefused(
        `A server (process ${error.pid}) is running on ${dataDir}: stop it before restoring.`,
      );
    }
    throw error;
  }
}

function timestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

interface Target {
  dbDir: string;
  mediaDir: string;
  /** Empty for an empty target. */
  occupied: string[];
  existingMedia: number;
  tables: number;
}

/** Checked before the archive is opened, so a refusal changes nothing. */
async function inspectTarget(config: Config, force: boolean): Promise<Target> {
  const dbDir = path.join(config.dataDir, 'db');
  const mediaDir = path.join(config.dataDir, 'media');
  const occupied: string[] = [];
  // With a bucket the files are not DATA_DIR's to replace.
  const existingMedia = config.s3 ? 0 : (await mediaFiles(mediaDir)).length;
  if (existingMedia > 0) occupied.push(`${existingMedia} uploaded files in ${mediaDir}`);
  let tables = 0;
  if (config.databaseUrl) {
    const target = await inspectPostgres(config.databaseUrl);
    if (target.otherSessions > 0) {
      throw new RestoreRefused(
        `${target.otherSessions} other session(s) use the database: stop the server before restoring.`,
      );
    }
    tables = target.tables;
    if (tables > 0) occupied.push(`${tables} tables in the database`);
  } else if ((await namesIn(dbDir)).length > 0) {
    occupied.push(`a database in ${dbDir}`);
  }
  if (occupied.length > 0 && !force) {
    throw new RestoreRefused(
      `The target is not empty (${occupied.join('; ')}). Run again with --force to replace it; ` +
        'what it holds now is kept in DATA_DIR/replaced-<time>/.',
    );
  }
  return { dbDir, mediaDir, occupied, existingMedia, tables };
}

/** The target is touched last; one holding data is replaced only with `force`, kept in replaced-*. */
export async function restoreBackup(config: Config, archive: string, force: boolean): Promise<RestoreResult> {
  if (!(await regularFile(archive))) throw new RestoreRefused(`There is no backup archive at ${archive}.`);
  await mkdir(config.dataDir, { recursive: true });
  const release = config.databaseUrl ? () => {} : lockOrRefuse(config.dataDir);
  try {
    return await replaceWithBackup(config, archive, await inspectTarget(config, force));
  } finally {
    release();
  }
}

async function replaceWithBackup(config: Config, archive: string, target: Target): Promise<RestoreResult> {
  const { dataDir, databaseUrl } = config;
  const { dbDir, mediaDir, occupied, existingMedia, tables } = target;
  const staging = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    await extractArchive(archive, staging);
    const manifest = await readManifest(staging);
    await verifyChecksums(staging, manifest);
    checkSchema(manifest);
    checkMediaPlace(config, manifest);
    const kind = databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== kind) {
      throw new RestoreRefused(
        manifest.database.kind === 'postgres'
          ? 'This is a backup of a PostgreSQL database: restore it with DATABASE_URL set.'
          : 'This is a backup of the embedded database: restore it with DATABASE_URL unset.',
      );
    }

    const restoredMedia = path.join(staging, 'restored-media');
    for (const relative of Object.keys(manifest.checksums)) {
      const target = path.join(restoredMedia, relative.slice('media/'.length));
      await mkdir(path.dirname(target), { recursive: true });
      await rename(path.join(staging, relative), target);
      await chmod(target, 0o600);
    }
    await mkdir(restoredMedia, { recursive: true });

    // Loaded and checked aside before anything of the target moves.
    const restoredDb = path.join(staging, 'db');
    if (!databaseUrl) {
      const dump = await readFile(path.join(staging, manifest.database.file));
      const database = await openDatabase({ pgliteDir: restoredDb, pgliteLoadFrom: new Blob([dump]) });
      try {
        const version = await schemaVersionOf(database.db);
        if (version.migrations !== manifest.schema.migrations) {
          throw new RestoreRefused('The database in the archive does not match its manifest.');
        }
      } finally {
        await database.close();
      }
    }

    // The media goes aside only once the new database is in place, so a failed restore leaves it be.
    let replacedTo: string | undefined;
    const aside = async () => {
      replacedTo ??= path.join(dataDir, `replaced-${timestamp(new Date())}`);
      // A whole database (pg_dump writes 0644): the operator's alone.
      await mkdir(replacedTo, { recursive: true, mode: 0o700 });
      return replacedTo;
    };
    if (databaseUrl) {
      if (tables > 0) await pgDump(databaseUrl, path.join(await aside(), 'database.pgdump'));
      await pgRestore(databaseUrl, path.join(staging, manifest.database.file), tables > 0);
    } else {
      if (occupied.length > 0 && existsSync(dbDir)) await rename(dbDir, path.join(await aside(), 'db'));
      await rm(dbDir, { recursive: true, force: true });
      await rename(restoredDb, dbDir);
    }
    if (!config.s3) {
      if (existingMedia > 0) await rename(mediaDir, path.join(await aside(), 'media'));
      await rm(mediaDir, { recursive: true, force: true });
      await rename(restoredMedia, mediaDir);
    }
    return { manifest, replacedTo };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
