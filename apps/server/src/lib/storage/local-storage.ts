import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Files under `root`, spread over 256 folders so no folder grows to millions of entries. The content
 * type is implied by the key's extension, so nothing is kept beside the file.
 */
export function createLocalStorage(root: string): MediaStorage {
  function pathOf(key: string): string {
    if (contentTypeOfKey(key) === undefined) throw new Error(`Not a media key: ${key}`);
    const shard = createHash('sha256').update(key).digest('hex').slice(0, 2);
    return path.join(root, shard, key);
  }

  return {
    async put(key, bytes, contentType) {
      if (contentTypeOfKey(key) !== contentType) {
        throw new Error(`Content type ${contentType} does not match the key ${key}`);
      }
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed: a reader never sees half a file, even after a crash.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        const handle = await open(temporary, 'wx', 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },

    async get(key) {
      const contentType = contentTypeOfKey(key);
      if (contentType === undefined) return undefined;
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size, contentType };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
