/**
 * We are married, from both sides: with and without the spouse's profile, what closes at once
 * (interests, conversations, featured, search, the public lists), the other family's confirmation,
 * a false claim, and the operator's count per month.
 */
import { apiArgs, apiRoute, type MemberHome } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, interests, profiles } from '../../db/schema.js';
import { setFeatured } from '../../test/admin-support.js';
import { openConversation } from '../../test/conversations-support.js';
import { box, call, makePair, sent } from '../../test/interests-support.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { idsOf, search } from '../../test/search-support.js';
import { useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);

async function statusOf(profileId: number) {
  const [row] = await ctx.database.db
    .select({ status: profiles.status, featured: profiles.isFeatured, spouse: profiles.spouseProfileId })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row;
}

async function interestOf(id: number) {
  const [row] = await ctx.database.db
    .select({ status: interests.status, declineTemplate: interests.declineTemplate })
    .from(interests)
    .where(eq(interests.id, id));
  return row;
}

async function homeOf(who: Parameters<typeof call>[1]) {
  const response = await call(ctx, who, ...apiArgs('memberHome'));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MemberHome>();
}

describe('we are married', () => {
  it('through the site: 300 at once, everything open closed kindly, the other family asked and then agreeing', async () => {
    const { groom, bride } = await makePair(ctx);
    const [otherBride, suitor] = await Promise.all([
      makeMember(ctx, { gender: 'Female', photos: 1 }),
      makeMember(ctx, { gender: 'Female', photos: 1 }),
    ]);
    const received = await sent(ctx, suitor, groom);
    const sentByGroom = await sent(ctx, groom, otherBride);
    const conversationId = await openConversation(ctx, groom, bride);
    const admin = await makeAdmin(ctx);
    await ctx.database.db
      .update(profiles)
      .set({ featuredConsent: true })
      .where(eq(profiles.id, groom.profileId));
    expect((await setFeatured(ctx, admin, groom.profileId, true)).statusCode).toBe(200);

    const married = await call(ctx, groom, ...apiArgs('markMarried'), {
      spouse_profile_id: bride.profileId,
      date: '2026-11-20',
    });
    expect(married.statusCode, married.body).toBe(200);
    expect(married.json()).toEqual({
      Status: 'Success',
      status: 300,
      interests_declined: 1,
      interests_withdrawn: 1,
      spouse_asked: true,
    });
    expect(await statusOf(groom.profileId)).toEqual({
      status: 300,
      featured: false,
      spouse: bride.profileId,
    });

    // The suitor's interest was answered with the kind fixed sentence, and the suitor told; the
    // groom's own withdrawn.
    expect(await interestOf(received)).toEqual({ status: 'declined', declineTemplate: 'found_a_match' });
    expect(await interestOf(sentByGroom)).toMatchObject({ status: 'withdrawn' });
    const told = await call(ctx, suitor, ...apiArgs('notificationList', { page: 1 }));
    expect(told.json().rows).toContainEqual(
      expect.objectContaining({
        kind: 'interest_declined',
        data: expect.objectContaining({ mid: groom.mid }),
      }),
    );
    const otherReceived = (await box(ctx, otherBride, 'received')).rows.find(
      (r) => r.interest_id === sentByGroom,
    );
    expect(otherReceived).toBeUndefined();
    // The conversation with the bride is closed, as a marriage closes it.
    const [talk] = await ctx.database.db
      .select({ closedReason: conversations.closedReason })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(talk).toEqual({ closedReason: 'married' });
    const write = await call(ctx, bride, ...apiArgs('sendMessage', { conversationId }), { text: 'Hello?' });
    expect(write.statusCode).toBeGreaterThanOrEqual(400);
    expect(write.statusCode).toBeLessThan(500);

    // Gone from search, the profile view, featured and the public page, for others.
    expect(idsOf((await search(ctx, otherBride)).json())).not.toContain(groom.profileId);
    expect(
      (await call(ctx, otherBride, ...apiArgs('viewProfile', { profileId: groom.profileId }))).statusCode,
    ).toBe(404);
    const featured = await ctx.app.inject(apiRoute('featured'));
    expect(JSON.stringify(featured.json())).not.toContain(groom.mid);
    const publicList = await ctx.app.inject({
      ...apiRoute('publicSearch'),
      payload: { date_of_birth: groom.dateOfBirth, domain: 'varmala' },
    });
    expect(publicList.json()).toEqual([]);

    // The bride is asked on her home; nothing of hers changed yet.
    expect((await statusOf(bride.profileId))?.status).toBe(200);
    const asked = await homeOf(bride);
    expect(asked.marriage_to_confirm).toEqual([
      { profile_id: groom.profileId, mid: groom.mid, name: expect.any(String) },
    ]);

    const confirmed = await call(ctx, bride, ...apiArgs('confirmMarried'), { profile_id: groom.profileId });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ Status: 'Success', status: 300 });
    expect(await statusOf(bride.profileId)).toMatchObject({ status: 300, spouse: groom.profileId });
    expect((await homeOf(bride)).marriage_to_confirm).toEqual([]);
    // Confirming again is harmless.
    expect(
      (await call(ctx, bride, ...apiArgs('confirmMarried'), { profile_id: groom.profileId })).statusCode,
    ).toBe(200);
    // The groom's own home knows it is married.
    expect((await homeOf(groom)).profile_status).toBe(300);
  });

  it('through another source: 301, nobody asked', async () => {
    const { groom } = await makePair(ctx);
    const married = await call(ctx, groom, ...apiArgs('markMarried'), {});
    expect(married.statusCode, married.body).toBe(200);
    expect(married.json()).toMatchObject({ status: 301, spouse_asked: false });
    expect(await statusOf(groom.profileId)).toMatchObject({ status: 301, spouse: null });
    const again = await call(ctx, groom, ...apiArgs('markMarried'), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message_key).toBe('alreadyMarried');
  });

  it('a false claim changes nothing of the other profile, and only the profile named may confirm', async () => {
    const { groom, bride } = await makePair(ctx);
    const stranger = await makeMember(ctx, { gender: 'Female', photos: 1 });
    const hers = await sent(ctx, bride, groom);
    const claim = await call(ctx, groom, ...apiArgs('markMarried'), { spouse_profile_id: bride.profileId });
    expect(claim.statusCode).toBe(200);
    expect(await statusOf(bride.profileId)).toMatchObject({ status: 200, spouse: null });
    // Her interest to the groom was answered by his marriage; her profile stays listed and hers.
    expect(await interestOf(hers)).toMatchObject({ status: 'declined' });
    const anotherGroom = await makeMember(ctx, { gender: 'Male', photos: 1 });
    expect(idsOf((await search(ctx, anotherGroom)).json())).toContain(bride.profileId);
    expect((await call(ctx, bride, ...apiArgs('privacySettings'))).json()).toMatchObject({ paused: false });

    const notNamed = await call(ctx, stranger, ...apiArgs('confirmMarried'), { profile_id: groom.profileId });
    expect(notNamed.statusCode).toBe(404);
    expect(notNamed.json().message_key).toBe('marriageClaimNotFound');
    expect((await statusOf(stranger.profileId))?.status).toBe(200);
  });

  it('refuses bad input with a clear 4xx', async () => {
    const { groom } = await makePair(ctx);
    const sameGender = await makeMember(ctx, { gender: 'Male' });
    const cases: [object, number, string][] = [
      [{ spouse_profile_id: 'abc' }, 400, 'VALIDATION_FAILED'],
      [{ date: '2026-02-30' }, 400, 'VALIDATION_FAILED'],
      [{ date: '2999-01-01' }, 400, 'VALIDATION_FAILED'],
      [{ spouse_profile_id: groom.profileId }, 404, 'NOT_FOUND'],
      [{ spouse_profile_id: sameGender.profileId }, 404, 'NOT_FOUND'],
      [{ spouse_profile_id: 2_000_000_000 }, 404, 'NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const response = await call(ctx, groom, ...apiArgs('markMarried'), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect((await statusOf(groom.profileId))?.status).toBe(200);
  });

  it('the operator sees married profiles per month, whoever marked them', async () => {
    const admin = await makeAdmin(ctx);
    const before = (await call(ctx, admin, ...apiArgs('adminDashboard'))).json().married_per_month[0];
    const { groom, bride } = await makePair(ctx);
    await call(ctx, groom, ...apiArgs('markMarried'), { spouse_profile_id: bride.profileId });
    await call(ctx, bride, ...apiArgs('confirmMarried'), { profile_id: groom.profileId });
    const other = await makeMember(ctx, { gender: 'Male' });
    await call(ctx, admin, ...apiArgs('updateProfileStatus', { profileId: other.profileId }), {
      profile_id: other.profileId,
      status: 301,
    });
    const dashboard = (await call(ctx, admin, ...apiArgs('adminDashboard'))).json();
    expect(dashboard.married_per_month).toHaveLength(12);
    expect(dashboard.married_per_month[0]).toEqual({
      month: before.month,
      through_site: before.through_site + 2,
      other_source: before.other_source + 1,
    });
  });
});
