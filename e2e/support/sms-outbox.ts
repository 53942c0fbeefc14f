import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * The newest text message to `mobile` in the server's SMS outbox (DATA_DIR/outbox/sms: `To:
 * <mobile>`, then the text); a name with a leading dot is a message still being written.
 */
export async function latestSms(mobile: string): Promise<string | undefined> {
  const dir = path.join(inject('dataDir'), 'outbox', 'sms');
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => !name.startsWith('.'))
    .sort();
  for (const name of names.reverse()) {
    const text = await readFile(path.join(dir, name), 'utf8');
    if (text.startsWith(`To: ${mobile}\n`)) return text;
  }
  return undefined;
}
