import { apiRoute, PROFILE_STEPS } from '@varmala/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password-hash.js';
import { createStorage } from '../../lib/storage/create-storage.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { bearer, uniqueIp, useTestApp } from '../../test/test-app.js';
import { RealMembersError, type SeedResult, type SeedRun, seedDatabase } from './seed-database.js';

const ctx = useTestApp();
const PASSWORD = 'seed-password-1';
const COUNT = 240;
/** Left empty on purpose: e-mail is optional and the Marathi site asks no language. */
const NOT_ASKED: Record<string, string[]> = { varmala: ['email', 'language'], tamilmala: ['email'] };

type SeededRow = {
  user_id: number;
  mobile: string;
  domain: string;
  gender: string;
  status: number;
  photo_count: number;
};

let run: SeedRun;
let first: SeedResult;
let seeded: SeededRow[];

async function login(mobile: string): Promise<string> {
  const response = await ctx.app.inject({
    ...apiRoute('login'),
    remoteAddress: uniqueIp(),
    payload: { mobile_no: mobile, password: PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

beforeAll(async () => {
  run = {
    profiles: COUNT,
    seed: 7,
    batchSize: 100,
    photoShare: 0.25,
    approvedShare: 0.8,
    tamilShare: 0.4,
    today: new Date(),
    passwordHash: await hashPassword(PASSWORD),
  };
  first = await seedDatabase(ctx.database.db, createStorage(ctx.config), run);
  const result = await ctx.database.db.execute<SeededRow>(sql`
    select u.id as user_id, u.mobile, p.domain, p.gender, p.status,
      (select count(*)::int from photos ph where ph.profile_id = p.id) as photo_count
    from users u join profiles p on p.user_id = u.id order by u.id`);
  seeded = result.rows;
});

describe('npm run seed', () => {
  it('adds every member with a profile and a unique member id, in both sites and genders', async () => {
    expect(first).toMatchObject({ users: COUNT, profiles: COUNT, skipped: 0 });
    expect(seeded).toHaveLength(COUNT);
    for (const domain of ['varmala', 'tamilmala']) {
      for (const gender of ['Male', 'Female']) {
        expect(seeded.filter((row) => row.domain === domain && row.gender === gender).length).toBeGreaterThan(
          10,
        );
      }
    }
    const mids = await ctx.database.db.execute<{ n: number }>(
      sql`select count(distinct mid)::int as n from profiles`,
    );
    expect(mids.rows[0]?.n).toBe(COUNT);
    const photos = seeded.filter((row) => row.photo_count > 0).length;
    expect(photos).toBe(first.photos);
    expect(photos).toBeGreaterThan(COUNT * 0.1);
    expect(photos).toBeLessThan(COUNT * 0.4);
  });

  it('fills every step with values the profile forms accept, in both sites', async () => {
    for (const domain of ['varmala', 'tamilmala']) {
      const row = seeded.find((r) => r.domain === domain && r.photo_count > 0) as SeededRow;
      const token = await login(row.mobile);
      for (const step of PROFILE_STEPS.filter((s) => s !== 'photo')) {
        const url = `/api/profile/${row.user_id}/${step}`;
        const read = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(read.statusCode, `${url} ${read.body}`).toBe(200);
        const values = read.json<Record<string, unknown>>();
        for (const [field, value] of Object.entries(values)) {
          if (!NOT_ASKED[domain]?.includes(field)) expect(value, `${domain} ${step}.${field}`).not.toBeNull();
        }
        // Saving the values back runs every rule of the step, the domain's community rules included.
        const saved = await ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload: values });
        expect(saved.statusCode, `${url} ${saved.body}`).toBe(200);
      }
    }
  });

  it('gives searchable Approved profiles whose photos are served', async () => {
    // A member sees others' photos only with one of their own.
    const groom = seeded.find(
      (r) => r.domain === 'varmala' && r.gender === 'Male' && r.photo_count > 0,
    ) as SeededRow;
    const token = await login(groom.mobile);
    const search = await ctx.app.inject({
      ...apiRoute('searchProfiles', { page: 1 }),
      headers: bearer(token),
      payload: { from_age: 18, to_age: 87 },
    });
    expect(search.statusCode, search.body).toBe(200);
    const brides = seeded.filter((r) => r.domain === 'varmala' && r.gender === 'Female' && r.status === 200);
    const body = search.json<{ count: number; rows: { photos: { url: string }[] }[] }>();
    expect(body.count).toBe(brides.length);

    const photo = body.rows.flatMap((row) => row.photos)[0];
    expect(photo, 'a bride on the first page has a photo').toBeDefined();
    const served = await ctx.app.inject({ method: 'GET', url: photo?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('adds nobody when run again with the same seed', async () => {
    const again = await seedDatabase(ctx.database.db, createStorage(ctx.config), run);
    expect(again).toEqual({ users: 0, profiles: 0, photos: 0, skipped: COUNT });
  });

  it('marks every seeded member as a demo member, which search and view say', async () => {
    const demo = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from profiles where demo`,
    );
    expect(demo.rows[0]?.n).toBe(COUNT);
    const groom = seeded.find((r) => r.domain === 'varmala' && r.gender === 'Male') as SeededRow;
    const token = await login(groom.mobile);
    const search = await ctx.app.inject({
      ...apiRoute('searchProfiles', { page: 1 }),
      headers: bearer(token),
      payload: {},
    });
    const rows = search.json<{ rows: { profile_id: number; demo: boolean }[] }>().rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.demo)).toBe(true);
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/profile/view/${rows[0]?.profile_id}`,
      headers: bearer(token),
    });
    expect(view.json().demo).toBe(true);
  });

  it('gives no seeded member a badge, and the operator cannot give one', async () => {
    const badges = await ctx.database.db.execute<{ masked: number; rows: number }>(sql`
      select (select count(*)::int from profiles where demo and badge_mask <> 0) as masked,
        (select count(*)::int from profile_badges as b join profiles as p on p.id = b.profile_id where p.demo) as rows`);
    expect(badges.rows[0]).toEqual({ masked: 0, rows: 0 });
    const admin = await makeAdmin(ctx);
    const demo = await ctx.database.db.execute<{ id: number }>(
      sql`select id from profiles where demo limit 1`,
    );
    const profileId = demo.rows[0]?.id as number;
    const check = await ctx.app.inject({
      ...apiRoute('addVerification', { profileId }),
      headers: bearer(admin.token),
      payload: { kind: 'operator_call' },
    });
    expect(check.statusCode).toBe(403);
    const search = await ctx.app.inject({
      ...apiRoute('searchProfiles', { page: 1 }),
      headers: bearer(admin.token),
      payload: {},
    });
    const rows = search.json<{ rows: { demo: boolean; badges: unknown[] }[] }>().rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.demo).every((row) => row.badges.length === 0)).toBe(true);
  });

  it('refuses a database with real members unless forced, and leaves them as they are', async () => {
    const real = await makeMember(ctx, { gender: 'Male' });
    const more = { ...run, seed: 8, profiles: 10 };
    await expect(seedDatabase(ctx.database.db, createStorage(ctx.config), more)).rejects.toThrow(
      new RealMembersError(1),
    );
    expect(new RealMembersError(1).message).toMatch(/1 real member: .*--force/);
    const forced = await seedDatabase(ctx.database.db, createStorage(ctx.config), { ...more, force: true });
    expect(forced).toMatchObject({ users: 10, profiles: 10 });
    const search = await ctx.app.inject({
      ...apiRoute('searchProfiles', { page: 1 }),
      headers: bearer(real.token),
      payload: {},
    });
    // A real member is not a demo one.
    const view = await ctx.app.inject({
      ...apiRoute('viewProfile', { profileId: real.profileId }),
      headers: bearer(real.token),
    });
    expect(search.statusCode).toBe(200);
    expect(view.json().demo).toBe(false);
  });
});
