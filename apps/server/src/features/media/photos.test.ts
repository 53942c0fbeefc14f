import { apiRoute, PHOTO_LIMITS, type PhotoItem } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photos, profiles } from '../../db/schema.js';
import { createMediaUrlSigner } from '../../lib/storage/signed-url.js';
import {
  type FilePart,
  GPS_EXIF,
  jpeg,
  keyOfUrl,
  multipart,
  png,
  pngDeclaring,
  storedBytes,
  storedFiles,
} from '../../test/media-support.js';
import { makeAdmin, makeMember, NEW_PROFILE } from '../../test/members.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

const photoPart = (bytes: Uint8Array, name = 'me.jpg', type = 'image/jpeg'): FilePart => ({
  field: 'photo',
  name,
  type,
  bytes,
});

async function uploadPhoto(member: TestMember | null, userId: number, parts: FilePart[], fields = {}) {
  const body = await multipart(parts, fields);
  return ctx.app.inject({
    ...apiRoute('uploadPhoto', { userId }),
    headers: { 'content-type': body.contentType, ...(member ? bearer(member.token) : {}) },
    payload: body.payload,
  });
}

function listPhotos(member: TestMember | null, userId: number) {
  return ctx.app.inject({
    ...apiRoute('listPhotos', { userId }),
    headers: member ? bearer(member.token) : {},
  });
}

function removePhoto(member: TestMember, userId: number, item: Partial<PhotoItem>) {
  return ctx.app.inject({
    ...apiRoute('deletePhoto', { userId }),
    headers: bearer(member.token),
    payload: item,
  });
}

function fetchMedia(url: string) {
  return ctx.app.inject({ method: 'GET', url });
}

