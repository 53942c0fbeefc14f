import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedMail {
  to: string[];
  /** The raw message, headers and (quoted-printable) body. */
  data: string;
}

export interface TestSmtpServer {
  /** Every message the server took, oldest first. */
  received: ReceivedMail[];
  /** The address to give the app as smtpUrl; known once the server listens (beforeAll). */
  readonly url: string;
}

/**
 * An SMTP server on a free local port for the whole test file, keeping what it receives. Use it at
 * the top level of a test file; the app builds its mailer later, so pass `url` through a getter.
 */
export function useTestSmtpServer(): TestSmtpServer {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
  };
}

/** `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=` words of a header, as text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_word, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')),
    );
}

function quotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header of a received message (`From`, `List-Unsubscribe`...), decoded; '' when absent. */
export function mailHeader(mail: Pick<ReceivedMail, 'data'>, name: string): string {
  const [head = ''] = mail.data.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  return decodeHeader(new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '');
}

/** The subject and the plain-text body of a received message, decoded, as a reader sees them. */
export function readMail(mail: ReceivedMail): { subject: string; text: string } {
  const [head = '', ...rest] = mail.data.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const body = rest.join('\n\n');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : body;
  return { subject: decodeHeader(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}
