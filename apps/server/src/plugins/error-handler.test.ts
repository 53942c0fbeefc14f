/**
 * Errors raised by the framework itself, before or around our routes, answer in the one error shape
 * (`{Status, Message, code}`), and a client can read them: over a real socket, not only `inject`.
 */
import { execFile } from 'node:child_process';
import net from 'node:net';
import { apiRoute, type ErrorBody, errorBodySchema, VALIDATION_MESSAGES } from '@varmala/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeMember, NEW_PROFILE } from '../test/members.js';
import { basicFor, personal, work } from '../test/profile-fixtures.js';
import { type StreamedAnswer, streamBody } from '../test/stream-body.js';
import { bearer, type TestMember, uniqueIp, useTestApp } from '../test/test-app.js';

const ctx = useTestApp();
const MB = 1024 * 1024;

let member: TestMember;
let port: number;

beforeAll(async () => {
  member = await makeMember(ctx, { steps: [] });
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});

afterAll(async () => {
  await ctx.app.close();
});

function errorBody(text: string): ErrorBody {
  return errorBodySchema.parse(JSON.parse(text));
}

/** POSTs a JSON body of `size` bytes ('"xxx...x"') in pieces, reading the answer whenever it comes. */
function postLargeJson(path: string, size: number): Promise<StreamedAnswer> {
  return streamBody({
    port,
    path,
    headers: { 'content-type': 'application/json' },
    prefix: '"',
    size: size - 2,
    suffix: '"',
    filler: 'x',
  });
}

interface FetchResult {
  status?: number;
  body?: string;
  error?: string;
}

/** Four 5 MB JSON bodies, then two sent in chunks (no length), POSTed by fetch in a child process. */
function fetchInChildProcess(url: string): Promise<FetchResult[]> {
  const script = `
    const url = process.argv[1];
    const headers = { 'content-type': 'application/json' };
    const piece = new Uint8Array(64 * 1024).fill(120);
    const chunked = () => {
      let left = 40;
      return new ReadableStream({
        pull(controller) { if (left-- > 0) controller.enqueue(piece); else controller.close(); },
      });
    };
    const bodies = [1, 2, 3, 4].map(() => '"' + 'x'.repeat(5 * 1024 * 1024) + '"');
    const results = [];
    for (const body of [...bodies, chunked(), chunked()]) {
      try {
        const response = await fetch(url, { method: 'POST', headers, body, duplex: 'half' });
        results.push({ status: response.status, body: await response.text() });
      } catch (error) {
        results.push({ error: String(error.cause?.code ?? error.message) });
      }
    }
    process.stdout.write(JSON.stringify(results));
  `;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script, url],
      { timeout: 60_000 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as FetchResult[])),
    );
  });
}

/** Writes `raw` on a fresh connection and reads everything the server sends until it closes. */
function rawExchange(raw: string, options: { endAfterWrite?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', (error) => (chunks.length > 0 ? undefined : reject(error)));
    socket.write(raw);
    if (options.endAfterWrite) socket.end();
  });
}

function parseRawResponse(text: string): { status: number; body: string; headers: string } {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  return { status, body: rest.join('\r\n\r\n'), headers: head };
}

