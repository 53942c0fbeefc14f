import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiRoute } from '@varmala/shared';
import { eq, getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, sql } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import { photos } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { jpeg, multipart, storedFiles } from '../../test/media-support.js';
import { makeMember, NEW_PROFILE } from '../../test/members.js';
import { bearer, createTestDatabase, useTestApp } from '../../test/test-app.js';
import { createLocalStorage } from '../storage/local-storage.js';
import { MEDIA_CONTENT_TYPES, newMediaKey } from '../storage/media-keys.js';
import { createMediaUrlSigner } from '../storage/signed-url.js';
import { commitStoredFiles, type MediaContext, storeFiles } from './media-context.js';
import { MEDIA_KEY_COLUMNS, sweepUnreferencedFiles } from './sweep-unreferenced-files.js';
import { UploadBudget } from './upload-budget.js';
import { createWorkQueue } from './work-queue.js';

const ctx = useTestApp();
const scratch = mkdtempSync(path.join(tmpdir(), 'varmala-sweep-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const freshDir = () => mkdtempSync(path.join(scratch, 'dir-'));
const silent: Parameters<typeof storeFiles>[2] = { warn: () => undefined };
const webp = (key: string) => ({
  key,
  bytes: Buffer.from('RIFF....WEBP'),
  contentType: MEDIA_CONTENT_TYPES.webp,
});
const inAMinute = () => new Date(Date.now() + 60_000);

/** One horoscope file stored as an upload leaves it before its row is written; answers its key. */
async function storeOnePdf(media: MediaContext): Promise<string> {
  const key = newMediaKey('attachment', 'pdf');
  await storeFiles(
    media,
    [{ key, bytes: Buffer.from('%PDF'), contentType: MEDIA_CONTENT_TYPES.pdf }],
    silent,
  );
  return key;
}

function mediaOf(dataDir: string): MediaContext {
  return {
    db: ctx.database.db,
    storage: createLocalStorage(path.join(dataDir, 'media')),
    urls: createMediaUrlSigner('a secret of at least thirty-two characters'),
    images: createWorkQueue({ workers: 1, waiting: 1, waitingPerKey: 1 }),
    uploads: new UploadBudget({ perMember: 1, maxBufferedBytes: 1024 * 1024, stalledAfterMs: 60_000 }),
    // The sweep writes no account: nothing to forget.
    forgetAccount: () => undefined,
  };
}

async function uploadPhoto() {
  const member = await makeMember(ctx, NEW_PROFILE);
  const body = await multipart([{ field: 'photo', name: 'me.jpg', type: 'image/jpeg', bytes: await jpeg() }]);
  const response = await ctx.app.inject({
    ...apiRoute('uploadPhoto', { userId: member.userId }),
    headers: { ...bearer(member.token), 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ url: string }[]>()[0]?.url ?? '';
}

describe('the sweep of unreferenced media files', () => {
  it('removes files no row names and half-written files, and keeps every file of a photo', async () => {
    const photoUrl = await uploadPhoto();
    const storage = createLocalStorage(path.join(ctx.dataDir, 'media'));
    // What a crash between writing an upload's files and committing its row leaves behind.
    const orphan = newMediaKey('photo', 'webp');
    await storage.put(orphan, Buffer.from('RIFF....WEBP'), MEDIA_CONTENT_TYPES.webp);
    const shard = path.dirname(storedFiles(ctx.dataDir).get(orphan) ?? '');
    writeFileSync(path.join(shard, `${newMediaKey('photo', 'webp')}.0123456789ab.tmp`), 'half');
    expect(storedFiles(ctx.dataDir).size).toBe(5);

    const result = await sweepUnreferencedFiles(ctx.database.db, storage, inAMinute());
    expect(result).toEqual({ files: 4, removed: 1, abandonedWrites: 1 });
    expect([...storedFiles(ctx.dataDir).keys()]).not.toContain(orphan);
    expect(storedFiles(ctx.dataDir).size).toBe(3);
    expect((await ctx.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(200);
  });

  it('leaves files written after the given moment: they may belong to an upload under way', async () => {
    const storage = createLocalStorage(path.join(ctx.dataDir, 'media'));
    const recent = newMediaKey('attachment', 'pdf');
    await storage.put(recent, Buffer.from('%PDF-1.4'), 'application/pdf');
    const result = await sweepUnreferencedFiles(ctx.database.db, storage, new Date(Date.now() - 60_000));
    expect(result.removed).toBe(0);
    expect(await storage.has(recent)).toBe(true);
    await storage.delete(recent);
  });

  it('removes nothing when the database names none of the files (DATABASE_URL pointing elsewhere)', async () => {
    const other = await createTestDatabase();
    const dataDir = freshDir();
    const storage = createLocalStorage(path.join(dataDir, 'media'));
    for (let i = 0; i < 3; i++) {
      await storage.put(newMediaKey('photo', 'webp'), Buffer.from('RIFF....WEBP'), MEDIA_CONTENT_TYPES.webp);
    }
    const result = await sweepUnreferencedFiles(other.db, storage, inAMinute());
    await other.close();
    expect(result).toMatchObject({ files: 3, removed: 0, refused: expect.stringMatching(/3 of 3/) });
    expect(storedFiles(dataDir).size).toBe(3);
  });

  it('knows every column of the schema that holds a media key', () => {
    const keyColumns = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .flatMap((table) =>
        Object.values(getTableColumns(table))
          .filter((column) => column.name.endsWith('_key'))
          .map((column) => `${getTableConfig(table).name}.${column.name}`),
      );
    const swept = MEDIA_KEY_COLUMNS.map((column) => `${getTableConfig(column.table).name}.${column.name}`);
    expect(swept.sort()).toEqual(keyColumns.sort());
  });
});

describe('committing the rows of stored files', () => {
  it('refuses the commit when a file went missing before it, and leaves neither row nor files', async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    const [profile] = await ctx.database.db
      .select({ id: schema.profiles.id })
      .from(schema.profiles)
      .where(eq(schema.profiles.userId, member.userId));
    const media = mediaOf(freshDir());
    const keys = [newMediaKey('photo', 'webp'), newMediaKey('photo', 'webp'), newMediaKey('photo', 'webp')];
    await storeFiles(media, keys.map(webp), silent);
    await media.storage.delete(keys[1] ?? '');
    let wrote = false;
    const error = await commitStoredFiles(media, keys, silent, async (tx) => {
      wrote = true;
      await tx.insert(photos).values({
        profileId: profile?.id ?? 0,
        shortKey: keys[0] ?? '',
        largeKey: keys[1] ?? '',
        urlKey: keys[2] ?? '',
      });
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNAVAILABLE', statusCode: 503 });
    expect(wrote).toBe(false);
    for (const key of keys) expect(await media.storage.has(key)).toBe(false);
  });

  it('removes the files when the write is refused', async () => {
    const media = mediaOf(freshDir());
    const keys = [await storeOnePdf(media)];
    await expect(
      commitStoredFiles(media, keys, silent, async () => {
        throw new AppError('CONFLICT', 'photosFull', { params: { max: 1 } });
      }),
    ).rejects.toThrow('You can keep at most 1 photos');
    expect(await media.storage.has(keys[0] ?? '')).toBe(false);
    expect(isDatabaseUnavailable(new AppError('CONFLICT', 'photosFull', { params: { max: 1 } }))).toBe(false);
  });
});

// Cutting a connection needs a PostgreSQL server: runs where TEST_DATABASE_URL is set (CI).
if (process.env.TEST_DATABASE_URL) {
  describe('committing the rows of stored files with PostgreSQL', () => {
    it('keeps the files when the connection is lost during the commit: the row may exist', async () => {
      const media = mediaOf(freshDir());
      const keys = [await storeOnePdf(media)];
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const error = await commitStoredFiles(media, keys, silent, async (tx) => {
        const result = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        const pid = result.rows[0]?.pid;
        // The write is done; the connection goes before the commit reaches the server.
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await sleep(200);
      }).catch((e: unknown) => e);
      await admin.end();
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(await media.storage.has(keys[0] ?? '')).toBe(true);
    });
  });
}
