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
