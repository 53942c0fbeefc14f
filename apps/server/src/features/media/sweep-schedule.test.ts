import { apiRoute } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { App } from '../../app-types.js';
import { ADVISORY_LOCKS } from '../../db/client.js';
import { photos, profiles } from '../../db/schema.js';
import { MEDIA_CONTENT_TYPES, newMediaKey } from '../../lib/storage/media-keys.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import { createS3Storage } from '../../lib/storage/s3-storage.js';
import { createMediaUrlSigner } from '../../lib/storage/signed-url.js';
import { commitStoredFiles, type MediaContext, storeFiles } from '../../lib/uploads/media-context.js';
import { UploadBudget } from '../../lib/uploads/upload-budget.js';
import { createWorkQueue } from '../../lib/uploads/work-queue.js';
import { jpeg, multipart } from '../../test/media-support.js';
import { makeMember, NEW_PROFILE } from '../../test/members.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { SWEEP_GRACE_MS, sweepCutoff, sweepOnce } from './sweep-schedule.js';

const ctx = useTestApp();
const silent: Parameters<typeof storeFiles>[2] = { warn: () => undefined };
let s3: TestS3;
let bucket: MediaStorage;
/** A second instance of the app, its media in the bucket. */
let s3App: App;

beforeAll(async () => {
  s3 = await startTestS3('varmala-sweep');
  bucket = createS3Storage(s3.settings);
  s3App = await buildApp({ config: { ...ctx.config, s3: s3.settings }, database: ctx.database });
});
afterAll(async () => {
  await s3App?.close();
  await s3?.stop();
});

async function keysInBucket(): Promise<string[]> {
  const keys = [];
  for await (const file of bucket.list()) keys.push(file.key);
  return keys;
}

function mediaIn(storage: MediaStorage): MediaContext {
  return {
    db: ctx.database.db,
    storage,
    urls: createMediaUrlSigner('a secret of at least thirty-two characters'),
    images: createWorkQueue({ workers: 1, waiting: 1, waitingPerKey: 1 }),
    uploads: new UploadBudget({ perMember: 1, maxBufferedBytes: 1024 * 1024, stalledAfterMs: 60_000 }),
    forgetAccount: () => undefined,
  };
}

async function uploadPhotoToBucket(): Promise<string> {
  const member = await makeMember(ctx, NEW_PROFILE);
  const body = await multipart([{ field: 'photo', name: 'me.jpg', type: 'image/jpeg', bytes: await jpeg() }]);
  const response = await s3App.inject({
    ...apiRoute('uploadPhoto', { userId: member.userId }),
    headers: { ...bearer(member.token), 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ url: string }[]>()[0]?.url ?? '';
}

describe('the media sweep with several instances', () => {
  it('keeps the files of an upload in flight on another instance when a new instance starts', async () => {
    const startedAt = new Date();
    expect(sweepCutoff(bucket, startedAt, startedAt).getTime()).toBe(startedAt.getTime() - SWEEP_GRACE_MS);
    // Files of one machine alone: everything written before this process started is a crash's.
    expect(sweepCutoff({ ...bucket, shared: false }, startedAt)).toEqual(startedAt);

    // Instance A has stored an upload's files and not yet committed its row...
    const media = mediaIn(bucket);
    const member = await makeMember(ctx, NEW_PROFILE);
    const keys = [newMediaKey('photo', 'webp'), newMediaKey('photo', 'webp'), newMediaKey('photo', 'webp')];
    await storeFiles(
      media,
      keys.map((key) => ({ key, bytes: Buffer.from('RIFF....WEBP'), contentType: MEDIA_CONTENT_TYPES.webp })),
      silent,
    );
    // ...when instance B starts and sweeps.
    const result = await sweepOnce(ctx.database, bucket, sweepCutoff(bucket, new Date()));
    expect(result).toMatchObject({ removed: 0 });
    const [profile] = await ctx.database.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.userId, member.userId));
    await commitStoredFiles(media, keys, silent, (tx) =>
      tx.insert(photos).values({
        profileId: profile?.id ?? 0,
        shortKey: keys[0] ?? '',
        largeKey: keys[1] ?? '',
        urlKey: keys[2] ?? '',
      }),
    );
    for (const key of keys) expect(await bucket.has(key)).toBe(true);
  });

  it('removes objects no row names from the bucket, and keeps every photo served by its signed URL', async () => {
    const photoUrl = await uploadPhotoToBucket();
    const orphan = newMediaKey('photo', 'webp');
    await bucket.put(orphan, Buffer.from('RIFF....WEBP'), MEDIA_CONTENT_TYPES.webp);
    const before = await keysInBucket();
    const result = await sweepOnce(ctx.database, bucket, new Date(Date.now() + 60_000));
    expect(result).toMatchObject({ files: before.length, removed: 1 });
    const after = await keysInBucket();
    expect(after).not.toContain(orphan);
    expect(after).toHaveLength(before.length - 1);
    const served = await s3App.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});

// Another session holding the lock needs a PostgreSQL server: runs where TEST_DATABASE_URL is set.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the media sweep on PostgreSQL', () => {
  it('runs on one instance at a time: a sweep while another holds the lock is skipped', async () => {
    await uploadPhotoToBucket();
    const orphan = newMediaKey('attachment', 'pdf');
    await bucket.put(orphan, Buffer.from('%PDF'), MEDIA_CONTENT_TYPES.pdf);
    // "Another instance" sweeping: a session of the same database holding the lock.
    const { rows } = await ctx.database.db.execute<{ name: string }>('select current_database() as name');
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${rows[0]?.name}`;
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.mediaSweep]);
      expect(await sweepOnce(ctx.database, bucket, new Date(Date.now() + 60_000))).toBeUndefined();
      expect(await bucket.has(orphan)).toBe(true);
      await holder.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.mediaSweep]);
      expect(await sweepOnce(ctx.database, bucket, new Date(Date.now() + 60_000))).toMatchObject({
        removed: 1,
      });
      expect(await bucket.has(orphan)).toBe(false);
    } finally {
      await holder.end();
    }
  });
});
