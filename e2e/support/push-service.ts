import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import { inject } from 'vitest';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local HTTPS server standing in for a browser's push service (Chromium here reaches no
 * network): it keeps each push and answers 201, as a push service does. Its certificate is the one
 * the server under test trusts, and its address the one push service the server may reach
 * (global-setup): one stand-in at a time.
 */
export async function startPushService(): Promise<{
  base: string;
  received: ReceivedPush[];
  close: () => Promise<void>;
}> {
  const received: ReceivedPush[] = [];
  const server: Server = createServer(inject('pushServiceTls'), (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(inject('pushServicePort'), '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `https://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The keys a browser makes for one push subscription: its P-256 key pair and auth secret. */
export interface BrowserPushKeys {
  ecdh: ECDH;
  auth: Buffer;
  /** As `PushSubscription.toJSON().keys` gives them. */
  json: { p256dh: string; auth: string };
}

export function browserPushKeys(): BrowserPushKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/**
 * Opens a push as the browser does (RFC 8291, `aes128gcm` of RFC 8188, one record): only the
 * browser whose keys the subscription carried can read it.
 */
export function decryptPush(body: Buffer, keys: BrowserPushKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  const info = (text: string) => Buffer.from(`${text}\0`);
  const ikm = Buffer.from(
    hkdfSync(
      'sha256',
      keys.ecdh.computeSecret(serverKey),
      keys.auth,
      Buffer.concat([info('WebPush: info'), keys.ecdh.getPublicKey(), serverKey]),
      32,
    ),
  );
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(sealed.subarray(-16));
  const plain = Buffer.concat([decipher.update(sealed.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then padding zeros.
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
}
