import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, isMediaKey } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

const SHARD = /^[0-9a-f]{2}$/;
const TEMPORARY = /^(.+)\.[0-9a-f]{12}\.tmp$/;

/** Names in a folder; a folder removed meanwhile (or never made) has none. */
async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

async function modifiedAt(file: string): Promise<Date | undefined> {
  try {
    return (await stat(file)).mtime;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
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
    shared: false,

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

    async has(key) {
      if (contentTypeOfKey(key) === undefined) return false;
      return (await modifiedAt(pathOf(key))) !== undefined;
    },

    async *list() {
      for (const shard of (await namesIn(root)).filter((name) => SHARD.test(name))) {
        for (const name of await namesIn(path.join(root, shard))) {
          if (!isMediaKey(name)) continue;
          const time = await modifiedAt(path.join(root, shard, name));
          if (time) yield { key: name, modifiedAt: time };
        }
      }
    },

    async removeAbandonedWrites(before) {
      let removed = 0;
      for (const shard of (await namesIn(root)).filter((name) => SHARD.test(name))) {
        for (const name of await namesIn(path.join(root, shard))) {
          const temporary = TEMPORARY.exec(name);
          if (!temporary?.[1] || !isMediaKey(temporary[1])) continue;
          const file = path.join(root, shard, name);
          const time = await modifiedAt(file);
          if (!time || time >= before) continue;
          await unlink(file).catch((error: unknown) => {
            if (!isMissing(error)) throw error;
          });
          removed += 1;
        }
      }
      return removed;
    },

    async ping() {},
  };
}
