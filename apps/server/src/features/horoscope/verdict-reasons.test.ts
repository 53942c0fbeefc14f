import { apiRoute } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { makeMember } from '../../test/members.js';
import { search } from '../../test/search-support.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

const match = async (who: TestMember, profileId: number) => {
  const response = await ctx.app.inject({
    ...apiRoute('profileMatch', { profileId }),
    headers: bearer(who.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** The search card's horoscope line for a profile. */
async function card(who: TestMember, profileId: number) {
  const rows = (await search(ctx, who, {})).json().rows as { profile_id: number; horoscope_match: unknown }[];
  return rows.find((row) => row.profile_id === profileId)?.horoscope_match;
}

const chart = (birth_star: string, padham: number, raasi: string) => ({ birth_star, padham, raasi });

/** A bride and a groom on a site, and what each of them is told about the other. */
async function pair(
  domain: 'varmala' | 'tamilmala',
  bride: Record<string, unknown>,
  groom: Record<string, unknown>,
) {
  const b = await makeMember(ctx, { gender: 'Female', domain, horoscope: bride });
  const g = await makeMember(ctx, { gender: 'Male', domain, horoscope: groom });
  const asked = await match(b, g.profileId);
  // The same answer, bride to groom, whichever of the two asks.
  expect(await match(g, b.profileId)).toEqual(asked);
  return { asked, card: await card(b, g.profileId) };
}

describe('a verdict says why, on a porutham site (tamilmala)', () => {
  it('rajju failed: no match though 7 of 10 are more than the 6 asked for', async () => {
    const { asked, card: line } = await pair(
      'tamilmala',
      chart('Bharani', 1, 'Mesha'),
      chart('Purva Phalguni', 1, 'Simha'),
    );
    expect(asked).toMatchObject({ verdict: 'no_match', porutham: { matched: 7 } });
    expect(asked.deciding).toEqual([{ kind: 'mandatory_failed', porutham: 'rajju', result: 'no_match' }]);
    expect(line).toMatchObject({ verdict: 'no_match', kind: 'porutham', deciding: asked.deciding });
  });

  it('too few poruthams, and every reason when several fail', async () => {
    const few = await pair('tamilmala', chart('Ashwini', 2, 'Mesha'), chart('Krittika', 2, 'Vrishabha'));
    expect(few.asked.verdict).toBe('no_match');
    expect(few.asked.deciding).toEqual([{ kind: 'too_few', matched: 3, min: 6 }]);

    const all = await pair('tamilmala', chart('Ashwini', 2, 'Mesha'), chart('Jyeshtha', 2, 'Vrishchika'));
    expect(all.asked.deciding).toEqual([
      { kind: 'mandatory_failed', porutham: 'rajju', result: 'no_match' },
      { kind: 'mandatory_failed', porutham: 'vedha', result: 'no_match' },
      { kind: 'too_few', matched: 5, min: 6 },
    ]);
  });

  it('a match says the mandatory poruthams hold and how many of the ten match', async () => {
    const { asked, card: line } = await pair(
      'tamilmala',
      chart('Ashwini', 2, 'Mesha'),
      chart('Bharani', 2, 'Mesha'),
    );
    expect(asked.verdict).toBe('match');
    expect(asked.deciding).toEqual([
      { kind: 'mandatory_held', porutham: 'rajju' },
      { kind: 'mandatory_held', porutham: 'vedha' },
      { kind: 'enough_matched', matched: 7, min: 6 },
    ]);
    expect(line).toMatchObject({ verdict: 'match', deciding: asked.deciding });
  });
});

describe('a verdict says why, on a guna site (varmala)', () => {
  it('a blocking nadi dosha, though 28 gunas are well over 18', async () => {
    const { asked, card: line } = await pair(
      'varmala',
      chart('Ashwini', 2, 'Mesha'),
      chart('Ashwini', 2, 'Mesha'),
    );
    expect(asked).toMatchObject({ verdict: 'no_match', ashtakoota: { total: 28 } });
    expect(asked.deciding).toEqual([{ kind: 'blocking_dosha', dosha: 'nadi' }]);
    expect(line).toMatchObject({ verdict: 'no_match', kind: 'guna', deciding: asked.deciding });
  });

  it('gunas below the minimum, with no dosha', async () => {
    const { asked } = await pair('varmala', chart('Uttara Phalguni', 1, 'Simha'), chart('Chitra', 3, 'Tula'));
    expect(asked).toMatchObject({ verdict: 'no_match', ashtakoota: { total: 16.5, doshas: [] } });
    expect(asked.deciding).toEqual([{ kind: 'guna_below', total: { min: 16.5, max: 16.5 }, min: 18 }]);
  });

  it('a match says the total reached and that no blocking dosha is there', async () => {
    const { asked, card: line } = await pair(
      'varmala',
      chart('Ashwini', 2, 'Mesha'),
      chart('Bharani', 2, 'Mesha'),
    );
    expect(asked.verdict).toBe('match');
    expect(asked.deciding).toEqual([
      { kind: 'guna_reached', total: { min: 34, max: 34 }, min: 18 },
      { kind: 'no_blocking_dosha', doshas: ['nadi', 'bhakoot'] },
    ]);
    expect(line).toMatchObject({ verdict: 'match', deciding: asked.deciding });
  });

  it('a profile without a birth star: not known, and why', async () => {
    const bride = await makeMember(ctx, { gender: 'Female', horoscope: chart('Ashwini', 2, 'Mesha') });
    const groom = await makeMember(ctx, { gender: 'Male', steps: ['basic', 'personal', 'work', 'family'] });
    const asked = await match(bride, groom.profileId);
    expect(asked).toMatchObject({ verdict: 'unknown', deciding: [{ kind: 'star_unknown' }] });
  });
});
