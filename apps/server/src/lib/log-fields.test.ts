import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { errorWithoutSecrets, logFieldsWithoutSecrets, withoutSecretFields } from './log-fields.js';

/** pino's own redaction with the paths the server gave it before: the reference. */
const PINO_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.referer',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers.referer',
  '*.password',
  '*.old_password',
];

const SECRET = 'Zk3xQ9-secret';

function loggerInto(lines: string[], options: pino.LoggerOptions) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const req = (request: { method?: string; url?: string }) => ({ method: request.method, url: request.url });
  const res = (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode });
  return pino({ level: 'trace', ...options, serializers: { req, res, ...options.serializers } }, stream);
}

/** What each line says, without when and where it was written. */
const said = (line: string) => {
  const { time: _time, pid: _pid, hostname: _hostname, ...rest } = JSON.parse(line);
  return rest;
};

const withHeaders = () => ({
  authorization: `Bearer ${SECRET}`,
  cookie: `accessTokenV2=${SECRET}`,
  referer: `http://x/b/${SECRET}`,
  host: 'varmala.test',
});

/** Fields as plugins and the server's own code log them. */
const LOGGED: [object, string][] = [
  [{ req: { method: 'GET', url: '/api/me', headers: withHeaders() } }, 'incoming request'],
  [{ res: { statusCode: 200, headers: withHeaders() }, responseTime: 1.5 }, 'request completed'],
  [{ request: { headers: withHeaders(), url: '/upload' } }, 'multipart'],
  [{ body: { mobile_no: '9876500001', password: SECRET, old_password: SECRET } }, 'a body'],
  [{ err: Object.assign(new Error('refused'), { headers: withHeaders(), statusCode: 401 }) }, 'upstream'],
  [{ err: new Error('plain') }, 'plain error'],
  [{ count: 3, ok: true, name: 'मेळावा', missing: undefined, list: [1, 'two'] }, 'ordinary fields'],
  [{ headers: { authorization: 'top level, outside the paths' } }, 'top-level headers'],
  [{ nested: { deeper: { password: 'two levels, outside the paths' } } }, 'deeper field'],
  [{ upstream: { headers: { accept: 'application/json' }, password: undefined } }, 'present, undefined'],
  [{ upstream: { headers: { accept: 'application/json' }, status: 502 } }, 'nothing to hide'],
];

describe('log fields without their secrets', () => {
  it('writes each line as pino’s own redaction with the server’s former paths wrote it', () => {
    const reference: string[] = [];
    const ours: string[] = [];
    const before = loggerInto(reference, { redact: PINO_PATHS });
    const now = loggerInto(ours, {
      formatters: { log: logFieldsWithoutSecrets },
      serializers: { err: errorWithoutSecrets },
    });
    for (const [fields, message] of LOGGED) {
      before.info(fields, message);
      now.info(fields, message);
    }
    before.info('a message alone');
    now.info('a message alone');
    expect(ours.map(said)).toEqual(reference.map(said));
    const text = ours.join('');
    expect(text).not.toContain(`Bearer ${SECRET}`);
    expect(text).not.toContain(`accessTokenV2=${SECRET}`);
    expect(text).not.toContain(`"password":"${SECRET}"`);
    expect(text).toContain('"authorization":"[Redacted]"');
    expect(text).toContain('top level, outside the paths');
  });

  it('leaves what it was given as it was, and the same object where there is nothing to hide', () => {
    const headers = withHeaders();
    const request = { headers, url: '/x' };
    const shown = withoutSecretFields(request);
    expect(shown).not.toBe(request);
    expect(shown.headers.authorization).toBe('[Redacted]');
    expect(shown.headers.host).toBe('varmala.test');
    expect(request.headers.authorization).toBe(`Bearer ${SECRET}`);
    const plain = { count: 1, headers: { accept: '*/*' } };
    expect(withoutSecretFields(plain)).toBe(plain);
    const fields = { plain, n: 2 };
    expect(logFieldsWithoutSecrets(fields)).toBe(fields);
  });
});
