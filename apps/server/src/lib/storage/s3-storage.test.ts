import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { MEDIA_CONTENT_TYPES, newMediaKey } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';
import { createS3Storage } from './s3-storage.js';

let s3: TestS3;
let storage: MediaStorage;
const logged: { operation?: string }[] = [];
const log = { error: (details: { operation?: string }) => void logged.push(details) };

beforeAll(async () => {
  s3 = await startTestS3('varmala-media');
  storage = createS3Storage(s3.settings, log);
});
afterAll(() => s3?.stop());

async function listed(): Promise<{ key: string; modifiedAt: Date }[]> {
  const files = [];
  for await (const file of storage.list()) files.push(file);
  return files;
}

describe('media in an S3 bucket', () => {
  it('stores, reads back and deletes a file', async () => {
    await storage.ping();
    const key = newMediaKey('attachment', 'pdf');
    await storage.put(key, Buffer.from('%PDF-1.4 chart'), 'application/pdf');
    expect(await storage.has(key)).toBe(true);

    const stored = await storage.get(key);
    if (!stored) throw new Error('stored object expected');
    expect(stored.contentType).toBe('application/pdf');
    expect(stored.size).toBe(14);
    expect(await text(stored.body)).toBe('%PDF-1.4 chart');

    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.has(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys it did not make and a content type that does not fit the key', async () => {
    await expect(storage.put('../escape.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow();
    await expect(storage.put(newMediaKey('photo', 'webp'), Buffer.from('x'), 'text/html')).rejects.toThrow();
    expect(await storage.get('../../etc/passwd')).toBeUndefined();
    expect(await storage.has('not-a-key')).toBe(false);
  });

  it('lists its own keys with their write times, past one page of results', async () => {
    const keys = Array.from({ length: 1005 }, () => newMediaKey('photo', 'webp'));
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(
        keys
          .slice(i, i + 50)
          .map((key) => storage.put(key, Buffer.from('RIFF....WEBP'), MEDIA_CONTENT_TYPES.webp)),
      );
    }
    const files = await listed();
    expect(files.map((file) => file.key).sort()).toEqual([...keys].sort());
    for (const file of files) expect(file.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 120_000);
    expect(await storage.removeAbandonedWrites(new Date())).toBe(0);
    await Promise.all(keys.map((key) => storage.delete(key)));
    expect(await listed()).toEqual([]);
  });

  it('answers 503 when the bucket cannot be reached, and logs what failed', async () => {
    const missing = createS3Storage({ ...s3.settings, bucket: 'no-such-bucket' }, log);
    await expect(missing.ping()).rejects.toThrow();
    const failure = await missing
      .put(newMediaKey('photo', 'webp'), Buffer.from('x'), MEDIA_CONTENT_TYPES.webp)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).statusCode).toBe(503);
    expect(logged.at(-1)?.operation).toBe('put');

    const away = createS3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' }, log);
    const unreachable = await away.get(newMediaKey('photo', 'webp')).catch((error: unknown) => error);
    expect((unreachable as AppError).statusCode).toBe(503);
    expect((unreachable as AppError).message).toMatch(/cannot be reached right now/);
  });
});
