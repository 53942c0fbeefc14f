import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { regularFile, sha256Of, snapshotMedia, writeArchive } from './archive.js';
import { dumpEmbeddedDatabase, STAGING_PREFIX } from './embedded-dump.js';
import { BACKUP_FORMAT, type BackupManifest, DATABASE_FILES, MANIFEST_FILE } from './manifest.js';
import { pgDump } from './postgres-tools.js';
import { type SchemaVersion, schemaVersionOf } from './schema-version.js';

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
}

async function schemaVersionOfPostgres(databaseUrl: string): Promise<SchemaVersion> {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    return await schemaVersionOf(database.db);
  } finally {
    await database.close();
  }
}

const STALE_STAGING_MS = 24 * 60 * 60 * 1000;

/** Their hard links would keep files of photos members have since deleted: not kept past a day. */
async function removeStaleStaging(dataDir: string, now: Date): Promise<void> {
  for (const name of await readdir(dataDir)) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const folder = path.join(dataDir, name);
    const { mtimeMs } = await stat(folder);
    if (now.getTime() - mtimeMs > STALE_STAGING_MS) await rm(folder, { recursive: true, force: true });
  }
}

function timestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/**
 * The database is copied first, so every photo its rows name is in the archive unless deleted in
 * between; a file uploaded in between is swept after a restore. With S3_BUCKET the files stay in the
 * bucket (its versioning keeps them).
 */
export async function createBackup(config: Config, outDir: string, now = new Date()): Promise<BackupResult> {
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  await mkdir(config.dataDir, { recursive: true });
  await removeStaleStaging(config.dataDir, now);
  const staging = await mkdtemp(path.join(config.dataDir, STAGING_PREFIX));
  try {
    const databaseFile = DATABASE_FILES[kind];
    const databasePath = path.join(staging, databaseFile);
    let schema: SchemaVersion;
    if (config.databaseUrl) {
      schema = await schemaVersionOfPostgres(config.databaseUrl);
      await pgDump(config.databaseUrl, databasePath);
    } else {
      schema = await dumpEmbeddedDatabase(config.dataDir, databasePath);
    }
    const media = config.s3 ? [] : await snapshotMedia(config.dataDir, staging);
    await mkdir(path.join(staging, 'media'), { recursive: true });

    const checksums: Record<string, string> = {};
    let mediaBytes = 0;
    for (const relative of media) {
      checksums[relative] = await sha256Of(path.join(staging, relative));
      mediaBytes += (await regularFile(path.join(staging, relative)))?.bytes ?? 0;
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      created_at: now.toISOString(),
      database: {
        kind,
        file: databaseFile,
        bytes: (await regularFile(databasePath))?.bytes ?? 0,
        sha256: await sha256Of(databasePath),
      },
      schema,
      media: { count: media.length, bytes: mediaBytes },
      ...(config.s3
        ? {
            bucket: {
              name: config.s3.bucket,
              endpoint: config.s3.endpoint ?? null,
              region: config.s3.region,
            },
          }
        : {}),
      checksums,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    // A folder the backup makes is the operator's alone; one they chose keeps its mode.
    await mkdir(outDir, { recursive: true, mode: 0o700 });
    const file = path.resolve(outDir, `varmala-${kind}-${timestamp(now)}.tar.gz`);
    // Written aside and renamed: an archive with the final name is always a whole one.
    const partial = `${file}.partial`;
    try {
      await writeArchive(staging, [MANIFEST_FILE, databaseFile, 'media'], partial);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
