import { maskedMobile, type SmsSender } from './sms.js';

/** The member may ask again. */
const PROVIDER_TIMEOUT_MS = 10_000;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain HTTP only to this machine: a code must not cross a network in clear. */
function baseOf(url: URL, defaultHost: string): string {
  const host = url.host || defaultHost;
  const scheme = LOOPBACK.has(url.hostname) && url.searchParams.get('tls') === 'off' ? 'http' : 'https';
  return `${scheme}://${host}`;
}

type Post = (url: string, init: RequestInit) => Promise<void>;

async function post(url: string, init: RequestInit): Promise<void> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!response.ok) {
    // The body may echo the message; only the status is kept.
    await response.body?.cancel();
    throw new Error(`the SMS provider answered ${response.status}`);
  }
  await response.body?.cancel();
}

/** `msg91://<authkey>@control.msg91.com?sender=VARMLA`; the text goes as the flow's `message` variable. */
function msg91(url: URL, send: Post): SmsSender['send'] {
  const authkey = decodeURIComponent(url.username);
  const sender = url.searchParams.get('sender') ?? undefined;
  const endpoint = `${baseOf(url, 'control.msg91.com')}/api/v5/flow/`;
  return (mobile, text, options) =>
    send(endpoint, {
      method: 'POST',
      headers: { authkey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        template_id: options?.dltTemplateId,
        sender,
        short_url: '0',
        recipients: [{ mobiles: `91${mobile}`, message: text }],
      }),
    });
}

/** `twilio://<account sid>:<auth token>@api.twilio.com?from=%2B1...` */
function twilio(url: URL, send: Post): SmsSender['send'] {
  const sid = decodeURIComponent(url.username);
  const token = decodeURIComponent(url.password);
  const from = url.searchParams.get('from') ?? '';
  const endpoint = `${baseOf(url, 'api.twilio.com')}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`;
  return (mobile, text) =>
    send(endpoint, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: `+91${mobile}`, From: from, Body: text }).toString(),
    });
}

/** `https://user:pass@sms.example/send`: JSON `{ to, text, dlt_template_id }`, basic authentication. */
function webhook(url: URL, send: Post): SmsSender['send'] {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (url.username) {
    const user = decodeURIComponent(url.username);
    const password = decodeURIComponent(url.password);
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  }
  const target = new URL(url);
  target.username = '';
  target.password = '';
  if (target.protocol === 'http:' && !LOOPBACK.has(target.hostname)) {
    throw new Error('SMS_URL: plain http:// is for a relay on this machine only; use https://');
  }
  return (mobile, text, options) =>
    send(target.toString(), {
      method: 'POST',
      headers,
      body: JSON.stringify({ to: mobile, text, dlt_template_id: options?.dltTemplateId ?? null }),
    });
}

export function createProviderSms(raw: string, log: (line: string) => void, send: Post = post): SmsSender {
  const url = new URL(raw);
  const deliver =
    url.protocol === 'msg91:'
      ? msg91(url, send)
      : url.protocol === 'twilio:'
        ? twilio(url, send)
        : webhook(url, send);
  return {
    async send(mobile, text, options) {
      await deliver(mobile, text, options);
      log(
        `text message to ${maskedMobile(mobile)} handed to ${url.protocol.replace(':', '')} ${url.hostname}`,
      );
    },
  };
}
