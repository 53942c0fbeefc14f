import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPayload } from './http';

const REFUSAL = '{"Status":"Error","code":"PROFILE_INCOMPLETE","message_key":"profileNotSaved"}';

/** A server that answers 403 with the refusal, whole or only its first half and then nothing more. */
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(403, { 'content-type': 'application/json; charset=utf-8' });
    if (request.url === '/whole') response.end(REFUSAL);
    else if (request.url === '/cut') response.end(REFUSAL.slice(0, 20));
    else response.write(REFUSAL.slice(0, 20)); // '/stalled': the rest never comes
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("reading an answer's body", () => {
  it('gives the refusal with its code', async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/whole`, { signal: controller.signal });
    await expect(readPayload(response, controller.signal)).resolves.toMatchObject({
      code: 'PROFILE_INCOMPLETE',
    });
  });

  it('gives nothing for a body that is not JSON, as the server sent it', async () => {
    const response = await fetch(`${base}/cut`);
    await expect(readPayload(response)).resolves.toBeNull();
  });

  it('rejects as the abort when the caller gives up while the body is still coming', async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/stalled`, { signal: controller.signal });
    const payload = readPayload(response, controller.signal);
    controller.abort();
    await expect(payload).rejects.toMatchObject({ name: 'AbortError' });
  });
});
