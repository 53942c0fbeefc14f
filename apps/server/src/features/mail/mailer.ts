import { createHash, randomBytes } from 'node:crypto';
import { readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import { ensurePrivateDir } from '../../lib/private-dir.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe of notice mails). */
  headers?: Record<string, string>;
  /**
   * The message's idempotency key: its Message-ID is made from it, and in the outbox its file name,
   * so a message sent twice by a retry is one file, and one message to a receiver that de-duplicates.
   */
  key?: string;
}

const messageIdOf = (key: string, from: string) =>
  `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${/@([^>\s]+)/.exec(from)?.[1] ?? 'varmala.local'}>`;

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Stops the mailer's timers (the outbox clean-up). */
  close(): void;
}

/** Outbox files are kept this long: long enough to pass a link on, not a store of old secrets. */
export const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const OUTBOX_SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

/** Removes outbox files older than `OUTBOX_KEEP_MS`; answers how many it removed. */
export async function sweepOutbox(outbox: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(outbox);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(outbox, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || now - info.mtimeMs <= OUTBOX_KEEP_MS) continue;
    await unlink(file).catch(() => undefined);
    removed++;
  }
  return removed;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox, and
 * the log names the file only: the links a message carries are secrets, and the log is read by more
 * people and kept longer than the outbox, whose files are removed after 7 days.
 */
export function createMailer(config: Config, log: (line: string) => void): Mailer {
  if (config.smtpUrl) {
    // A few connections kept open and reused: a morning's digests are thousands of messages.
    const transport = nodemailer.createTransport({ url: config.smtpUrl, pool: true, maxConnections: 5 });
    return {
      async send(message) {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
          ...(message.key ? { messageId: messageIdOf(message.key, config.mailFrom) } : {}),
        });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const sweep = () => {
    sweepOutbox(outbox)
      .then((removed) => {
        if (removed > 0) log(`removed ${removed} e-mail file(s) older than 7 days from ${outbox}`);
      })
      .catch((error: unknown) => log(`the outbox ${outbox} could not be cleaned: ${String(error)}`));
  };
  sweep();
  const timer = setInterval(sweep, OUTBOX_SWEEP_EVERY_MS);
  timer.unref();
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        ...(message.key ? { messageId: messageIdOf(message.key, config.mailFrom) } : {}),
      });
      // Its files carry one-time links: no other local user may list or read them.
      ensurePrivateDir(outbox);
      const name = message.key
        ? `notice-${createHash('sha256').update(message.key).digest('hex').slice(0, 24)}.eml`
        : `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const temporary = path.join(outbox, `.${name}`);
      await writeFile(temporary, info.message as Buffer, { mode: 0o600 });
      await rename(temporary, path.join(outbox, name));
      log(`e-mail written to ${path.join(outbox, name)}`);
    },
    close: () => clearInterval(timer),
  };
}
