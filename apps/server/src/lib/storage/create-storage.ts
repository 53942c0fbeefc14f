import path from 'node:path';
import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import type { MediaStorage } from './media-storage.js';
import { createS3Storage, type StorageLog } from './s3-storage.js';

/** The storage of this deployment: the S3 bucket when one is configured, else files under DATA_DIR. */
export function createStorage(config: Config, log?: StorageLog): MediaStorage {
  if (config.s3) return createS3Storage(config.s3, log);
  return createLocalStorage(path.join(config.dataDir, 'media'));
}
