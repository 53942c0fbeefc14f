import { apiRoute, DEFAULT_MATCH_RULES, hasMarsDosham, type MatchRule } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema.js';
import { skyOfProfile } from '../../lib/birth-sky/profile-sky.js';
import { sendInterest } from '../../test/interests-support.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { horoscope } from '../../test/profile-fixtures.js';
import { saveStep, search } from '../../test/search-support.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';
import { fillMarsHouses } from '../access/mars-houses.js';

const ctx = useTestApp();

const PUNE = 1259229;
const BRIDE = { birth_star: 'Rohini', padham: 2, raasi: 'Vrishabha' } as const;
const GROOM = { birth_star: 'Uttara Phalguni', padham: 1, raasi: 'Simha' } as const;

/** A rule these two stars meet on their own, so only Mars can change the verdict. */
const LENIENT: MatchRule = {
  kind: 'porutham',
  mars_blocks: true,
  mandatory: [],
  min_matched: 1,
  min_guna: 0,
  blocking_doshas: [],
  variants: DEFAULT_MATCH_RULES.tamilmala.variants,
};

/** Births at Pune in March 1995, with and without chevvai dosham as the Tamil site counts it. */
function births() {
  const found: Record<'dosham' | 'none', { date: string; time: string } | undefined> = {
    dosham: undefined,
    none: undefined,
  };
  for (let day = 1; day <= 28; day++) {
    for (const time of ['02:00 AM', '06:00 AM', '10:00 AM', '02:00 PM', '06:00 PM', '10:00 PM']) {
      const date = `1995-03-${String(day).padStart(2, '0')}`;
      const sky = skyOfProfile({ dateOfBirth: date, birthTime: time, birthPlaceId: PUNE });
      if (!sky) throw new Error('Pune is not in the places');
      const kind = hasMarsDosham('tamilmala', sky.mars_house) ? 'dosham' : 'none';
      found[kind] ??= { date, time };
    }
  }
  if (!found.dosham || !found.none) throw new Error('March 1995 has no birth of each kind');
  return found as Record<'dosham' | 'none', { date: string; time: string }>;
}

const member = (
  gender: 'Female' | 'Male',
  birth: { date: string; time: string },
  placeId: number | null = PUNE,
) =>
  makeMember(ctx, {
    gender,
    domain: 'tamilmala',
    basic: { date_of_birth: birth.date },
    horoscope: {
      ...(gender === 'Female' ? BRIDE : GROOM),
      birth_time: birth.time,
      birth_place_id: placeId,
    },
  });

async function setRule(rule: Partial<MatchRule>) {
  const admin = await makeAdmin(ctx);
  const set = await ctx.app.inject({
    ...apiRoute('saveMatchRule'),
    headers: bearer(admin.token),
    payload: { domain: 'tamilmala', rule },
  });
  expect(set.statusCode).toBe(200);
  return set.json();
}

