import { apiRoute } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { auditRowsOf } from '../../test/admin-support.js';
import { exiftoolReport } from '../../test/exiftool.js';
import { GPS_EXIF, jpeg, keyOfUrl, multipart, pdf, png, storedFiles } from '../../test/media-support.js';
import { makeAdmin } from '../../test/members.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

async function upload(
  who: TestMember | null,
  photo: { bytes: Uint8Array; name?: string; type?: string } | null,
  fields: Record<string, string> = {},
) {
  const body = await multipart(
    photo
      ? [
          {
            field: 'photo',
            name: photo.name ?? 'wedding.jpg',
            type: photo.type ?? 'image/jpeg',
            bytes: photo.bytes,
          },
        ]
      : [],
    fields,
  );
  return ctx.app.inject({
    ...apiRoute('uploadMarriage'),
    headers: { 'content-type': body.contentType, ...(who ? bearer(who.token) : {}) },
    payload: body.payload,
  });
}

const marriageFiles = () => [...storedFiles(ctx.dataDir).keys()].filter((key) => key.startsWith('marriage-'));

async function marriageRows() {
  return ctx.database.db.query.marriages.findMany();
}

describe('POST /api/admin/marriage', () => {
  it("stores three re-encoded webp sizes without EXIF, for the admin's own domain, and logs it", async () => {
    const admin = await makeAdmin(ctx);
    await ctx.database.db.update(users).set({ domain: 'tamilmala' }).where(eq(users.id, admin.userId));
    const original = await jpeg(2400, 1600, GPS_EXIF);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload(admin, { bytes: original }, { caption: '  Anitha weds Karthik  ' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      Status: 'Success',
      Message: 'Photo uploaded successfully',
      marriage: {
        id: expect.any(Number),
        caption: 'Anitha weds Karthik',
        language: null,
        short: expect.stringMatching(/^\/api\/media\/marriage-[0-9a-f]{32}\.webp\?exp=\d+&sig=[\w-]{43}$/),
        large: expect.stringMatching(/^\/api\/media\/marriage-[0-9a-f]{32}\.webp\?/),
        url: expect.stringMatching(/^\/api\/media\/marriage-[0-9a-f]{32}\.webp\?/),
      },
    });

    const widths: Record<string, number> = {};
    for (const size of ['short', 'large', 'url'] as const) {
      const served = await ctx.app.inject({ method: 'GET', url: body.marriage[size] });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['content-disposition']).toBe('inline');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      widths[size] = meta.width ?? 0;
    }
    expect(widths).toEqual({ short: 200, large: 800, url: 1600 });

    const keys = ['short', 'large', 'url'].map((size) => keyOfUrl(body.marriage[size]));
    const files = keys.map((key) => storedFiles(ctx.dataDir).get(key) as string);
    const report = exiftoolReport(...files);
    expect(report).not.toMatch(/GPS/i);
    expect(report).not.toMatch(/PhoneMaker|Asha Patil/);

    const [row] = (await marriageRows()).filter((m) => m.id === body.marriage.id);
    expect(row).toMatchObject({
      domain: 'tamilmala',
      caption: 'Anitha weds Karthik',
      createdBy: admin.userId,
      shortKey: keys[0],
      largeKey: keys[1],
      urlKey: keys[2],
    });
    const [audit, ...more] = await auditRowsOf(ctx, 'marriage', body.marriage.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      adminUserId: admin.userId,
      action: 'admin:marriage-upload',
      before: null,
      after: {
        domain: 'tamilmala',
        caption: 'Anitha weds Karthik',
        keys: { short: keys[0], large: keys[1], url: keys[2] },
      },
    });
  });

  it('accepts a PNG whatever its file name says', async () => {
    const admin = await makeAdmin(ctx);
    const response = await upload(
      admin,
      { bytes: await png(), name: 'photo.gif', type: 'application/octet-stream' },
      { caption: 'Priya and Rahul' },
    );
    expect(response.statusCode).toBe(200);
    const [row] = (await marriageRows()).filter((m) => m.id === response.json().marriage.id);
    expect(row?.domain).toBe('varmala');
  });

  it('refuses an upload without a caption, without a photo, or with a file that is not a picture', async () => {
    const admin = await makeAdmin(ctx);
    const filesBefore = marriageFiles().length;
    const rowsBefore = (await marriageRows()).length;
    const photo = { bytes: await jpeg() };

    const noCaption = await upload(admin, photo);
    expect(noCaption.statusCode).toBe(400);
    expect(noCaption.json()).toEqual({
      Status: 'Error',
      code: 'VALIDATION_FAILED',
      Message: 'Please write a caption for the photo.',
      message_key: 'writeCaption',
      errors: { caption: 'Required' },
      error_keys: { caption: 'required' },
    });
    const blankCaption = await upload(admin, photo, { caption: '   ' });
    expect(blankCaption.statusCode).toBe(400);
    expect(blankCaption.json().errors).toEqual({ caption: 'Required' });
    const longCaption = await upload(admin, photo, { caption: 'x'.repeat(301) });
    expect(longCaption.statusCode).toBe(400);
    expect(longCaption.json().errors).toEqual({ caption: 'Too long' });

    const noPhoto = await upload(admin, null, { caption: 'A wedding' });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json()).toMatchObject({
      Message: 'Please choose a marriage photo to upload.',
      errors: { photo: 'Required' },
    });
    const nothing = await upload(admin, null);
    expect(nothing.json().errors).toEqual({ photo: 'Required', caption: 'Required' });

    const document = await upload(admin, { bytes: pdf(), name: 'wedding.jpg' }, { caption: 'A wedding' });
    expect(document.statusCode).toBe(415);
    expect(document.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      Message: 'Please choose a PNG, JPEG or GIF picture.',
    });
    const broken = await upload(admin, { bytes: (await jpeg()).subarray(0, 200) }, { caption: 'A wedding' });
    expect(broken.statusCode).toBe(400);

    const json = await ctx.app.inject({
      ...apiRoute('uploadMarriage'),
      headers: bearer(admin.token),
      payload: { caption: 'A wedding' },
    });
    expect(json.statusCode).toBe(415);

    expect(marriageFiles()).toHaveLength(filesBefore);
    expect(await marriageRows()).toHaveLength(rowsBefore);
  });

  it('refuses a photo larger than 10 MB with 413', async () => {
    const admin = await makeAdmin(ctx);
    const big = Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(admin, { bytes: big }, { caption: 'A wedding' });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});
