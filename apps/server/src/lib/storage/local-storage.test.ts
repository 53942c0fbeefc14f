import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import { MEDIA_CONTENT_TYPES, newMediaKey } from './media-keys.js';

const root = mkdtempSync(path.join(tmpdir(), 'varmala-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = createLocalStorage(root);

function allFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('local media storage', () => {
  it('stores, reads back and deletes a file, leaving no temporary file', async () => {
    const key = newMediaKey('attachment', 'pdf');
    await storage.put(key, Buffer.from('%PDF-1.4 chart'), 'application/pdf');
    expect(allFiles(root)).toEqual([key]);

    const stored = await storage.get(key);
    if (!stored) throw new Error('stored file expected');
    expect(stored.contentType).toBe('application/pdf');
    expect(stored.size).toBe(14);
    expect(await text(stored.body)).toBe('%PDF-1.4 chart');

    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys it did not make and a content type that does not fit the key', async () => {
    await expect(storage.put('../escape.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow();
    await expect(storage.put(newMediaKey('photo', 'webp'), Buffer.from('x'), 'text/html')).rejects.toThrow();
    expect(await storage.get('../../etc/passwd')).toBeUndefined();
  });

  it('lists stored keys with their write times, and removes only old half-written files', async () => {
    const dir = path.join(root, 'listing');
    const listing = createLocalStorage(dir);
    const key = newMediaKey('photo', 'webp');
    await listing.put(key, Buffer.from('RIFF....WEBP'), MEDIA_CONTENT_TYPES.webp);
    const listed = [];
    for await (const file of listing.list()) listed.push(file);
    expect(listed.map((f) => f.key)).toEqual([key]);
    expect(listed[0]?.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    // The half-written files go in a shard other than the stored key's, so the listing below is theirs alone.
    const keyShard = createHash('sha256').update(key).digest('hex').slice(0, 2);
    const shard = path.join(dir, keyShard === 'ab' ? 'cd' : 'ab');
    mkdirSync(shard, { recursive: true });
    const old = `${newMediaKey('photo', 'webp')}.aaaaaaaaaaaa.tmp`;
    const fresh = `${newMediaKey('photo', 'webp')}.bbbbbbbbbbbb.tmp`;
    for (const name of [old, fresh, 'not-ours.tmp']) writeFileSync(path.join(shard, name), 'x');
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(path.join(shard, old), hourAgo, hourAgo);
    expect(await listing.removeAbandonedWrites(new Date(Date.now() - 60_000))).toBe(1);
    expect(readdirSync(shard).sort()).toEqual([fresh, 'not-ours.tmp'].sort());
    expect(await listing.has(key)).toBe(true);
    expect(await listing.has('../not-a-key')).toBe(false);
  });
});
