import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoute } from '@varmala/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { App } from '../../app-types.js';
import type { Config } from '../../config.js';
import { type Database, migrateDatabase, openDatabase } from '../../db/client.js';
import { startAdminSocket } from '../../lib/admin-socket.js';
import { jpeg, multipart, storedFiles } from '../../test/media-support.js';
import { makeMember, NEW_PROFILE } from '../../test/members.js';
import { personal } from '../../test/profile-fixtures.js';
import { startTestS3 } from '../../test/s3-server.js';
import { bearer, type TestMember, testConfig } from '../../test/test-app.js';
import { extractArchive, writeArchive } from './archive.js';
import { createBackup } from './create-backup.js';
import { answerDumpCommand, DUMP_COMMAND } from './embedded-dump.js';
import { type BackupManifest, manifestSchema } from './manifest.js';
import { RestoreRefused, restoreBackup } from './restore-backup.js';
import { knownMigrations } from './schema-version.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'varmala-backup-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const freshDir = (name: string) => mkdtempSync(path.join(scratch, `${name}-`));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** An embedded database on disk as the server keeps it, migrated (from the test run's template when there is one). */
async function embeddedDatabase(dataDir: string): Promise<Database> {
  const dumpPath = inject('pgliteDumpPath');
  const pgliteDir = path.join(dataDir, 'db');
  if (dumpPath) return openDatabase({ pgliteDir, pgliteLoadFrom: new Blob([readFileSync(dumpPath)]) });
  const database = await openDatabase({ pgliteDir });
  await migrateDatabase(database);
  return database;
}

/** The lock file a running server leaves: the pid of a live process other than this one. */
function holdLockAsAnotherProcess(dataDir: string): void {
  writeFileSync(path.join(dataDir, 'db.lock'), String(process.ppid));
}

interface Written {
  member: TestMember;
  photoBytes: Buffer;
}

/** What a family leaves on the site: an account, a profile with a section filled, and a photo. */
async function writeFamilyData(app: App, database: Database, config: Config): Promise<Written> {
  const member = await makeMember({ app, database }, NEW_PROFILE);
  const saved = await app.inject({
    ...apiRoute('savePersonal', { userId: member.userId }),
    headers: bearer(member.token),
    payload: personal,
  });
  expect(saved.statusCode).toBe(200);
  const body = await multipart([
    { field: 'photo', name: 'me.jpg', type: 'image/jpeg', bytes: await jpeg(900, 600) },
  ]);
  const uploaded = await app.inject({
    ...apiRoute('uploadPhoto', { userId: member.userId }),
    headers: { ...bearer(member.token), 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(uploaded.statusCode).toBe(200);
  const [photo] = uploaded.json<{ url: string }[]>();
  const served = await app.inject({ method: 'GET', url: photo?.url ?? '' });
  expect(served.statusCode).toBe(200);
  // With a bucket nothing is written under DATA_DIR.
  expect(storedFiles(config.dataDir).size).toBe(config.s3 ? 0 : 3);
  return { member, photoBytes: served.rawPayload };
}

/** The restored site, read through the API as the member (who logs in again: secrets are not backed up). */
async function expectRestored(app: App, written: Written): Promise<void> {
  const login = await app.inject({
    ...apiRoute('login'),
    payload: { mobile_no: written.member.mobile, password: written.member.password },
  });
  expect(login.statusCode).toBe(200);
  const token = login.json<{ token: string }>().token;
  const section = await app.inject({
    ...apiRoute('readPersonal', { userId: written.member.userId }),
    headers: bearer(token),
  });
  expect(section.json()).toMatchObject({ about: personal.about, height: personal.height });
  const photos = await app.inject({
    ...apiRoute('listPhotos', { userId: written.member.userId }),
    headers: bearer(token),
  });
  const [photo] = photos.json<{ url: string; short: string; large: string }[]>();
  for (const url of [photo?.short, photo?.large]) {
    expect((await app.inject({ method: 'GET', url: url ?? '' })).statusCode).toBe(200);
  }
  const served = await app.inject({ method: 'GET', url: photo?.url ?? '' });
  expect(served.statusCode).toBe(200);
  expect(sha256(served.rawPayload)).toBe(sha256(written.photoBytes));
}

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

/**
 * Runs `work` while looking, every millisecond, at the mode of each file in `dir` (there or not
 * yet): what any other local user could have seen of them meanwhile.
 */
async function modesWhile<T>(dir: string, work: () => Promise<T>): Promise<{ result: T; seen: Set<string> }> {
  const seen = new Set<string>();
  let done = false;
  const look = () => {
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      try {
        seen.add(`${name.replace(/\d{8}T\d{6}Z/, '<time>')} ${modeOf(path.join(dir, name))}`);
      } catch {
        // renamed between the listing and the look
      }
    }
  };
  const watching = (async () => {
    while (!done) {
      look();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  })();
  try {
    return { result: await work(), seen };
  } finally {
    done = true;
    await watching;
    look();
  }
}

async function manifestOf(archive: string): Promise<BackupManifest> {
  const dir = freshDir('peek');
  await extractArchive(archive, dir);
  return manifestSchema.parse(JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')));
}

describe('backup and restore of the embedded database', () => {
  let written: Written;
  let backup: { file: string; manifest: BackupManifest };
  let modesSeen: Set<string>;

  beforeAll(async () => {
    // The source site as server.ts runs it: the lock held (by another live process, so the backup
    // cannot open the database itself) and the admin socket answering the backup CLI.
    const sourceDir = freshDir('source');
    holdLockAsAnotherProcess(sourceDir);
    const source = await embeddedDatabase(sourceDir);
    const config = testConfig(sourceDir);
    const app = await buildApp({ config, database: source });
    const socket = await startAdminSocket(path.join(sourceDir, 'admin.sock'), async (args) =>
      args[0] === DUMP_COMMAND
        ? answerDumpCommand(source, sourceDir, args.slice(1))
        : { ok: false, message: 'unexpected command' },
    );
    // What a backup killed mid-way two days ago left: it goes, so deleted photos do not linger in it.
    const stale = path.join(sourceDir, '.backup-killed');
    mkdirSync(stale);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(stale, twoDaysAgo, twoDaysAgo);
    try {
      written = await writeFamilyData(app, source, config);
      const backupsDir = path.join(scratch, 'backups');
      ({ result: backup, seen: modesSeen } = await modesWhile(backupsDir, () =>
        createBackup(config, backupsDir),
      ));
      // The server kept serving while it was copied, and no staging folder is left behind.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(readdirSync(sourceDir).filter((name) => name.startsWith('.backup-'))).toEqual([]);
    } finally {
      await socket.close();
      await app.close();
      await source.close();
    }
  });

  it('writes one archive with a manifest: date, database kind, schema version, files and checksums', async () => {
    expect(path.basename(backup.file)).toMatch(/^varmala-pglite-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(backup.manifest).toMatchObject({
      database: { kind: 'pglite', file: 'database.tar' },
      schema: { migrations: knownMigrations().length, latest: knownMigrations().at(-1)?.tag },
      media: { count: 3 },
    });
    expect(Object.keys(backup.manifest.checksums)).toHaveLength(3);
    expect(await manifestOf(backup.file)).toEqual(backup.manifest);
  });

  it('keeps the archive readable by the operator only from its first byte, in a folder of theirs', () => {
    // The half-written archive as much as the whole one: it holds every family's data.
    expect([...modesSeen].sort()).toEqual([
      'varmala-pglite-<time>.tar.gz 600',
      'varmala-pglite-<time>.tar.gz.partial 600',
    ]);
    expect(modeOf(path.dirname(backup.file))).toBe('700');
  });

  it('restores into a fresh DATA_DIR where the server finds the members, their profile and photo bytes', async () => {
    const targetDir = freshDir('target');
    const config = testConfig(targetDir);
    expect((await restoreBackup(config, backup.file, false)).replacedTo).toBeUndefined();
    const target = await openDatabase({ pgliteDir: path.join(targetDir, 'db') });
    await migrateDatabase(target);
    const app = await buildApp({ config, database: target });
    await expectRestored(app, written);
    await app.close();
    await target.close();

    // A second restore onto what is now a live site is refused without --force...
    await expect(restoreBackup(config, backup.file, false)).rejects.toThrow(/not empty.*--force/);
    // ...and with it, what was there is kept aside, not deleted.
    const replaced = await restoreBackup(config, backup.file, true);
    expect(replaced.replacedTo && readdirSync(replaced.replacedTo).sort()).toEqual(['db', 'media']);
    // What was replaced is a whole database too: the operator's alone, as is the restored one.
    expect(modeOf(replaced.replacedTo ?? '')).toBe('700');
    expect(modeOf(path.join(targetDir, 'db'))).toBe('700');
    expect(storedFiles(targetDir).size).toBe(3);
  });

  it('refuses a damaged archive, a running server and a missing database, changing nothing', async () => {
    // One photo altered after the backup: its checksum no longer matches.
    const unpacked = freshDir('unpacked');
    await extractArchive(backup.file, unpacked);
    const [photoPath] = Object.keys(backup.manifest.checksums);
    writeFileSync(path.join(unpacked, photoPath ?? ''), 'not the photo');
    const tampered = path.join(scratch, 'tampered.tar.gz');
    await writeArchive(unpacked, ['manifest.json', 'database.tar', 'media'], tampered);
    const empty = freshDir('untouched');
    const refusal = await restoreBackup(testConfig(empty), tampered, false).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(RestoreRefused);
    expect((refusal as Error).message).toMatch(/damaged: 1 file.*media\//);
    expect(readdirSync(empty)).toEqual([]);

    const busy = freshDir('busy');
    holdLockAsAnotherProcess(busy);
    await expect(restoreBackup(testConfig(busy), backup.file, false)).rejects.toThrow(/running.*stop it/);

    await expect(createBackup(testConfig(freshDir('nothing')), path.join(scratch, 'none'))).rejects.toThrow(
      /no embedded database/,
    );
    expect(existsSync(path.join(scratch, 'none'))).toBe(false);
  });
});

// pg_dump and pg_restore need a PostgreSQL server: runs where TEST_DATABASE_URL is set (CI).
const url = process.env.TEST_DATABASE_URL;
if (url) {
  describe('backup and restore with PostgreSQL', () => {
    const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
    const sourceName = `varmala_backup_src_${suffix}`;
    const targetName = `varmala_backup_dst_${suffix}`;
    const admin = new pg.Client({ connectionString: url });
    const urlOf = (name: string) => {
      const u = new URL(url);
      u.pathname = `/${name}`;
      return u.toString();
    };
    afterAll(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${sourceName} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`);
      await admin.end();
    });

    it('round-trips through pg_dump and pg_restore into a fresh database and DATA_DIR', async () => {
      await admin.connect();
      const template = inject('templateDatabase');
      await admin.query(`CREATE DATABASE ${sourceName}${template ? ` TEMPLATE ${template}` : ''}`);
      await admin.query(`CREATE DATABASE ${targetName}`);

      const sourceDir = freshDir('pg-source');
      const sourceConfig = testConfig(sourceDir, { databaseUrl: urlOf(sourceName) });
      const source = await openDatabase({ databaseUrl: urlOf(sourceName), poolSize: 2 });
      await migrateDatabase(source);
      const sourceApp = await buildApp({ config: sourceConfig, database: source });
      const written = await writeFamilyData(sourceApp, source, sourceConfig);
      const { file, manifest } = await createBackup(sourceConfig, path.join(scratch, 'pg-backups'));
      expect(manifest).toMatchObject({
        database: { kind: 'postgres', file: 'database.pgdump' },
        schema: { latest: knownMigrations().at(-1)?.tag },
        media: { count: 3 },
      });
      await sourceApp.close();
      await source.close();

      const targetDir = freshDir('pg-target');
      const targetConfig = testConfig(targetDir, { databaseUrl: urlOf(targetName) });
      await restoreBackup(targetConfig, file, false);
      const target = await openDatabase({ databaseUrl: urlOf(targetName), poolSize: 2 });
      await migrateDatabase(target);
      const targetApp = await buildApp({ config: targetConfig, database: target });
      await expectRestored(targetApp, written);
      // While a server holds connections to the database, a restore is refused.
      await expect(restoreBackup(targetConfig, file, true)).rejects.toThrow(/stop the server/);
      await targetApp.close();
      await target.close();
      await expect(restoreBackup(targetConfig, file, false)).rejects.toThrow(/not empty/);
      // With --force the database it replaces is dumped aside first, and the files moved aside.
      const replaced = await restoreBackup(targetConfig, file, true);
      expect(replaced.replacedTo && readdirSync(replaced.replacedTo).sort()).toEqual([
        'database.pgdump',
        'media',
      ]);
      // pg_dump writes its file with the umask's mode: the folder keeps it from other users.
      expect(modeOf(replaced.replacedTo ?? '')).toBe('700');
    });

    it('with an S3 bucket, backs up the database and names the bucket, whose files the restore finds again', async () => {
      const s3 = await startTestS3('varmala-backup');
      const bucketSource = `${sourceName}_s3`;
      const bucketTarget = `${targetName}_s3`;
      try {
        await admin.query(`CREATE DATABASE ${bucketSource}`);
        await admin.query(`CREATE DATABASE ${bucketTarget}`);
        const sourceConfig = testConfig(freshDir('s3-source'), {
          databaseUrl: urlOf(bucketSource),
          s3: s3.settings,
        });
        const source = await openDatabase({ databaseUrl: urlOf(bucketSource), poolSize: 2 });
        await migrateDatabase(source);
        const sourceApp = await buildApp({ config: sourceConfig, database: source });
        const written = await writeFamilyData(sourceApp, source, sourceConfig);
        const { file, manifest } = await createBackup(sourceConfig, path.join(scratch, 's3-backups'));
        await sourceApp.close();
        await source.close();
        expect(manifest).toMatchObject({
          database: { kind: 'postgres' },
          media: { count: 0, bytes: 0 },
          bucket: { name: 'varmala-backup', endpoint: s3.settings.endpoint, region: 'us-east-1' },
        });
        expect(Object.keys(manifest.checksums)).toEqual([]);

        const targetDir = freshDir('s3-target');
        const targetConfig = testConfig(targetDir, { databaseUrl: urlOf(bucketTarget), s3: s3.settings });
        // Restored where the rows would look for their files in vain: refused, nothing changed.
        await expect(
          restoreBackup({ ...targetConfig, s3: { ...s3.settings, bucket: 'another-bucket' } }, file, false),
        ).rejects.toThrow(/in the S3 bucket varmala-backup: restore it with S3_BUCKET=varmala-backup/);
        await expect(restoreBackup({ ...targetConfig, s3: undefined }, file, false)).rejects.toThrow(
          RestoreRefused,
        );
        await restoreBackup(targetConfig, file, false);
        expect(existsSync(path.join(targetDir, 'media'))).toBe(false);
        const target = await openDatabase({ databaseUrl: urlOf(bucketTarget), poolSize: 2 });
        await migrateDatabase(target);
        const targetApp = await buildApp({ config: targetConfig, database: target });
        await expectRestored(targetApp, written);
        await targetApp.close();
        await target.close();
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${bucketSource} WITH (FORCE)`);
        await admin.query(`DROP DATABASE IF EXISTS ${bucketTarget} WITH (FORCE)`);
        await s3.stop();
      }
    });
  });
}
