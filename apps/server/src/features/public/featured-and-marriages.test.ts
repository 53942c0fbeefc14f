import { randomBytes } from 'node:crypto';
import { apiRoute } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { marriages, profiles } from '../../db/schema.js';
import { createStorage } from '../../lib/storage/create-storage.js';
import { type Member, makeMember } from '../../test/members.js';
import { setBornYearsAgo, uploadPhoto } from '../../test/search-support.js';
import { useTestApp } from '../../test/test-app.js';

const ctx = useTestApp({ domainHosts: new Map([['tamilmala.test', 'tamilmala' as const]]) });

function get(url: string, host?: string) {
  return ctx.app.inject({ method: 'GET', url, headers: host ? { host } : {} });
}

async function feature(member: Member, featured = true) {
  await ctx.database.db
    .update(profiles)
    .set({ isFeatured: featured })
    .where(eq(profiles.id, member.profileId));
}

/** What must never reach a visitor: the member's contact details, birth time and ids. */
function expectNothingGated(body: string, members: Member[]) {
  for (const member of members) {
    for (const secret of [
      ...member.secrets.mobiles,
      member.mobile,
      member.secrets.email,
      member.secrets.address,
    ]) {
      expect(body).not.toContain(secret);
    }
    expect(body).not.toContain(member.secrets.birthTime);
    expect(body).not.toContain(member.mid);
  }
}

describe('GET /api/featured', () => {
  it("lists only featured Approved profiles of the site's domain, with name, age, city and thumbnail", async () => {
    const agreed = { featuredConsent: true };
    const bride = await makeMember(ctx, { ...agreed, basic: { name: 'Meera', city: 'Dharwad' } });
    await uploadPhoto(ctx, bride);
    await setBornYearsAgo(ctx, bride.profileId, 26);
    const groom = await makeMember(ctx, {
      ...agreed,
      gender: 'Male',
      basic: { name: 'Nikhil', city: 'Kolhapur' },
    });
    await setBornYearsAgo(ctx, groom.profileId, 29, 1);
    const verifiedBride = await makeMember(ctx, { ...agreed, status: 10 });
    const marriedGroom = await makeMember(ctx, { ...agreed, gender: 'Male', status: 300 });
    const notFeatured = await makeMember(ctx, agreed);
    const tamilBride = await makeMember(ctx, { ...agreed, domain: 'tamilmala', basic: { name: 'Oviya' } });
    for (const member of [bride, groom, verifiedBride, marriedGroom, tamilBride]) await feature(member);

    const response = await get(apiRoute('featured').url);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      brides: [
        {
          profile_id: bride.profileId,
          name: 'Meera',
          age: 26,
          city: 'Dharwad',
          thumbnail: expect.any(String),
          demo: false,
        },
      ],
      grooms: [
        {
          profile_id: groom.profileId,
          name: 'Nikhil',
          age: 29,
          city: 'Kolhapur',
          thumbnail: null,
          demo: false,
        },
      ],
    });
    expect(Object.keys(body.brides[0]).sort()).toEqual([
      'age',
      'city',
      'demo',
      'name',
      'profile_id',
      'thumbnail',
    ]);
    expectNothingGated(response.body, [bride, groom, verifiedBride, marriedGroom, notFeatured, tamilBride]);

    // The thumbnail is the small webp, and a visitor without a token may load it.
    const thumbnail = await get(body.brides[0].thumbnail);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const { width, height } = await sharp(thumbnail.rawPayload).metadata();
    expect(Math.max(width ?? 0, height ?? 0)).toBeLessThanOrEqual(200);

    const tamil = (await get(apiRoute('featured').url, 'tamilmala.test')).json();
    expect(tamil).toEqual({
      brides: [
        {
          profile_id: tamilBride.profileId,
          name: 'Oviya',
          age: expect.any(Number),
          city: 'Belagavi',
          thumbnail: null,
          demo: false,
        },
      ],
      grooms: [],
    });

    // Unfeaturing, or a status change away from Approved, takes a profile off the home page at once.
    await feature(bride, false);
    await ctx.database.db.update(profiles).set({ status: 300 }).where(eq(profiles.id, groom.profileId));
    expect((await get(apiRoute('featured').url)).json()).toEqual({ brides: [], grooms: [] });
  });

  it('shows a featured profile only while its member agrees, and taking the consent back unfeatures it', async () => {
    const bride = await makeMember(ctx, { basic: { name: 'Savita' } });
    await feature(bride);
    // Featured by hand in the database, yet without the member's consent nobody sees it.
    expect((await get(apiRoute('featured').url)).json().brides).toEqual([]);

    const consent = (value: unknown) =>
      ctx.app.inject({
        ...apiRoute('setFeaturedConsent', { userId: bride.userId }),
        headers: { authorization: `Bearer ${bride.token}` },
        payload: { consent: value },
      });
    expect((await consent(true)).json()).toEqual({ Status: 'Success', featured_consent: true });
    expect((await get(apiRoute('featured').url)).json().brides).toMatchObject([{ name: 'Savita' }]);

    expect((await consent(false)).json()).toEqual({ Status: 'Success', featured_consent: false });
    expect((await get(apiRoute('featured').url)).json().brides).toEqual([]);
    const [row] = await ctx.database.db
      .select({ isFeatured: profiles.isFeatured, featuredConsent: profiles.featuredConsent })
      .from(profiles)
      .where(eq(profiles.id, bride.profileId));
    expect(row).toEqual({ isFeatured: false, featuredConsent: false });

    expect((await consent('yes')).statusCode).toBe(400);
  });
});

describe('GET /api/marriages', () => {
  const storage = () => createStorage(ctx.config);

  async function addMarriage(domain: 'varmala' | 'tamilmala', caption: string) {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0a060' } })
      .webp()
      .toBuffer();
    const keys = ['short', 'large', 'url'].map(() => `marriage-${randomBytes(16).toString('hex')}.webp`);
    for (const key of keys) await storage().put(key, bytes, 'image/webp');
    const [shortKey, largeKey, urlKey] = keys as [string, string, string];
    const [row] = await ctx.database.db
      .insert(marriages)
      .values({ domain, caption, shortKey, largeKey, urlKey })
      .returning({ id: marriages.id });
    return { id: row?.id as number, keys };
  }

  it("lists the site's success stories newest first, with captions and photo links anyone may open", async () => {
    expect((await get(apiRoute('marriages').url)).json()).toEqual({ rows: [] });
    const first = await addMarriage('varmala', 'Priya and Rahul, married in Belagavi');
    const tamil = await addMarriage('tamilmala', 'Kavin and Nila');
    const second = await addMarriage('varmala', 'Sneha and Amit');

    const response = await get(apiRoute('marriages').url);
    expect(response.statusCode).toBe(200);
    const { rows } = response.json();
    expect(rows.map((row: { id: number; caption: string }) => [row.id, row.caption])).toEqual([
      [second.id, 'Sneha and Amit'],
      [first.id, 'Priya and Rahul, married in Belagavi'],
    ]);
    expect(rows[0].short).toContain(`/api/media/${second.keys[0]}?`);
    expect(rows[0].large).toContain(`/api/media/${second.keys[1]}?`);
    expect(rows[0].url).toContain(`/api/media/${second.keys[2]}?`);
    for (const size of ['short', 'large', 'url']) {
      const photo = await get(rows[1][size]);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(photo.headers['content-disposition']).toBe('inline');
    }

    const tamilRows = (await get(apiRoute('marriages').url, 'tamilmala.test')).json().rows;
    expect(tamilRows.map((row: { id: number }) => row.id)).toEqual([tamil.id]);
  });
});
