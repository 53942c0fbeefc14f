import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedPush {
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface TestPushService {
  /** Every push the service took, oldest first. */
  received: ReceivedPush[];
  /** The status the service answers with (201 unless set; 410 says the browser unsubscribed). */
  answerWith: number;
  /** Headers of its answers besides the status (a redirect's `location`). */
  answerHeaders: Record<string, string>;
  /** Where a browser's subscription points; known once the service listens (beforeAll). */
  readonly base: string;
  /** Its host as PUSH_SERVICE_HOSTS names it (`127.0.0.1:port`); known once it listens. */
  readonly host: string;
  /** Its certificate, made for the test file: the senders are to trust it. */
  readonly ca: Buffer;
}

/**
 * A self-signed certificate for 127.0.0.1, and for `localhost` (so that only the senders' own
 * refusal keeps them from a name that leads here): push services speak HTTPS, as browsers require.
 */
function makeCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'varmala-push-'));
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
        ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A local HTTPS server standing in for the browsers' push service for the whole test file,
 * keeping the encrypted pushes `web-push` sends it. Use it at the top level of a test file.
 */
export function useTestPushService(): TestPushService {
  const certificate = makeCertificate();
  const service: TestPushService & { base: string; host: string } = {
    received: [],
    answerWith: 201,
    answerHeaders: {},
    base: '',
    host: '',
    ca: certificate.cert,
  };
  const server = createServer(certificate, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      service.received.push({
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(service.answerWith, service.answerHeaders).end();
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    service.host = `127.0.0.1:${(server.address() as { port: number }).port}`;
    service.base = `https://${service.host}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return service;
}