describe('POST /api/profile/{userId}/photo', () => {
  it('stores three re-encoded sizes without EXIF or GPS, lists them and marks the photo step', async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    const original = await jpeg(2400, 1600, GPS_EXIF);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await uploadPhoto(member, member.userId, [photoPart(original)], {
      caption: ' At home ',
    });
    expect(response.statusCode).toBe(200);
    const [item, ...others] = response.json<PhotoItem[]>();
    expect(others).toEqual([]);
    expect(item).toEqual({
      id: expect.any(Number),
      short: expect.stringMatching(/^\/api\/media\/photo-[0-9a-f]{32}\.webp\?exp=\d+&sig=[\w-]{43}$/),
      large: expect.stringMatching(/^\/api\/media\/photo-/),
      url: expect.stringMatching(/^\/api\/media\/photo-/),
      caption: 'At home',
      // Others see it once the operator approves the profile.
      approved: false,
    });

    const widths: Record<string, number> = {};
    for (const size of ['short', 'large', 'url'] as const) {
      const url = item?.[size] ?? '';
      const served = await fetchMedia(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe('inline');
      expect(served.headers['cache-control']).toMatch(/^private, max-age=(\d+)$/);
      const maxAge = Number(/max-age=(\d+)/.exec(String(served.headers['cache-control']))?.[1]);
      expect(maxAge).toBeGreaterThan(3000);
      expect(maxAge).toBeLessThanOrEqual(4200);

      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      widths[size] = meta.width ?? 0;
      expect(storedBytes(ctx.dataDir, url).equals(served.rawPayload)).toBe(true);
    }
    expect(widths).toEqual({ short: 200, large: 800, url: 1600 });

    const [profile] = await ctx.database.db
      .select({ steps: profiles.completedSteps })
      .from(profiles)
      .where(eq(profiles.userId, member.userId));
    expect(profile?.steps).toContain('photo');

    const reloaded = await listPhotos(member, member.userId);
    expect(reloaded.statusCode).toBe(200);
    expect(reloaded.json()).toEqual([item]);
  });

  it('turns the picture upright as the camera recorded it', async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    const response = await uploadPhoto(member, member.userId, [
      photoPart(await jpeg(300, 200, undefined, 6)),
    ]);
    expect(response.statusCode).toBe(200);
    const [item] = response.json<PhotoItem[]>();
    const meta = await sharp(storedBytes(ctx.dataDir, item?.url ?? '')).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
  });

  it('marks the photo step once however many photos are added', async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    for (let i = 0; i < 2; i++) {
      expect(
        (await uploadPhoto(member, member.userId, [photoPart(await png(), 'p.png', 'image/png')])).statusCode,
      ).toBe(200);
    }
    const [profile] = await ctx.database.db
      .select({ steps: profiles.completedSteps })
      .from(profiles)
      .where(eq(profiles.userId, member.userId));
    expect(profile?.steps.filter((s) => s === 'photo')).toEqual(['photo']);
  });

  // Hostile pictures (a 20000 x 20000 declaration, SVG, HTML, polyglots, truncated, empty, 30 MB)
  // are refused on every upload route by test/trust/hostile-uploads.test.ts.
  it('refuses a picture more than 12000 pixels wide', async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    const wide = await uploadPhoto(member, member.userId, [
      photoPart(pngDeclaring(12_001, 10), 'wide.png', 'image/png'),
    ]);
    expect(wide.statusCode).toBe(413);
    expect(wide.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('takes one photo per request and needs one', async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    const two = await uploadPhoto(member, member.userId, [
      photoPart(await png(), 'a.png'),
      photoPart(await png(), 'b.png'),
    ]);
    expect(two.statusCode).toBe(413);
    expect(two.json().Message).toBe('Please upload one photo at a time.');

    const none = await uploadPhoto(member, member.userId, [], { caption: 'no file' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { photo: 'Required' } });

    const json = await ctx.app.inject({
      ...apiRoute('uploadPhoto', { userId: member.userId }),
      headers: bearer(member.token),
      payload: { photo: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().Status).toBe('Error');
    expect((await listPhotos(member, member.userId)).json()).toEqual([]);
  });

  it(`keeps at most ${PHOTO_LIMITS.maxPerProfile} photos, also when uploads race`, async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    for (let i = 0; i < PHOTO_LIMITS.maxPerProfile - 1; i++) {
      expect((await uploadPhoto(member, member.userId, [photoPart(await png(), 'p.png')])).statusCode).toBe(
        200,
      );
    }
    // Two at once: a member has at most two uploads in flight.
    const racing = await Promise.all(
      [1, 2].map(async () => uploadPhoto(member, member.userId, [photoPart(await png(), 'p.png')])),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = racing.find((r) => r.statusCode === 409);
    expect(refused?.json()).toEqual({
      Status: 'Error',
      code: 'CONFLICT',
      Message: 'You can keep at most 6 photos. Please delete one before adding another.',
      message_key: 'photosFull',
      message_params: { max: 6 },
    });

    expect((await listPhotos(member, member.userId)).json()).toHaveLength(PHOTO_LIMITS.maxPerProfile);
    // The refused uploads left no files behind: every stored photo file belongs to a row.
    const rows = await ctx.database.db.select().from(photos);
    const recorded = rows.flatMap((p) => [p.shortKey, p.largeKey, p.urlKey]).sort();
    const onDisk = [...storedFiles(ctx.dataDir).keys()].filter((key) => key.startsWith('photo-')).sort();
    expect(onDisk).toEqual(recorded);
  });

  it('answers 409 before the basic details are saved', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const response = await uploadPhoto(member, member.userId, [photoPart(await png(), 'p.png')]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      Status: 'Error',
      code: 'CONFLICT',
      Message: 'Please save your basic details first.',
      message_key: 'basicDetailsFirst',
    });
  });
});

describe('who may see and change photos', () => {
  it('is the member or an admin: 401 anonymous, 403 another member', async () => {
    const owner = await makeMember(ctx, NEW_PROFILE);
    const other = await makeMember(ctx, NEW_PROFILE);
    const admin = await makeAdmin(ctx);
    const picture = [photoPart(await png(), 'p.png')];

    expect((await listPhotos(null, owner.userId)).statusCode).toBe(401);
    expect((await uploadPhoto(null, owner.userId, picture)).statusCode).toBe(401);
    const foreign = await uploadPhoto(other, owner.userId, picture);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ Status: 'Error', code: 'FORBIDDEN' });
    expect((await listPhotos(other, owner.userId)).statusCode).toBe(403);

    const byAdmin = await uploadPhoto(admin, owner.userId, picture);
    expect(byAdmin.statusCode).toBe(200);
    const listed = await listPhotos(admin, owner.userId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(1);

    const item = listed.json<PhotoItem[]>()[0] as PhotoItem;
    expect((await removePhoto(other, owner.userId, item)).statusCode).toBe(403);
    expect((await listPhotos(owner, owner.userId)).json()).toHaveLength(1);
  });
});

