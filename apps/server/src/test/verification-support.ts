import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiArgs, type Badge } from '@varmala/shared';
import { expect } from 'vitest';
import { numberToConfirm } from '../features/verification/mobile-code.js';
import { smsOutboxDir } from '../lib/sms/outbox-sms.js';
import { multipart } from './media-support.js';
import { bearer, type TestContext, type TestMember, uniqueIp } from './test-app.js';

export function call(
  ctx: Pick<TestContext, 'app'>,
  who: TestMember,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  remoteAddress = uniqueIp(),
) {
  return ctx.app.inject({
    method,
    url,
    remoteAddress,
    headers: bearer(who.token),
    ...(payload ? { payload } : {}),
  });
}

/** The messages written to DATA_DIR/outbox/sms, oldest first: the number and the text. */
export function smsMessages(ctx: Pick<TestContext, 'dataDir'>): { to: string; text: string }[] {
  const dir = smsOutboxDir(ctx.dataDir);
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => !name.startsWith('.'));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const [first = '', ...rest] = readFileSync(path.join(dir, name), 'utf8').split('\n');
    return { to: first.replace(/^To: /, ''), text: rest.join('\n') };
  });
}

/**
 * Asks for a code and reads it from the outbox; fails the test unless it was sent to `to` (by
 * default the number the profile gives: the account's own if among them, else its first).
 */
export async function requestCode(
  ctx: TestContext,
  who: TestMember & { mobile: string; secrets?: { mobiles: string[] } },
  ip = uniqueIp(),
  to = numberToConfirm(who.mobile, who.secrets?.mobiles ?? [who.mobile]),
) {
  const before = smsMessages(ctx).length;
  const response = await call(ctx, who, ...apiArgs('verifyMobile'), undefined, ip);
  expect(response.statusCode, response.body).toBe(200);
  const messages = smsMessages(ctx);
  expect(messages.length).toBe(before + 1);
  const last = messages.at(-1) as { to: string; text: string };
  expect(last.to).toBe(to);
  const code = /\b(\d{6})\b/.exec(last.text)?.[1];
  expect(code).toBeDefined();
  return code as string;
}

export const confirm = (ctx: TestContext, who: TestMember, code: string) =>
  call(ctx, who, ...apiArgs('confirmMobile'), { code });

export const kindsOf = (badges: Badge[] | undefined) => (badges ?? []).map((badge) => badge.kind).sort();

export async function uploadSelfie(ctx: TestContext, who: TestMember, bytes: Uint8Array) {
  const body = await multipart([{ field: 'selfie', name: 'selfie.jpg', type: 'image/jpeg', bytes }]);
  return ctx.app.inject({
    ...(() => {
      const [method, url] = apiArgs('verifyPhoto');
      return { method, url };
    })(),
    remoteAddress: uniqueIp(),
    headers: { 'content-type': body.contentType, ...bearer(who.token) },
    payload: body.payload,
  });
}

/** Every stored media key whose name starts with `prefix` (local storage: DATA_DIR/media/<shard>/<key>). */
export function storedKeys(ctx: Pick<TestContext, 'dataDir'>, prefix: string): string[] {
  const root = path.join(ctx.dataDir, 'media');
  let shards: string[];
  try {
    shards = readdirSync(root);
  } catch {
    return [];
  }
  return shards.flatMap((shard) => {
    try {
      return readdirSync(path.join(root, shard)).filter((name) => name.startsWith(prefix));
    } catch {
      return [];
    }
  });
}
