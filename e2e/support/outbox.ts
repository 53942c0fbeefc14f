import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The path of the newest e-mail verification link sent to `to`. Without SMTP_URL the server
 * writes each message to DATA_DIR/outbox as an .eml file.
 */
export async function latestVerificationPath(to: string): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const names = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
  const messages = await Promise.all(
    names.map(async (name) => {
      const file = path.join(outbox, name);
      return { text: decodeQuotedPrintable(await readFile(file, 'utf8')), time: (await stat(file)).mtimeMs };
    }),
  );
  const newest = messages
    .filter((message) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(message.text))
    .sort((a, b) => b.time - a.time)[0];
  const link = newest?.text.match(/\/verify\/email\/\d+\/[A-Za-z0-9_-]+/);
  if (!link) throw new Error(`No verification e-mail to ${to} in ${outbox}`);
  return link[0];
}
