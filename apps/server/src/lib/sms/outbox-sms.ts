import { randomBytes } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDir } from '../private-dir.js';
import { maskedMobile, type SmsSender } from './sms.js';

/** The folder of `DATA_DIR` messages are written to when no provider is configured. */
export const smsOutboxDir = (dataDir: string) => path.join(dataDir, 'outbox', 'sms');

/**
 * Each message as a text file: `To: <mobile>` on the first line, then the message. Written under a
 * dot-name and renamed, so a reader never sees half a file.
 */
export function createOutboxSms(dataDir: string, log: (line: string) => void): SmsSender {
  const outbox = smsOutboxDir(dataDir);
  return {
    async send(mobile, text) {
      ensurePrivateDir(path.dirname(outbox));
      ensurePrivateDir(outbox);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.txt`;
      const temporary = path.join(outbox, `.${name}`);
      await writeFile(temporary, `To: ${mobile}\n${text}\n`, { mode: 0o600 });
      await rename(temporary, path.join(outbox, name));
      log(`text message to ${maskedMobile(mobile)} written to ${path.join(outbox, name)}`);
    },
  };
}
