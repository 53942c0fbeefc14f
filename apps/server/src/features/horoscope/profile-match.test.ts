import {
  apiRoute,
  DEFAULT_MATCH_RULES,
  ERROR_MESSAGES,
  type MatchRule,
  matchHoroscopes,
  matchPorutham,
} from '@varmala/shared';
import { describe, expect, it, vi } from 'vitest';
import { multipart, pdf } from '../../test/media-support.js';
import { makeAdmin, makeMember, NEW_PROFILE } from '../../test/members.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

const match = (who: TestMember, profileId: number) =>
  ctx.app.inject({ ...apiRoute('profileMatch', { profileId }), headers: bearer(who.token) });

const view = (who: TestMember, profileId: number) =>
  ctx.app.inject({ ...apiRoute('viewProfile', { profileId }), headers: bearer(who.token) });

const BRIDE = { birth_star: 'Rohini', padham: 2, raasi: 'Vrishabha' } as const;
const GROOM = { birth_star: 'Uttara Phalguni', padham: 1, raasi: 'Simha' } as const;
const chart = (h: { birth_star: string; padham: number | null; raasi: string }) =>
  ({ star: h.birth_star, pada: h.padham, raasi: h.raasi }) as Parameters<typeof matchPorutham>[0];

/** The route's answer for two horoscopes: the shared match, whose poruthams carry no verdict of their own. */
function answerOf(bride: typeof BRIDE, groom: typeof GROOM, rule: MatchRule) {
  const { verdict, deciding, porutham, ashtakoota } = matchHoroscopes(chart(bride), chart(groom), rule);
  const { verdict: _, deciding: __, ...poruthams } = porutham;
  return JSON.parse(JSON.stringify({ verdict, deciding, porutham: poruthams, ashtakoota, rule }));
}

describe('GET /api/profile/match/{profileId}', () => {
  it('answers the same match, bride to groom, whichever of the two asks, under the default rule', async () => {
    const bride = await makeMember(ctx, { gender: 'Female', horoscope: BRIDE });
    const groom = await makeMember(ctx, { gender: 'Male', horoscope: GROOM });
    const expected = answerOf(BRIDE, GROOM, DEFAULT_MATCH_RULES.varmala);
    const asked = await match(bride, groom.profileId);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual(expected);
    expect((await match(groom, bride.profileId)).json()).toEqual(asked.json());

    // Counting runs from the bride: the other way round is another answer.
    const reversed = matchPorutham(chart(GROOM), chart(BRIDE), DEFAULT_MATCH_RULES.varmala);
    expect(reversed.items.dina).not.toEqual(expected.porutham.items.dina);
  });

  it("follows the rule the operator set for the caller's site", async () => {
    const admin = await makeAdmin(ctx);
    const rule: MatchRule = {
      kind: 'porutham',
      mars_blocks: false,
      mandatory: [],
      min_matched: 1,
      min_guna: 24,
      blocking_doshas: [],
      variants: { ...DEFAULT_MATCH_RULES.tamilmala.variants, dina: 'remainder', stree_deergha: 'over_9' },
    };
    const set = await ctx.app.inject({
      ...apiRoute('saveMatchRule'),
      headers: bearer(admin.token),
      payload: { domain: 'tamilmala', rule },
    });
    expect(set.statusCode).toBe(200);
    const bride = await makeMember(ctx, { gender: 'Female', domain: 'tamilmala', horoscope: BRIDE });
    const groom = await makeMember(ctx, { gender: 'Male', domain: 'tamilmala', horoscope: GROOM });
    const body = (await match(groom, bride.profileId)).json();
    expect(body).toEqual(answerOf(BRIDE, GROOM, rule));
    expect(body.verdict).toBe('match');
  });

  it('reads star, padham and raasi only: no birth time, file, mobile or address in the answer', async () => {
    const form = await multipart([
      { field: 'horoscope', name: 'k.pdf', type: 'application/pdf', bytes: pdf() },
    ]);
    const groom = await makeMember(ctx, { gender: 'Male', horoscope: GROOM });
    const uploaded = await ctx.app.inject({
      ...apiRoute('uploadAttachments', { userId: groom.userId }),
      headers: { 'content-type': form.contentType, ...bearer(groom.token) },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const bride = await makeMember(ctx, { gender: 'Female', horoscope: BRIDE });
    const response = await match(bride, groom.profileId);
    expect(Object.keys(response.json()).sort()).toEqual([
      'ashtakoota',
      'deciding',
      'porutham',
      'rule',
      'verdict',
    ]);
    for (const secret of [
      groom.secrets.birthTime,
      ...groom.secrets.mobiles,
      groom.secrets.email,
      groom.secrets.address,
      groom.mobile,
      'attachment-',
    ]) {
      expect(response.body).not.toContain(secret);
    }
    for (const key of ['birth_time', 'attachments', 'mobiles', 'url'])
      expect(response.body).not.toContain(`"${key}"`);
  });

  it('answers 409 with a clear message when the caller has no birth star yet', async () => {
    const groom = await makeMember(ctx, { gender: 'Male', steps: ['basic', 'personal', 'work', 'family'] });
    const bride = await makeMember(ctx, { gender: 'Female', horoscope: BRIDE });
    const response = await match(groom, bride.profileId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      Status: 'Error',
      code: 'CONFLICT',
      Message: ERROR_MESSAGES.noOwnStar,
      message_key: 'noOwnStar',
    });
  });

  it('answers a profile without a star with every star-based item unknown', async () => {
    const groom = await makeMember(ctx, { gender: 'Male', steps: ['basic', 'personal', 'work', 'family'] });
    const bride = await makeMember(ctx, { gender: 'Female', horoscope: BRIDE });
    const body = (await match(bride, groom.profileId)).json();
    expect(body.verdict).toBe('unknown');
    expect(body.porutham.items.rajju).toMatchObject({ result: 'unknown', reason: { side: 'groom' } });
    expect(body.ashtakoota.total).toBeNull();
  });

  it('answers 404, as the view does, for a profile the caller may not see', async () => {
    const bride = await makeMember(ctx, { gender: 'Female', horoscope: BRIDE });
    const unverified = await makeMember(ctx, { ...NEW_PROFILE, gender: 'Male' });
    const otherSite = await makeMember(ctx, { gender: 'Male', domain: 'tamilmala', horoscope: GROOM });
    for (const profileId of [unverified.profileId, otherSite.profileId, 2_000_000_000]) {
      const response = await match(bride, profileId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual((await view(bride, profileId)).json());
    }
  });

  it('answers 409 for a profile of the caller’s own gender, 403 to a refused member, 401 without a token', async () => {
    const bride = await makeMember(ctx, { gender: 'Female', horoscope: BRIDE });
    const other = await makeMember(ctx, { gender: 'Female', horoscope: GROOM });
    expect((await match(bride, other.profileId)).statusCode).toBe(409);
    const refused = await makeMember(ctx, { gender: 'Male', status: 500, horoscope: GROOM });
    // The auth check keeps a member's row until the database's notice of the status change arrives.
    await vi.waitFor(async () => expect((await match(refused, bride.profileId)).statusCode).toBe(403), {
      timeout: 5_000,
    });
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: apiRoute('profileMatch', { profileId: bride.profileId }).url,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
