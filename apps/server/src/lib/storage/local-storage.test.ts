import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import { newMediaKey } from './media-keys.js';

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
});
