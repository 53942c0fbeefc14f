import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutboxDir } from './outbox-sms.js';
import { createSms } from './sms.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A provider's API on a loopback port: records each request, answers `status`. */
let server: Server;
let base: string;
const received: Received[] = [];
let status = 200;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 200 ? '{"type":"success"}' : '{"error":"echoing 123456"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const TEXT = '482913 is your Varmala code to confirm your mobile number.';
const lines: string[] = [];
const log = (line: string) => lines.push(line);

describe('the SMS driver', () => {
  it('without SMS_URL writes one private file per message: To: <mobile>, then the message', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-sms-'));
    try {
      const sms = createSms({ dataDir, smsUrl: undefined }, log);
      await sms.send('9876543210', TEXT);
      await sms.send('9123456789', 'second');
      const dir = smsOutboxDir(dataDir);
      const names = readdirSync(dir).sort();
      expect(names).toHaveLength(2);
      const contents = names.map((name) => readFileSync(path.join(dir, name), 'utf8'));
      expect(contents).toContain(`To: 9876543210\n${TEXT}\n`);
      expect(contents).toContain('To: 9123456789\nsecond\n');
      expect(statSync(path.join(dir, names[0] as string)).mode & 0o777).toBe(0o600);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      // The log names the file and the number's last digits, never the text or the number.
      expect(lines.join('\n')).not.toContain('482913');
      expect(lines.join('\n')).not.toContain('9876543210');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('posts JSON to a webhook, with the URL user as basic authentication', async () => {
    received.length = 0;
    const sms = createSms(
      { dataDir: '/nonexistent', smsUrl: `http://gate:s3cret@${base}/send?tls=off` },
      log,
    );
    await sms.send('9876543210', TEXT, { dltTemplateId: '1107161234567890123' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/send?tls=off');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('gate:s3cret').toString('base64')}`);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      to: '9876543210',
      text: TEXT,
      dlt_template_id: '1107161234567890123',
    });
  });

  it("sends through MSG91's flow API with the DLT template id", async () => {
    received.length = 0;
    const sms = createSms(
      { dataDir: '/nonexistent', smsUrl: `msg91://AUTHKEY123@${base}?sender=VARMLA&tls=off` },
      log,
    );
    await sms.send('9876543210', TEXT, { dltTemplateId: '1107161234567890123' });
    const [request] = received;
    expect(request?.url).toBe('/api/v5/flow/');
    expect(request?.headers.authkey).toBe('AUTHKEY123');
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      template_id: '1107161234567890123',
      sender: 'VARMLA',
      recipients: [{ mobiles: '919876543210', message: TEXT }],
    });
  });

  it("sends through Twilio's Messages API", async () => {
    received.length = 0;
    const sms = createSms(
      { dataDir: '/nonexistent', smsUrl: `twilio://AC123:tok@${base}?from=%2B15005550006&tls=off` },
      log,
    );
    await sms.send('9876543210', TEXT);
    const [request] = received;
    expect(request?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('AC123:tok').toString('base64')}`);
    const form = new URLSearchParams(request?.body);
    expect(Object.fromEntries(form)).toEqual({ To: '+919876543210', From: '+15005550006', Body: TEXT });
  });

  it('fails when the provider refuses, without repeating what it answered', async () => {
    status = 500;
    try {
      const sms = createSms({ dataDir: '/nonexistent', smsUrl: `http://${base}/send?tls=off` }, log);
      const error = await sms.send('9876543210', TEXT).catch((e: unknown) => e as Error);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe('the SMS provider answered 500');
    } finally {
      status = 200;
    }
  });

  it('refuses plain http to anything but this machine', () => {
    expect(() => createSms({ dataDir: '/x', smsUrl: 'http://sms.example.com/send' }, log)).toThrow(/https/);
  });
});
