import type { FastifyBaseLogger } from 'fastify';
import { type Db, isDatabaseUnavailable, type Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { MediaStorage } from '../storage/media-storage.js';
import type { MediaUrlSigner } from '../storage/signed-url.js';
import { holdOffSweep } from './sweep-unreferenced-files.js';
import type { UploadBudget } from './upload-budget.js';
import type { WorkQueue } from './work-queue.js';

/** Only a file that could not be removed. */
type MediaLog = Pick<FastifyBaseLogger, 'warn'>;

export interface MediaContext {
  db: Db;
  storage: MediaStorage;
  urls: MediaUrlSigner;
  images: WorkQueue;
  uploads: UploadBudget;
  /** Whether a member has a photo is part of the auth check's row. */
  forgetAccount(userId: number): void;
}

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

/** On a failure the files already written are removed. */
export async function storeFiles(media: MediaContext, files: StoredFile[], log: MediaLog) {
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

/** A file that cannot be removed is logged; it never fails the member's request. */
export async function removeFiles(media: MediaContext, keys: string[], log: MediaLog) {
  const results = await Promise.allSettled(keys.map((key) => media.storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      log.warn({ err: result.reason, key: keys[i] }, 'media file could not be removed');
    }
  });
}

/** First in the rows' transaction: holds the sweep off and checks the files, so a committed row has them. */
export async function holdStoredFiles(tx: Tx, media: MediaContext, keys: string[]): Promise<void> {
  await holdOffSweep(tx);
  for (const key of keys) {
    if (!(await media.storage.has(key))) {
      throw new AppError('UNAVAILABLE', 'uploadNotSaved');
    }
  }
}

/** Unless the connection was lost during the commit itself: the row may exist, so the sweep decides later. */
export async function abandonStoredFiles(
  media: MediaContext,
  keys: string[],
  log: MediaLog,
  error: unknown,
  committing: boolean,
): Promise<void> {
  if (committing && isDatabaseUnavailable(error)) {
    log.warn(
      { keys },
      'connection lost during a commit; the sweep will remove the files if no row names them',
    );
  } else {
    await removeFiles(media, keys, log);
  }
}

export async function commitStoredFiles<T>(
  media: MediaContext,
  keys: string[],
  log: MediaLog,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  let committing = false;
  try {
    return await media.db.transaction(async (tx) => {
      await holdStoredFiles(tx, media, keys);
      const result = await write(tx);
      committing = true;
      return result;
    });
  } catch (error) {
    await abandonStoredFiles(media, keys, log, error, committing);
    throw error;
  }
}
