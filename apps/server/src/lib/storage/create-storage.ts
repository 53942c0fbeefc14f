import path from 'node:path';
import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import type { MediaStorage } from './media-storage.js';

/** The storage of this deployment: files under DATA_DIR until an object-store driver exists. */
export function createStorage(config: Config): MediaStorage {
  return createLocalStorage(path.join(config.dataDir, 'media'));
}
