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

/** `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=` words of a header, as text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_word, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : utf8OfQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function utf8OfQuotedPrintable(text: string): string {
  return Buffer.from(decodeQuotedPrintable(text), 'latin1').toString('utf8');
}

/** The subjects and plain-text bodies of the e-mails to `to`, as the member reads them. */
export async function mailsTo(to: string): Promise<{ subject: string; text: string }[]> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(names.map((name) => readFile(path.join(outbox, name), 'latin1')));
  return mails
    .map((raw) => {
      const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
      const headers = head.replace(/\r?\n[ \t]+/g, ' ');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
      const body = rest.join('\n\n');
      const encoding = header('Content-Transfer-Encoding').toLowerCase();
      const text =
        encoding === 'base64'
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
          : encoding === 'quoted-printable'
            ? utf8OfQuotedPrintable(body)
            : Buffer.from(body, 'latin1').toString('utf8');
      return { to: header('To'), subject: decodeHeader(header('Subject')), text };
    })
    .filter((mail) => mail.to.includes(to))
    .map(({ subject, text }) => ({ subject, text }));
}
