import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import type { WorkQueue } from './work-queue.js';

/** What the media services share: built once per app by the plugin. */
export interface MediaContext {
  db: Db;
  storage: MediaStorage;
  urls: MediaUrlSigner;
  images: WorkQueue;
}

export interface StoredFile {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

/** Stores every file or none: on a failure the ones already written are removed. */
export async function storeFiles(media: MediaContext, files: StoredFile[], log: FastifyBaseLogger) {
  const stored: string[] = [];
  try {
    for (const file of files) {
      await media.storage.put(file.key, file.bytes, file.contentType);
      stored.push(file.key);
    }
  } catch (error) {
    await removeFiles(media, stored, log);
    throw error;
  }
}

/** Best effort: a file that cannot be removed is logged, it never fails the member's request. */
export async function removeFiles(media: MediaContext, keys: string[], log: FastifyBaseLogger) {
  const results = await Promise.allSettled(keys.map((key) => media.storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      log.warn({ err: result.reason, key: keys[i] }, 'media file could not be removed');
    }
  });
}

/** Writes the rows of files already stored; if that fails the files go too, so none is orphaned. */
export async function recordStoredFiles<T>(
  media: MediaContext,
  keys: string[],
  log: FastifyBaseLogger,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeFiles(media, keys, log);
    throw error;
  }
}
