/** Test support: multipart uploads over a real socket, whose bodies can be held half-sent. */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll } from 'vitest';
import { bearer, type TestContext, type TestMember } from './test-app.js';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface SocketUpload {
  /** Resolves with the answer; an upload whose connection ends without one resolves with status 0. */
  answer: Promise<Answer>;
  /** Resolves once the server starts reading the body: it has let the upload in. */
  read: Promise<void>;
  /** Sends the rest of the body. */
  finish(): void;
  /** Cuts the connection, as a phone losing its signal would. */
  cut(): void;
}

const UPLOAD_ID = 'x-test-upload';

export type SendUpload = (
  who: TestMember,
  url: string,
  body: { payload: Buffer; contentType: string },
  sendFirst?: number,
  announce?: number | null,
) => SocketUpload;

/**
 * Makes the test file's app listen on a free port, and answers a function that sends an upload
 * to it: `sendFirst` bytes of the body at once, the rest on `finish`; `announce` overrides the
 * Content-Length (null: none, the body is sent chunked). Uploads left unfinished are cut after
 * each test.
 */
export function socketUploads(ctx: TestContext): SendUpload {
  let origin: URL;
  const open: SocketUpload[] = [];
  const readStarted = new Map<string, () => void>();
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = new URL(`http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`);
    // A request's body stream starts flowing when the server first reads it.
    ctx.app.server.on('request', (request: http.IncomingMessage) => {
      const started = readStarted.get(String(request.headers[UPLOAD_ID]));
      if (started) request.once('resume', started);
    });
  });
  afterEach(() => {
    for (const upload of open.splice(0)) upload.cut();
  });

  return (who, url, body, sendFirst = body.payload.length, announce = body.payload.length) => {
    const id = randomUUID();
    const read = new Promise<void>((resolve) => readStarted.set(id, resolve));
    const request = http.request(new URL(url, origin), {
      method: 'POST',
      headers: {
        [UPLOAD_ID]: id,
        ...bearer(who.token),
        'content-type': body.contentType,
        ...(announce === null ? {} : { 'content-length': announce }),
      },
    });
    const answer = new Promise<Answer>((resolve) => {
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
      request.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    });
    request.flushHeaders();
    if (sendFirst > 0) request.write(body.payload.subarray(0, sendFirst));
    const upload: SocketUpload = {
      answer,
      read,
      finish: () => request.end(body.payload.subarray(sendFirst)),
      cut: () => request.destroy(),
    };
    if (sendFirst === body.payload.length && announce === body.payload.length) request.end();
    else open.push(upload);
    return upload;
  };
}
