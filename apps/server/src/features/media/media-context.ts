import type { FastifyBaseLogger } from 'fastify';
import { type Db, isDatabaseUnavailable, type Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { holdOffSweep } from './sweep-unreferenced-files.js';
import type { UploadBudget } from './upload-budget.js';
import type { WorkQueue } from './work-queue.js';

/** What the media services share. */
export interface MediaContext {
  db: Db;
  storage: MediaStorage;
  urls: MediaUrlSigner;
  images: WorkQueue;
  uploads: UploadBudget;
  /** Whether a member has a photo is part of the auth check's row: dropped after each change. */
  forgetAccount(userId: number): void;
}

/** The media context of an app: its database, storage, URL signer and the one image queue. */
export function mediaContextOf(deps: Deps): MediaContext {
  return {
    db: deps.db,
    storage: deps.storage,
    urls: deps.urls,
    images: deps.images,
    uploads: deps.uploads,
    forgetAccount: (userId) => deps.authCache.forget(userId),
  };
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

/**
 * Writes the rows of files already stored, in one transaction that holds the sweep off and checks the
 * files are still there: a committed row always has its files. When the write fails the files go
 * too, except when the connection was lost during the commit itself: the row may then exist, so
 * the sweep decides later, with the rows in front of it.
 */
export async function commitStoredFiles<T>(
  media: MediaContext,
  keys: string[],
  log: FastifyBaseLogger,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  let committing = false;
  try {
    return await media.db.transaction(async (tx) => {
      await holdOffSweep(tx);
      for (const key of keys) {
        if (!(await media.storage.has(key))) {
          throw new AppError('UNAVAILABLE', 'uploadNotSaved');
        }
      }
      const result = await write(tx);
      committing = true;
      return result;
    });
  } catch (error) {
    if (committing && isDatabaseUnavailable(error)) {
      log.warn(
        { keys },
        'connection lost during a commit; the sweep will remove the files if no row names them',
      );
    } else {
      await removeFiles(media, keys, log);
    }
    throw error;
  }
}
