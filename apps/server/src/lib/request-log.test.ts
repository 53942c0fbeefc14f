import { connect } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app.js';
import type { Config } from '../config.js';
import { logAbortedRequests, OneLinePerRequest } from './request-log.js';

describe('the request log', () => {
  const lines: Record<string, unknown>[] = [];
  // The server's own logger options: its request serializer and its redaction of secrets.
  const app = Fastify({
    logger: {
      ...(loggerOptions({ logLevel: 'info' } as Config) as object),
      stream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    },
    logController: new OneLinePerRequest(),
  });
  logAbortedRequests(app);
  app.get('/api/quick', async () => ({ ok: true }));
  app.post('/api/slow', async () => ({ ok: true }));
  let port = 0;

  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  const linesOf = (reqId: unknown) => lines.filter((line) => line.reqId === reqId);

  it('writes one line for each answered request: method, address, client, status and time', async () => {
    const start = lines.length;
    expect((await fetch(`http://127.0.0.1:${port}/api/quick?page=2&token=Zk3xQ9`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/api/missing`)).status).toBe(404);
    // Lines naming the request (Fastify's own "Route ... not found" names only its address).
    const written = lines.slice(start).filter((line) => line.req);
    expect(written.map((line) => [line.msg, line.req, line.res])).toEqual([
      [
        'request completed',
        { method: 'GET', url: '/api/quick?page=2&token=[redacted]', ip: '127.0.0.1' },
        { statusCode: 200 },
      ],
      ['request completed', { method: 'GET', url: '/api/missing', ip: '127.0.0.1' }, { statusCode: 404 }],
    ]);
    for (const line of written) expect(line.responseTime).toBeGreaterThan(0);
    expect(new Set(written.map((line) => line.reqId)).size).toBe(2);
  });

  it('writes a line for a request the client gave up on before it was answered', async () => {
    const start = lines.length;
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/slow HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
        );
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on('close', () => resolve());
    });
    await expect.poll(() => lines.slice(start).map((line) => line.msg)).toContain('request aborted');
    const aborted = lines.slice(start).find((line) => line.msg === 'request aborted');
    expect(aborted?.req).toMatchObject({ method: 'POST', url: '/api/slow' });
    const itsLines = linesOf(aborted?.reqId).map((line) => line.msg);
    expect(itsLines.filter((msg) => msg === 'request aborted')).toHaveLength(1);
    expect(itsLines).not.toContain('request completed');
  });
});
