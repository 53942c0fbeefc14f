import type { Config } from '../../config.js';
import { createOutboxSms } from './outbox-sms.js';
import { createProviderSms } from './provider-sms.js';

export interface SmsOptions {
  /** Indian senders register each text; the provider's default otherwise. */
  dltTemplateId?: string;
}

export interface SmsSender {
  send(mobile: string, text: string, options?: SmsOptions): Promise<void>;
}

/** Its last two digits only. */
export const maskedMobile = (mobile: string) =>
  `${'*'.repeat(Math.max(0, mobile.length - 2))}${mobile.slice(-2)}`;

/** The text of a message is never logged: it carries codes and links. */
export function createSms(
  config: Pick<Config, 'dataDir' | 'smsUrl'>,
  log: (line: string) => void,
): SmsSender {
  return config.smsUrl ? createProviderSms(config.smsUrl, log) : createOutboxSms(config.dataDir, log);
}
