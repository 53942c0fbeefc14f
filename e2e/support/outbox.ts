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
 * The first match of `link` in the newest e-mail to `to` that has one, or undefined while none has
 * arrived. Without SMTP_URL the server writes each message to DATA_DIR/outbox as an .eml file.
 */
async function latestLink(to: string, link: RegExp): Promise<string | undefined> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const toLine = new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const messages = await Promise.all(
    names.map(async (name) => {
      const file = path.join(outbox, name);
      return { text: decodeQuotedPrintable(await readFile(file, 'utf8')), time: (await stat(file)).mtimeMs };
    }),
  );
  const newest = messages
    .filter((message) => toLine.test(message.text) && link.test(message.text))
    .sort((a, b) => b.time - a.time)[0];
  return newest?.text.match(link)?.[0];
}

/** The path of the newest e-mail verification link sent to `to`. */
export async function latestVerificationPath(to: string): Promise<string> {
  const link = await latestLink(to, /\/verify\/email\/\d+\/[A-Za-z0-9_-]+/);
  if (!link) throw new Error(`No verification e-mail to ${to} in the outbox`);
  return link;
}

/** The path of the newest password reset link e-mailed to `to`; undefined until it has arrived. */
export function latestResetPath(to: string): Promise<string | undefined> {
  return latestLink(to, /\/password\/reset\/\d+\/[A-Za-z0-9_-]+/);
}
