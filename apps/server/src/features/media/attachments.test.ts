import { ATTACHMENT_LIMITS, type AttachmentItem, apiRoute } from '@varmala/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  cfb,
  docx,
  type FilePart,
  jpeg,
  keyOfUrl,
  multipart,
  pdf,
  png,
  storedBytes,
  storedFiles,
  zip,
} from '../../test/media-support.js';
import { makeAdmin, makeMember, NEW_PROFILE } from '../../test/members.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

const filePart = (bytes: Uint8Array, name: string, type = 'application/octet-stream'): FilePart => ({
  field: 'horoscope',
  name,
  type,
  bytes,
});

async function uploadFiles(member: TestMember | null, userId: number, parts: FilePart[]) {
  const body = await multipart(parts);
  return ctx.app.inject({
    ...apiRoute('uploadAttachments', { userId }),
    headers: { 'content-type': body.contentType, ...(member ? bearer(member.token) : {}) },
    payload: body.payload,
  });
}

function listFiles(member: TestMember | null, userId: number) {
  return ctx.app.inject({
    ...apiRoute('listAttachments', { userId }),
    headers: member ? bearer(member.token) : {},
  });
}

describe('POST /api/profile/{userId}/attachment', () => {
  it('accepts a PDF, a DOCX and a legacy DOC in one upload and serves them as downloads', async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    const response = await uploadFiles(member, member.userId, [
      filePart(pdf(), 'kundali.pdf', 'application/pdf'),
      filePart(docx(), 'kundali.docx'),
      filePart(cfb(), 'kundali.doc', 'application/msword'),
    ]);
    expect(response.statusCode).toBe(200);
    const items = response.json<AttachmentItem[]>();
    expect(items).toEqual([
      {
        id: expect.any(Number),
        url: expect.stringMatching(/^\/api\/media\/attachment-[0-9a-f]{32}\.pdf\?exp=\d+&sig=/),
      },
      {
        id: expect.any(Number),
        url: expect.stringMatching(/^\/api\/media\/attachment-[0-9a-f]{32}\.docx\?/),
      },
      { id: expect.any(Number), url: expect.stringMatching(/^\/api\/media\/attachment-[0-9a-f]{32}\.doc\?/) },
    ]);

    const expected = [
      ['application/pdf', 'horoscope.pdf', pdf()],
      ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'horoscope.docx', docx()],
      ['application/msword', 'horoscope.doc', cfb()],
    ] as const;
    for (const [i, [type, name, bytes]] of expected.entries()) {
      const served = await ctx.app.inject({ method: 'GET', url: items[i]?.url ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
    expect((await listFiles(member, member.userId)).json()).toEqual(items);
  });

  it('re-encodes a picture of the horoscope, dropping its metadata', async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    const scan = await jpeg(600, 900, { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '15/1 51/1 0/1' } });
    const response = await uploadFiles(member, member.userId, [
      filePart(scan, 'chart.jpg', 'image/jpeg'),
      filePart(await png(), 'chart.png'),
    ]);
    expect(response.statusCode).toBe(200);
    const [photo, drawing] = response.json<AttachmentItem[]>();
    expect(photo?.url).toMatch(/\.jpg\?/);
    expect(drawing?.url).toMatch(/\.png\?/);
    const stored = storedBytes(ctx.dataDir, photo?.url ?? '');
    expect(stored.equals(scan)).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 600, 900, undefined]);
    const served = await ctx.app.inject({ method: 'GET', url: photo?.url ?? '' });
    expect(served.headers['content-disposition']).toBe('attachment; filename="horoscope.jpg"');
  });

  // Hostile files (HTML, SVG, scripts, polyglots, oversized pictures) on every upload route:
  // test/trust/hostile-uploads.test.ts. Here: one bad file refuses the whole upload.
  it.each([
    ['a text file', Buffer.from('Rohini nakshatra, Vrishabha raasi'), 'kundali.pdf'],
    ['a zip that is not a Word file', zip({ 'notes.txt': 'hello' }), 'kundali.docx'],
  ])('refuses %s with 415 and stores nothing', async (_what, bytes, name) => {
    const member = await makeMember(ctx, NEW_PROFILE);
    const before = storedFiles(ctx.dataDir).size;
    const response = await uploadFiles(member, member.userId, [
      filePart(pdf(), 'good.pdf'),
      filePart(bytes, name),
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      Status: 'Error',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      Message: 'Please choose a PNG, JPEG or GIF picture, a PDF or a Word (DOC, DOCX) file.',
      message_key: 'horoscopeFileKinds',
    });
    expect(storedFiles(ctx.dataDir).size).toBe(before);
    expect((await listFiles(member, member.userId)).json()).toEqual([]);
  });

  it(`keeps at most ${ATTACHMENT_LIMITS.maxPerProfile} files`, async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    const four = Array.from({ length: 4 }, (_, i) => filePart(pdf(), `k${i}.pdf`));
    expect((await uploadFiles(member, member.userId, four)).statusCode).toBe(200);
    const two = await uploadFiles(member, member.userId, [
      filePart(pdf(), 'a.pdf'),
      filePart(pdf(), 'b.pdf'),
    ]);
    expect(two.statusCode).toBe(409);
    expect(two.json().Message).toBe('You can add 1 more horoscope file (at most 5 in all).');
    expect((await uploadFiles(member, member.userId, [filePart(pdf(), 'a.pdf')])).statusCode).toBe(200);
    const full = await uploadFiles(member, member.userId, [filePart(pdf(), 'b.pdf')]);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'CONFLICT', Message: expect.stringMatching(/at most 5/) });

    const six = Array.from({ length: 6 }, (_, i) => filePart(pdf(), `k${i}.pdf`));
    const other = await makeMember(ctx, NEW_PROFILE);
    const tooMany = await uploadFiles(other, other.userId, six);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().Message).toBe('Please upload at most 5 files at a time.');
  });

  it('needs a file in the horoscope field', async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    const wrongField = await uploadFiles(member, member.userId, [
      { ...filePart(pdf(), 'k.pdf'), field: 'file' },
    ]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().Message).toBe("Please send the file in the 'horoscope' field.");
    const none = await uploadFiles(member, member.userId, []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { horoscope: 'Required' } });
  });
});