describe('errors of routing', () => {
  it('answers an unknown API path with 404 in the error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(errorBody(response.body).code).toBe('NOT_FOUND');
  });

  it('answers a known path called with another method with 405, the methods it has, in the error shape', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: apiRoute('login').url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(errorBody(response.body)).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });

    const withParams = await ctx.app.inject({
      method: 'PUT',
      url: `/api/profile/${member.userId}/basic`,
      headers: bearer(member.token),
    });
    expect(withParams.statusCode).toBe(405);
    expect(withParams.headers.allow).toBe('GET, HEAD, POST');
  });

  it('answers a path parameter longer than the router allows with 414 in the error shape', async () => {
    const response = await ctx.app.inject({
      ...apiRoute('viewProfile', { profileId: '1'.repeat(500) }),
      headers: bearer(member.token),
    });
    expect(response.statusCode).toBe(414);
    expect(errorBody(response.body)).toMatchObject({ code: 'URI_TOO_LONG' });
  });

  it('answers a path that is not valid percent-encoding with 400 in the error shape', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile/view/%E0%A4%A',
      headers: bearer(member.token),
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response.body)).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('errors of reading a body', () => {
  it('answers malformed JSON with 400 in the error shape', async () => {
    const response = await ctx.app.inject({
      ...apiRoute('login'),
      remoteAddress: uniqueIp(),
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile_no": "98',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response.body).code).toBe('BAD_REQUEST');
  });

  it('answers a body of a type the route does not read with 415 in the error shape', async () => {
    const response = await ctx.app.inject({
      ...apiRoute('login'),
      remoteAddress: uniqueIp(),
      headers: { 'content-type': 'application/xml' },
      payload: '<login><mobile_no>9876543210</mobile_no></login>',
    });
    expect(response.statusCode).toBe(415);
    expect(errorBody(response.body).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a JSON body over the limit with a 413 the client reads, while it is still sending', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await postLargeJson(apiRoute('login').url, 8 * MB);
      expect(answer.status).toBe(413);
      expect(errorBody(answer.body).code).toBe('PAYLOAD_TOO_LARGE');
      // Answered at once, from the declared length, not after reading 8 MB only to drop it.
      expect(answer.sentWhenAnswered).toBeLessThan(4 * MB);
    }
  });

  it('lets fetch in another process read the 413 of a body over the limit, sized or chunked', async () => {
    // fetch writes the whole body before it reads: a connection closed under it fails with EPIPE.
    // The client runs in a process of its own, as a browser or an outside test does.
    const results = await fetchInChildProcess(`http://127.0.0.1:${port}/api/login`);
    expect(results).toHaveLength(6);
    for (const result of results) {
      expect(result).toMatchObject({ status: 413 });
      expect(errorBody(result.body ?? '').code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('reads the 413 too when the client sends its whole body before reading', async () => {
    const size = 3 * MB;
    const text = await rawExchange(
      `POST /api/login HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: ${size}\r\n\r\n"${'x'.repeat(size - 2)}"`,
      { endAfterWrite: true },
    );
    const answer = parseRawResponse(text);
    expect(answer.status).toBe(413);
    expect(errorBody(answer.body).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

/**
 * Sends `count` requests on one kept-alive connection, each refused before its body arrives (a token
 * that is no token: 401 at once), the body following the answer, then a health check. Answers the
 * statuses read, and how many 'close' listeners the server's end of the connection then holds.
 */
async function refusedBeforeTheirBodies(
  count: number,
): Promise<{ statuses: number[]; closeListeners: number }> {
  const accepted = new Promise<net.Socket>((resolve) => ctx.app.server.once('connection', resolve));
  const socket = net.connect({ port, host: '127.0.0.1' });
  let received = '';
  let answered: (() => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('utf8');
    const end = received.indexOf('\r\n\r\n');
    const length = Number(/content-length: (\d+)/i.exec(received)?.[1] ?? Number.NaN);
    if (end >= 0 && received.length >= end + 4 + length) answered?.();
  });
  const exchange = async (request: string) => {
    const answer = new Promise<void>((resolve) => {
      answered = resolve;
    });
    socket.write(request);
    await answer;
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
    received = '';
    return status;
  };
  const statuses: number[] = [];
  const body = '{"from_age":21}';
  for (let i = 0; i < count; i++) {
    statuses.push(
      await exchange(
        `POST /api/profile/recent/1 HTTP/1.1\r\nHost: x\r\nauthorization: Bearer not-a-token\r\n` +
          `content-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`,
      ),
    );
    socket.write(body);
  }
  // Answered after every body before it was read.
  statuses.push(await exchange('GET /api/health/live HTTP/1.1\r\nHost: x\r\n\r\n'));
  const closeListeners = (await accepted).listenerCount('close');
  socket.destroy();
  return { statuses, closeListeners };
}

describe('a connection kept alive', () => {
  it('serves request after request refused before their bodies, holding nothing for each', async () => {
    const few = await refusedBeforeTheirBodies(2);
    const many = await refusedBeforeTheirBodies(30);
    expect(few.statuses).toEqual([401, 401, 200]);
    expect(many.statuses).toEqual([...Array(30).fill(401), 200]);
    // Each refusal waits for the rest of its body, and stops waiting once it is read: the
    // connection keeps no listener per request (Node warns past ten).
    expect(many.closeListeners).toBe(few.closeListeners);
  });
});

describe('errors of the connection', () => {
  it('answers a request that is not HTTP with 400 in the error shape', async () => {
    const answer = parseRawResponse(await rawExchange('HELLO / WORLD\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(errorBody(answer.body).code).toBe('BAD_REQUEST');
  });

  it('answers headers over the size limit with 431 in the error shape', async () => {
    const answer = parseRawResponse(
      await rawExchange(`GET /api/health HTTP/1.1\r\nHost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(errorBody(answer.body).code).toBe('HEADERS_TOO_LARGE');
  });

  it('answers a request whose body stops arriving with 408 in the error shape', async () => {
    // The server's own timeouts, for this test only, are short (Node wants headers' <= request's).
    const server = ctx.app.server;
    const saved = [server.headersTimeout, server.requestTimeout] as const;
    server.headersTimeout = 1_000;
    server.requestTimeout = 1_000;
    try {
      const answer = parseRawResponse(
        await rawExchange(
          'POST /api/login HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"mo',
        ),
      );
      expect(answer.status).toBe(408);
      expect(errorBody(answer.body).code).toBe('REQUEST_TIMEOUT');
    } finally {
      [server.headersTimeout, server.requestTimeout] = saved;
    }
  }, 30_000);
});

describe('control characters in text fields', () => {
  it('refuses a NUL in the basic step with 400 naming the field, not a 500', async () => {
    const response = await ctx.app.inject({
      ...apiRoute('saveBasic', { userId: member.userId }),
      headers: bearer(member.token),
      payload: basicFor({ name: 'Pri\u0000ya' }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response.body).errors).toEqual({ name: VALIDATION_MESSAGES.controlCharacters });
  });

  it('refuses a NUL in the work step, a search filter and the admin list member id with 400', async () => {
    const admin = await makeAdmin(ctx);
    const cases = [
      {
        url: `/api/profile/${member.userId}/work`,
        token: member.token,
        payload: { ...work, position: 'Lead\u0000' },
        field: 'position',
      },
      {
        url: apiRoute('searchProfiles', { page: 1 }).url,
        token: member.token,
        payload: { community: ['Bhavasar\u0000'] },
        field: 'community.0',
      },
      {
        url: apiRoute('adminProfileList', { page: 1 }).url,
        token: admin.token,
        payload: { mid: 'MF\u00001001' },
        field: 'mid.0',
      },
      {
        url: apiRoute('login').url,
        token: undefined,
        payload: { mobile_no: member.mobile, password: 'pass\u0000word' },
        field: 'password',
      },
    ];
    for (const { url, token, payload, field } of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        remoteAddress: uniqueIp(),
        headers: token ? bearer(token) : {},
        payload,
      });
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(errorBody(response.body).errors?.[field], url).toBe(VALIDATION_MESSAGES.controlCharacters);
    }
  });

  it('keeps line breaks in a multi-line text', async () => {
    const owner = await makeMember(ctx, NEW_PROFILE);
    const response = await ctx.app.inject({
      ...apiRoute('savePersonal', { userId: owner.userId }),
      headers: bearer(owner.token),
      payload: { ...personal, about: 'First line.\r\nSecond line.\n\tThird.' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
