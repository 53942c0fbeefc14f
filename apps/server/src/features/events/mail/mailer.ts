import { createHash, randomBytes } from 'node:crypto';
import { readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../../config.js';
import { ensurePrivateDir } from '../../../lib/private-dir.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The member's site, in their language (MAIL_FROM's address). */
  fromName?: string;
  headers?: Record<string, string>;
  /** Makes the Message-ID and outbox file name: a retry is one file, one message to a de-duplicator. */
  key?: string;
}

const messageIdOf = (key: string, from: string) =>
  `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${/@([^>\s]+)/.exec(from)?.[1] ?? 'varmala.local'}>`;

function senderOf(mailFrom: string, fromName: string | undefined) {
  if (!fromName) return mailFrom;
  return { name: fromName, address: /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim() };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Long enough to pass a link on, not a store of old secrets. */
export const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const OUTBOX_SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

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

/** Without SMTP_URL: .eml files in DATA_DIR/outbox; the log names the file only, as the links are secrets. */
export function createMailer(config: Config, log: (line: string) => void): Mailer {
  if (config.smtpUrl) {
    // A morning's digests are thousands of messages.
    const transport = nodemailer.createTransport({ url: config.smtpUrl, pool: true, maxConnections: 5 });
    return {
      async send(message) {
        await transport.sendMail({
          from: senderOf(config.mailFrom, message.fromName),
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
        from: senderOf(config.mailFrom, message.fromName),
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