describe('DELETE /api/profile/{userId}/photo', () => {
  it('deletes the row and its three files, and answers the updated list', async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    await uploadPhoto(member, member.userId, [photoPart(await png(), 'a.png')]);
    const [first, second] = (
      await uploadPhoto(member, member.userId, [photoPart(await jpeg(), 'b.jpg')])
    ).json<PhotoItem[]>();
    if (!first || !second) throw new Error('two photos expected');

    const response = await removePhoto(member, member.userId, first);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([second]);
    const files = storedFiles(ctx.dataDir);
    for (const url of [first.short, first.large, first.url]) expect(files.has(keyOfUrl(url))).toBe(false);
    for (const url of [second.short, second.large, second.url]) expect(files.has(keyOfUrl(url))).toBe(true);
    expect((await fetchMedia(first.url)).statusCode).toBe(404);

    const again = await removePhoto(member, member.userId, { id: first.id });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ Status: 'Error', code: 'NOT_FOUND' });
  });

  it("cannot delete another member's photo through one's own user id", async () => {
    const victim = await makeMember(ctx, NEW_PROFILE);
    const attacker = await makeMember(ctx, NEW_PROFILE);
    const [photo] = (await uploadPhoto(victim, victim.userId, [photoPart(await png(), 'p.png')])).json<
      PhotoItem[]
    >();
    const response = await removePhoto(attacker, attacker.userId, { id: photo?.id });
    expect(response.statusCode).toBe(404);
    expect((await listPhotos(victim, victim.userId)).json()).toEqual([photo]);
    expect((await fetchMedia(photo?.url ?? '')).statusCode).toBe(200);
  });

  it('answers 400 without an id', async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    const response = await removePhoto(member, member.userId, { url: '/api/media/x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('GET /api/media/{key}', () => {
  async function onePhoto(): Promise<PhotoItem> {
    const member = await makeMember(ctx, NEW_PROFILE);
    const [photo] = (await uploadPhoto(member, member.userId, [photoPart(await png(), 'p.png')])).json<
      PhotoItem[]
    >();
    if (!photo) throw new Error('upload failed');
    return photo;
  }

  it('refuses a tampered, missing or borrowed signature with 403', async () => {
    const photo = await onePhoto();
    const url = new URL(photo.url, 'http://x');
    const sig = url.searchParams.get('sig') ?? '';
    const flipped = `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
    const key = keyOfUrl(photo.url);
    const exp = url.searchParams.get('exp');

    for (const bad of [
      `/api/media/${key}?exp=${exp}&sig=${flipped}`,
      `/api/media/${key}?exp=${Number(exp) + 600}&sig=${sig}`,
      `/api/media/${key}?exp=${exp}`,
      `/api/media/${key}`,
      // A valid signature of one file does not open another.
      `/api/media/${keyOfUrl(photo.short)}?exp=${exp}&sig=${sig}`,
    ]) {
      const response = await fetchMedia(bad);
      expect(response.statusCode, bad).toBe(403);
      expect(response.json()).toEqual({
        Status: 'Error',
        code: 'FORBIDDEN',
        Message: 'This link has expired or is not valid. Please reload the page.',
        message_key: 'linkExpired',
      });
    }
    expect((await fetchMedia(photo.url)).statusCode).toBe(200);
  });

  it('refuses an expired link, and a link signed with another secret', async () => {
    const photo = await onePhoto();
    const key = keyOfUrl(photo.url);
    const expired = createMediaUrlSigner(ctx.config.jwtSecret).urlFor(key, Date.now() - 2 * 60 * 60 * 1000);
    expect((await fetchMedia(expired)).statusCode).toBe(403);
    const foreign = createMediaUrlSigner('another secret of at least thirty-two chars').urlFor(key);
    expect((await fetchMedia(foreign)).statusCode).toBe(403);
    const fresh = createMediaUrlSigner(ctx.config.jwtSecret).urlFor(key);
    expect((await fetchMedia(fresh)).statusCode).toBe(200);
  });

  it('serves nothing under a guessable path', async () => {
    const photo = await onePhoto();
    const key = keyOfUrl(photo.url);
    for (const url of [`/media/${key}`, `/api/media/../media/${key}`, `/data/media/${key}`]) {
      const response = await fetchMedia(url);
      expect(response.statusCode, url).not.toBe(200);
    }
  });
});
