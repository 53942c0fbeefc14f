import {
  apiRoute,
  DEFAULT_MATCH_RULES,
  type HoroscopeChart,
  type MatchRule,
  matchHoroscopes,
} from '@varmala/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema.js';
import { seedDatabase } from '../../db/seed/seed-database.js';
import { hashPassword } from '../../lib/password-hash.js';
import { createStorage } from '../../lib/storage/create-storage.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { horoscope } from '../../test/profile-fixtures.js';
import { saveStep, search } from '../../test/search-support.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

interface Row {
  id: number;
  domain: string;
  gender: string;
  status: number;
  birthStar: string | null;
  padham: number | null;
  raasi: string | null;
}

const chartOf = (row: Pick<Row, 'birthStar' | 'padham' | 'raasi'>) =>
  ({ star: row.birthStar, pada: row.padham, raasi: row.raasi }) as HoroscopeChart;

let bride: Member;
let groom: Member;
let admin: TestMember;

/** Every profile a member sees in search, with its chart. */
async function candidatesOf(domain: string, gender: string): Promise<Row[]> {
  return ctx.database.db
    .select({
      id: profiles.id,
      domain: profiles.domain,
      gender: profiles.gender,
      status: profiles.status,
      birthStar: profiles.birthStar,
      padham: profiles.padham,
      raasi: profiles.raasi,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.domain, domain as 'varmala'),
        eq(profiles.gender, gender as 'Male'),
        eq(profiles.status, 200),
      ),
    );
}

/** Every row the search answers for these filters, page after page. */
async function searchAll(member: TestMember, filters: object) {
  const rows: { profile_id: number; horoscope_match: unknown }[] = [];
  for (let page = 1; ; page++) {
    const response = await search(ctx, member, filters, page);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    rows.push(...body.rows);
    if (body.rows.length < 20) return { rows, count: body.count as number };
  }
}

function expectedMatches(own: HoroscopeChart, side: 'bride' | 'groom', rows: Row[], rule: MatchRule) {
  return rows
    .filter((row) => {
      const [b, g] = side === 'bride' ? [own, chartOf(row)] : [chartOf(row), own];
      return matchHoroscopes(b, g, rule).verdict === 'match';
    })
    .map((row) => row.id)
    .sort((a, b) => a - b);
}

const ids = (rows: { profile_id: number }[]) => rows.map((row) => row.profile_id).sort((a, b) => a - b);

const BRIDE_CHART = { birth_star: 'Krittika', padham: 1, raasi: 'Mesha' } as const;
// A split star without its padham: the raasi entered decides.
const GROOM_CHART = { birth_star: 'Punarvasu', padham: null, raasi: 'Karka' } as const;

beforeAll(async () => {
  await seedDatabase(ctx.database.db, createStorage(ctx.config), {
    profiles: 400,
    seed: 20,
    batchSize: 200,
    photoShare: 0,
    approvedShare: 1,
    tamilShare: 0.35,
    today: new Date(),
    passwordHash: await hashPassword('seed-password-1'),
  });
  // The seeded profiles stand for real families here: the members searching are real, and a site
  // with both kinds keeps demo members from real ones (decision 032).
  await ctx.database.db.update(profiles).set({ demo: false });
  // Profiles as families leave them: no padham (raasi kept, none, or one the star is never in), or no star.
  const all = await ctx.database.db.select({ id: profiles.id }).from(profiles).orderBy(profiles.id);
  const every = (n: number, from: number) => all.filter((_, i) => i % n === from).map((row) => row.id);
  await ctx.database.db
    .update(profiles)
    .set({ padham: null })
    .where(inArray(profiles.id, every(5, 0)));
  await ctx.database.db
    .update(profiles)
    .set({ padham: null, raasi: null })
    .where(inArray(profiles.id, every(11, 1)));
  await ctx.database.db
    .update(profiles)
    .set({ padham: null, raasi: 'Meena' })
    .where(inArray(profiles.id, every(13, 2)));
  await ctx.database.db
    .update(profiles)
    .set({ birthStar: null, padham: null, raasi: null })
    .where(inArray(profiles.id, every(17, 3)));
  bride = await makeMember(ctx, { gender: 'Female', horoscope: BRIDE_CHART });
  groom = await makeMember(ctx, { gender: 'Male', domain: 'tamilmala', horoscope: GROOM_CHART });
  admin = await makeAdmin(ctx);
});

