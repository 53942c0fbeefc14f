import type { Config } from '../../config.js';
import { createOutboxSms } from './outbox-sms.js';
import { createProviderSms } from './provider-sms.js';

export interface SmsOptions {
  /** The DLT template id the text was registered under (Indian senders); the provider's default otherwise. */
  dltTemplateId?: string;
}

/** Sends one text message to a 10-digit Indian mobile; rejects when the provider did not take it. */
export interface SmsSender {
  send(mobile: string, text: string, options?: SmsOptions): Promise<void>;
}

/** A mobile as the logs may name it: its last two digits only. */
export const maskedMobile = (mobile: string) =>
  `${'*'.repeat(Math.max(0, mobile.length - 2))}${mobile.slice(-2)}`;

/**
 * The SMS driver `SMS_URL` chooses: unset writes each message to `DATA_DIR/outbox/sms/` (like mail),
 * `msg91://`, `twilio://` and `https://` (a webhook) send through a provider. The text of a message
 * is never logged: it carries codes and links.
 */
export function createSms(
  config: Pick<Config, 'dataDir' | 'smsUrl'>,
  log: (line: string) => void,
): SmsSender {
  return config.smsUrl ? createProviderSms(config.smsUrl, log) : createOutboxSms(config.dataDir, log);
}
