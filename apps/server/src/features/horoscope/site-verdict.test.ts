import { apiRoute } from '@varmala/shared';
import { describe, expect, it, vi } from 'vitest';
import { runOperatorCommand } from '../../cli/operator-commands.js';
import { matchRules } from '../../db/schema.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { search } from '../../test/search-support.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

const match = (who: TestMember, profileId: number) =>
  ctx.app.inject({ ...apiRoute('profileMatch', { profileId }), headers: bearer(who.token) });

/** The card of a profile in the member's search, and whether "Horoscope matches only" finds it. */
async function searched(who: TestMember, profileId: number) {
  const all = (await search(ctx, who, {})).json().rows;
  const matching = (await search(ctx, who, { horoscope_match: true })).json().rows;
  return {
    card: all.find((row: { profile_id: number }) => row.profile_id === profileId)?.horoscope_match,
    found: matching.some((row: { profile_id: number }) => row.profile_id === profileId),
  };
}

const ASHWINI = { birth_star: 'Ashwini', padham: 1, raasi: 'Mesha' };
// With Ashwini 1: six poruthams with rajju and vedha, but 17 gunas and nadi dosha.
const ARDRA = { birth_star: 'Ardra', padham: 1, raasi: 'Mithuna' };
// With Ashwini 1: 26.5 gunas and no dosha, but only five poruthams.
const KRITTIKA = { birth_star: 'Krittika', padham: 1, raasi: 'Mesha' };
// Shravana 2 straddles Makara's 15°: its vashya group, and so the total, is not known.
const SHRAVANA = { birth_star: 'Shravana', padham: 2, raasi: 'Makara' };

describe('the one verdict of a site', () => {
  it('on the Marathi site is the gunas’ verdict, in the panel, on the card and in the filter alike', async () => {
    const bride = await makeMember(ctx, { gender: 'Female', horoscope: ASHWINI });
    const ardra = await makeMember(ctx, { gender: 'Male', horoscope: ARDRA });
    const krittika = await makeMember(ctx, { gender: 'Male', horoscope: KRITTIKA });

    const notEnough = (await match(bride, ardra.profileId)).json();
    expect(notEnough).toMatchObject({
      verdict: 'no_match',
      porutham: { matched: 6 },
      ashtakoota: { total: 17, doshas: ['nadi'] },
      rule: { kind: 'guna', min_guna: 18 },
    });
    expect(notEnough.porutham.verdict).toBeUndefined();
    expect(await searched(bride, ardra.profileId)).toEqual({
      card: {
        verdict: 'no_match',
        deciding: [
          { kind: 'blocking_dosha', dosha: 'nadi' },
          { kind: 'guna_below', total: { min: 17, max: 17 }, min: 18 },
        ],
        kind: 'guna',
        matched: 6,
        guna: 17,
        guna_range: { min: 17, max: 17 },
      },
      found: false,
    });

    expect((await match(bride, krittika.profileId)).json()).toMatchObject({
      verdict: 'match',
      porutham: { matched: 5 },
      ashtakoota: { total: 26.5, doshas: [] },
    });
    expect(await searched(bride, krittika.profileId)).toMatchObject({
      card: { verdict: 'match', guna: 26.5 },
      found: true,
    });
  });

  it('on the Tamil site is the poruthams’ verdict for the same horoscopes', async () => {
    const bride = await makeMember(ctx, { gender: 'Female', domain: 'tamilmala', horoscope: ASHWINI });
    const ardra = await makeMember(ctx, { gender: 'Male', domain: 'tamilmala', horoscope: ARDRA });
    const krittika = await makeMember(ctx, { gender: 'Male', domain: 'tamilmala', horoscope: KRITTIKA });
    expect((await match(bride, ardra.profileId)).json()).toMatchObject({
      verdict: 'match',
      rule: { kind: 'porutham' },
    });
    expect(await searched(bride, ardra.profileId)).toMatchObject({
      card: { verdict: 'match', kind: 'porutham', matched: 6 },
      found: true,
    });
    expect((await match(bride, krittika.profileId)).json().verdict).toBe('no_match');
    expect(await searched(bride, krittika.profileId)).toMatchObject({
      card: { verdict: 'no_match' },
      found: false,
    });
  });

  it('gives the range of a guna total that depends on where exactly the Moon was', async () => {
    const bride = await makeMember(ctx, { gender: 'Female', horoscope: ASHWINI });
    const groom = await makeMember(ctx, { gender: 'Male', horoscope: SHRAVANA });
    const body = (await match(groom, bride.profileId)).json();
    expect(body).toMatchObject({
      verdict: 'match',
      ashtakoota: { total: null, range: { min: 26, max: 28 }, items: { vashya: { points: null } } },
    });
    expect((await searched(groom, bride.profileId)).card).toMatchObject({
      guna: null,
      guna_range: { min: 26, max: 28 },
      verdict: 'match',
    });
  });

  it('reads a rule stored before rules had a kind as the site’s kind, keeping what the operator set', async () => {
    const admin = await makeAdmin(ctx);
    const old = {
      mandatory: ['rajju', 'vedha'],
      min_matched: 6,
      min_guna: 27,
      variants: {
        dina: 'list',
        gana: 'strict',
        stree_deergha: 'over_13',
        rajju: 'strict',
        rasi: 'with_second',
        rasi_adhipathi: 'friends',
      },
    };
    await ctx.database.db.insert(matchRules).values({ domain: 'varmala', rule: old });
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/match-rule?domain=varmala',
      headers: bearer(admin.token),
    });
    expect(read.json()).toMatchObject({
      is_set: true,
      rule: { ...old, kind: 'guna', blocking_doshas: ['nadi', 'bhakoot'] },
    });
    const bride = await makeMember(ctx, { gender: 'Female', horoscope: ASHWINI });
    const krittika = await makeMember(ctx, { gender: 'Male', horoscope: KRITTIKA });
    // 26.5 gunas fall short of the operator's 27.
    expect((await match(bride, krittika.profileId)).json()).toMatchObject({
      verdict: 'no_match',
      rule: { min_guna: 27 },
    });
  });

  it('follows a rule the operator sets from the command line while members are reading', async () => {
    const bride = await makeMember(ctx, { gender: 'Female', horoscope: ASHWINI });
    const krittika = await makeMember(ctx, { gender: 'Male', horoscope: KRITTIKA });
    const cli = (...args: string[]) =>
      runOperatorCommand(ctx.database.db, ['match-rule', '--domain', 'varmala', ...args]);
    expect(await cli('--min-guna', '18')).toMatchObject({ ok: true });
    expect((await match(bride, krittika.profileId)).json()).toMatchObject({ verdict: 'match' });
    expect(await cli('--min-guna', '27')).toMatchObject({ ok: true });
    try {
      // The bride's rule was kept by the app; the database's notice of the change drops it.
      await vi.waitFor(
        async () =>
          expect((await match(bride, krittika.profileId)).json()).toMatchObject({ verdict: 'no_match' }),
        { timeout: 5_000, interval: 50 },
      );
      expect(await searched(bride, krittika.profileId)).toMatchObject({
        card: { verdict: 'no_match' },
        found: false,
      });
    } finally {
      await cli('--reset');
    }
  });
});