describe('search, "Horoscope matches only"', () => {
  it("answers exactly the profiles whose verdict with the bride's chart is 'match' under the Marathi site's gunas", async () => {
    const candidates = await candidatesOf('varmala', 'Male');
    const expected = expectedMatches(
      chartOf({ ...BRIDE_CHART, birthStar: 'Krittika' }),
      'bride',
      candidates,
      DEFAULT_MATCH_RULES.varmala,
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.length).toBeLessThan(candidates.length - 5);
    const { rows, count } = await searchAll(bride, { horoscope_match: true });
    expect(ids(rows)).toEqual(expected);
    expect(count).toBe(expected.length);
    // Without padham too: the edge cases above are among the candidates and some of them match.
    const withoutPadham = candidates.filter((row) => row.padham === null).map((row) => row.id);
    expect(expected.some((id) => withoutPadham.includes(id))).toBe(true);
  });

  it("answers the same under the Tamil site's poruthams, for a groom whose split star has no padham", async () => {
    const candidates = await candidatesOf('tamilmala', 'Female');
    const own = { star: 'Punarvasu', pada: null, raasi: 'Karka' } as HoroscopeChart;
    const expected = expectedMatches(own, 'groom', candidates, DEFAULT_MATCH_RULES.tamilmala);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids((await searchAll(groom, { horoscope_match: true })).rows)).toEqual(expected);
  });

  it('follows a rule the operator sets, and combines with the other filters', async () => {
    const rule: MatchRule = {
      kind: 'porutham',
      mars_blocks: false,
      mandatory: ['vedha'],
      min_matched: 5,
      min_guna: 18,
      blocking_doshas: ['nadi', 'bhakoot'],
      variants: {
        dina: 'remainder',
        gana: 'rakshasa_groom',
        stree_deergha: 'over_9',
        rajju: 'arohanam_exception',
        rasi: 'six_eight_twelve',
        rasi_adhipathi: 'not_enemies',
      },
    };
    const set = await ctx.app.inject({
      ...apiRoute('saveMatchRule'),
      headers: bearer(admin.token),
      payload: { domain: 'varmala', rule },
    });
    expect(set.statusCode).toBe(200);
    const candidates = await candidatesOf('varmala', 'Male');
    const own = chartOf({ ...BRIDE_CHART, birthStar: 'Krittika' });
    const expected = expectedMatches(own, 'bride', candidates, rule);
    expect(expected).not.toEqual(expectedMatches(own, 'bride', candidates, DEFAULT_MATCH_RULES.varmala));
    expect(ids((await searchAll(bride, { horoscope_match: true })).rows)).toEqual(expected);

    const neverMarried = await ctx.database.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(inArray(profiles.id, expected), eq(profiles.maritalStatus, 'Never Married')));
    const filtered = await searchAll(bride, { horoscope_match: true, martial_status: ['Never Married'] });
    expect(ids(filtered.rows)).toEqual(neverMarried.map((row) => row.id).sort((a, b) => a - b));

    await ctx.app.inject({
      ...apiRoute('saveMatchRule'),
      headers: bearer(admin.token),
      payload: { domain: 'varmala', rule: DEFAULT_MATCH_RULES.varmala },
    });
  });

  it('follows a guna rule the operator sets: a higher minimum, and nadi dosha alone blocking', async () => {
    const rule: MatchRule = { ...DEFAULT_MATCH_RULES.varmala, min_guna: 24, blocking_doshas: ['nadi'] };
    const saved = await ctx.app.inject({
      ...apiRoute('saveMatchRule'),
      headers: bearer(admin.token),
      payload: { domain: 'varmala', rule },
    });
    expect(saved.statusCode).toBe(200);
    const candidates = await candidatesOf('varmala', 'Male');
    const own = chartOf({ ...BRIDE_CHART, birthStar: 'Krittika' });
    const expected = expectedMatches(own, 'bride', candidates, rule);
    expect(expected).not.toEqual(expectedMatches(own, 'bride', candidates, DEFAULT_MATCH_RULES.varmala));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids((await searchAll(bride, { horoscope_match: true })).rows)).toEqual(expected);
    await ctx.app.inject({
      ...apiRoute('saveMatchRule'),
      headers: bearer(admin.token),
      payload: { domain: 'varmala', rule: DEFAULT_MATCH_RULES.varmala },
    });
  });

  it('scores every card with the verdict, the porutham count and the guna total, and none for an admin', async () => {
    const candidates = new Map((await candidatesOf('varmala', 'Male')).map((row) => [row.id, row]));
    const own = chartOf({ ...BRIDE_CHART, birthStar: 'Krittika' });
    const { rows } = await searchAll(bride, {});
    const matching = ids((await searchAll(bride, { horoscope_match: true })).rows);
    expect(rows.length).toBe(candidates.size);
    for (const row of rows) {
      const other = candidates.get(row.profile_id) as Row;
      const { verdict, deciding, porutham, ashtakoota } = matchHoroscopes(
        own,
        chartOf(other),
        DEFAULT_MATCH_RULES.varmala,
      );
      expect(row.horoscope_match, `profile ${row.profile_id}`).toEqual(
        other.birthStar === null
          ? null
          : {
              verdict,
              deciding,
              kind: 'guna',
              matched: porutham.matched,
              guna: ashtakoota.total,
              guna_range: ashtakoota.range,
            },
      );
      // The filter finds a profile exactly when its card says it matches.
      expect(matching.includes(row.profile_id)).toBe(verdict === 'match');
    }
    const adminRows = (await search(ctx, admin, {})).json().rows;
    expect(adminRows.every((row: { horoscope_match: unknown }) => row.horoscope_match === null)).toBe(true);
  });

  it('leaves gated details out of the filtered answer', async () => {
    const response = await search(ctx, bride, { horoscope_match: true });
    for (const key of ['birth_time', 'mobiles', 'attachments', 'email', 'address']) {
      expect(response.body).not.toContain(`"${key}"`);
    }
  });

  it('asks a member without a star of their own for one (409), and refuses an admin (403)', async () => {
    const starless = await makeMember(ctx, {
      gender: 'Female',
      steps: ['basic', 'personal', 'work', 'family'],
    });
    const refused = await search(ctx, starless, { horoscope_match: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toContain('birth star');
    const unfiltered = await search(ctx, starless, {});
    expect(unfiltered.statusCode).toBe(200);
    expect(
      unfiltered.json().rows.every((row: { horoscope_match: unknown }) => row.horoscope_match === null),
    ).toBe(true);
    expect((await search(ctx, admin, { horoscope_match: true })).statusCode).toBe(403);

    // A star just added counts at once.
    await saveStep(ctx, starless, 'horoscope', { ...horoscope, ...BRIDE_CHART });
    expect((await search(ctx, starless, { horoscope_match: true })).statusCode).toBe(200);
  });
});