const matchOf = async (who: TestMember, profileId: number) => {
  const response = await ctx.app.inject({
    ...apiRoute('profileMatch', { profileId }),
    headers: bearer(who.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { verdict: string; deciding: { kind: string }[] };
};

describe('Mars as a blocking part of the match rule', () => {
  it('is off unless the operator sets it: a rule saved without it leaves Mars out', async () => {
    const { dosham, none } = births();
    const { mars_blocks: _, ...withoutMars } = LENIENT;
    const saved = await setRule(withoutMars);
    expect(saved.rule.mars_blocks).toBe(false);
    const bride = await member('Female', dosham);
    const groom = await member('Male', none);
    const answer = await matchOf(groom, bride.profileId);
    expect(answer.verdict).toBe('match');
    expect(answer.deciding.map((reason) => reason.kind)).not.toContain('mars_blocks');
  });

  it('blocks when only one of the two has the dosham, asked from either side', async () => {
    const { dosham, none } = births();
    await setRule(LENIENT);
    const bride = await member('Female', dosham);
    const groom = await member('Male', none);
    for (const answer of [await matchOf(groom, bride.profileId), await matchOf(bride, groom.profileId)]) {
      expect(answer.verdict).toBe('no_match');
      expect(answer.deciding).toContainEqual({ kind: 'mars_blocks' });
    }
  });

  it('lets two horoscopes that both have it match, and says so', async () => {
    const { dosham } = births();
    await setRule(LENIENT);
    const bride = await member('Female', dosham);
    const groom = await member('Male', dosham);
    const answer = await matchOf(bride, groom.profileId);
    expect(answer.verdict).toBe('match');
    expect(answer.deciding).toContainEqual({ kind: 'mars_clear' });
  });

  it('leaves the match undecided while one side has no place from the list', async () => {
    const { none } = births();
    await setRule(LENIENT);
    const bride = await member('Female', none);
    const groom = await member('Male', none, null);
    for (const answer of [await matchOf(groom, bride.profileId), await matchOf(bride, groom.profileId)]) {
      expect(answer.verdict).toBe('unknown');
      expect(answer.deciding).toContainEqual({ kind: 'mars_unknown' });
    }
  });
});

/** One day of 1995 at Pune with a time of each kind: only the time, saved on the horoscope step, differs. */
function timesOfOneDay() {
  for (let day = 1; day <= 28; day++) {
    const date = `1995-03-${String(day).padStart(2, '0')}`;
    const kinds: Partial<Record<'dosham' | 'none', string>> = {};
    for (let hour = 0; hour < 24; hour += 2) {
      const time = `${String(hour % 12 || 12).padStart(2, '0')}:00 ${hour < 12 ? 'AM' : 'PM'}`;
      const sky = skyOfProfile({ dateOfBirth: date, birthTime: time, birthPlaceId: PUNE });
      if (!sky) throw new Error('Pune is not in the places');
      kinds[hasMarsDosham('tamilmala', sky.mars_house) ? 'dosham' : 'none'] ??= time;
    }
    if (kinds.dosham && kinds.none) return { date, dosham: kinds.dosham, none: kinds.none };
  }
  throw new Error('March 1995 has no day with both kinds');
}

type Card = { verdict: string; deciding: { kind: string }[] } | null;

async function searchOf(who: TestMember, filters: object = {}) {
  const response = await search(ctx, who, { ...filters, from_age: 18, to_age: 70 });
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json<{ rows: { profile_id: number; horoscope_match: Card }[] }>().rows;
  return new Map(rows.map((row) => [row.profile_id, row.horoscope_match]));
}

describe('Mars in the search, the cards and the interest that says the horoscopes match', () => {
  it('"Horoscope matches only" keeps the profiles whose dosham agrees with the member\'s, and the cards say why', async () => {
    const { dosham, none } = births();
    await setRule(LENIENT);
    const withDosham = await member('Female', dosham);
    const without = await member('Female', none);
    const unknown = await member('Female', none, null);
    const groom = await member('Male', none);

    const matching = await searchOf(groom, { horoscope_match: true });
    expect(matching.has(without.profileId)).toBe(true);
    expect(matching.has(withDosham.profileId)).toBe(false);
    expect(matching.has(unknown.profileId)).toBe(false);

    const cards = await searchOf(groom);
    expect(cards.get(without.profileId)?.verdict).toBe('match');
    expect(cards.get(withDosham.profileId)).toMatchObject({
      verdict: 'no_match',
      deciding: [{ kind: 'mars_blocks' }],
    });
    expect(cards.get(unknown.profileId)).toMatchObject({
      verdict: 'unknown',
      deciding: [{ kind: 'mars_unknown' }],
    });

    // The same verdict as the match panel's, for each.
    for (const bride of [withDosham, without, unknown]) {
      expect((await matchOf(groom, bride.profileId)).verdict).toBe(cards.get(bride.profileId)?.verdict);
    }
    // And two that both have it meet.
    const groomWithDosham = await member('Male', dosham);
    const theirs = await searchOf(groomWithDosham, { horoscope_match: true });
    expect(theirs.has(withDosham.profileId)).toBe(true);
    expect(theirs.has(without.profileId)).toBe(false);
  });

  it('finds nobody for a member whose own dosham is not known, as the verdict is "unknown" with everyone', async () => {
    const { none } = births();
    await setRule(LENIENT);
    await member('Female', none);
    const groom = await member('Male', none, null);
    expect((await searchOf(groom, { horoscope_match: true })).size).toBe(0);
  });

  it('follows a birth time changed on the horoscope step, and fills in houses stored before', async () => {
    const day = timesOfOneDay();
    await setRule(LENIENT);
    const bride = await member('Female', { date: day.date, time: day.none });
    const groom = await member('Male', { date: day.date, time: day.none });
    expect((await searchOf(groom, { horoscope_match: true })).has(bride.profileId)).toBe(true);

    await saveStep(ctx, bride, 'horoscope', {
      ...horoscope,
      ...BRIDE,
      birth_time: day.dosham,
      birth_place_id: PUNE,
    });
    expect((await searchOf(groom, { horoscope_match: true })).has(bride.profileId)).toBe(false);
    expect((await searchOf(groom)).get(bride.profileId)?.verdict).toBe('no_match');

    // As a profile saved before the houses were stored: unknown until they are computed.
    await ctx.database.db
      .update(profiles)
      .set({ marsHouseLagna: null, marsHouseMoon: null, marsBirth: null })
      .where(eq(profiles.id, bride.profileId));
    expect((await searchOf(groom)).get(bride.profileId)?.verdict).toBe('unknown');
    while ((await fillMarsHouses(ctx.database.db)) > 0) {}
    expect((await searchOf(groom)).get(bride.profileId)?.verdict).toBe('no_match');
  });

  it('refuses "our horoscopes match" to a profile Mars blocks', async () => {
    const { dosham, none } = births();
    await setRule(LENIENT);
    const bride = await member('Female', dosham);
    const other = await member('Female', none);
    const groom = await member('Male', none);
    expect((await sendInterest(ctx, groom, bride, 'horoscopes_match')).statusCode).toBe(409);
    expect((await sendInterest(ctx, groom, other, 'horoscopes_match')).statusCode).toBe(200);
  });
});