describe('DELETE /api/profile/{userId}/attachment', () => {
  it('removes the row and the file, only within the own profile', async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    const other = await makeMember(ctx, NEW_PROFILE);
    const [first, second] = (
      await uploadFiles(member, member.userId, [filePart(pdf(), 'a.pdf'), filePart(docx(), 'b.docx')])
    ).json<AttachmentItem[]>();
    if (!first || !second) throw new Error('two files expected');

    const foreign = await ctx.app.inject({
      ...apiRoute('deleteAttachment', { userId: other.userId }),
      headers: bearer(other.token),
      payload: { id: first.id },
    });
    expect(foreign.statusCode).toBe(404);

    const response = await ctx.app.inject({
      ...apiRoute('deleteAttachment', { userId: member.userId }),
      headers: bearer(member.token),
      payload: first,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([second]);
    expect(storedFiles(ctx.dataDir).has(keyOfUrl(first.url))).toBe(false);
    expect(storedFiles(ctx.dataDir).has(keyOfUrl(second.url))).toBe(true);
  });
});

describe('who may see and add horoscope files', () => {
  it('is the member or an admin', async () => {
    const owner = await makeMember(ctx, NEW_PROFILE);
    const other = await makeMember(ctx, NEW_PROFILE);
    const admin = await makeAdmin(ctx);
    const files = [filePart(pdf(), 'k.pdf')];

    expect((await listFiles(null, owner.userId)).statusCode).toBe(401);
    expect((await uploadFiles(null, owner.userId, files)).statusCode).toBe(401);
    expect((await listFiles(other, owner.userId)).statusCode).toBe(403);
    expect((await uploadFiles(other, owner.userId, files)).statusCode).toBe(403);
    expect((await uploadFiles(admin, owner.userId, files)).statusCode).toBe(200);
    expect((await listFiles(admin, owner.userId)).json()).toHaveLength(1);
    expect((await listFiles(owner, owner.userId)).json()).toHaveLength(1);
  });

  it('answers 409 before the basic details are saved', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const response = await listFiles(member, member.userId);
    expect(response.statusCode).toBe(409);
    expect(response.json().Message).toBe('Please save your basic details first.');
  });
});
