import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.js';
import { ensurePrivateDir } from '../../lib/private-dir.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The Web Push keys: from the environment, else generated once and kept beside the data, like the JWT secret. */
export function loadOrCreateVapidKeys(config: Pick<Config, 'vapid' | 'dataDir'>): VapidKeys {
  if (config.vapid) return config.vapid;
  const file = path.join(config.dataDir, 'vapid-keys.json');
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (kept.publicKey && kept.privateKey) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  ensurePrivateDir(config.dataDir);
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}
