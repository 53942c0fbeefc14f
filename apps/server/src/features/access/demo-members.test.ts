/** The demo rule (decision 032): a site with real members keeps its demo members apart from them. */
import { apiArgs, apiRoute, STATUS_APPROVED, STATUS_UNVERIFIED } from '@varmala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photos, profiles } from '../../db/schema.js';
import { box, call, sendInterest } from '../../test/interests-support.js';
import { type Member, type MemberOptions, makeAdmin, makeMember } from '../../test/members.js';
import { idsOf, search, setStatus } from '../../test/search-support.js';
import { bearer, type TestMember, uniqueIp, useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';

const ctx = useTestApp({
  ...NO_RATE_LIMITS,
  domainHosts: new Map([['tamilmala.test', 'tamilmala' as const]]),
});

/** A demo member as the seed makes one: Approved, marked `demo`, with the consent to be featured. */
async function makeDemo(options: MemberOptions = {}): Promise<Member> {
  const member = await makeMember(ctx, {
    photos: 1,
    featuredConsent: true,
    ...options,
    status: STATUS_UNVERIFIED,
  });
  await ctx.database.db
    .update(profiles)
    .set({ demo: true, status: STATUS_APPROVED, isFeatured: true })
    .where(eq(profiles.id, member.profileId));
  await ctx.database.db.update(photos).set({ approved: true }).where(eq(photos.profileId, member.profileId));
  return member;
}

const view = (who: TestMember, other: Member) =>
  call(ctx, who, ...apiArgs('viewProfile', { profileId: other.profileId }));

const searchIds = async (who: TestMember) => {
  const response = await search(ctx, who, {});
  expect(response.statusCode, response.body).toBe(200);
  return idsOf(response.json());
};

const featuredIds = async (host?: string) => {
  const response = await ctx.app.inject({ ...apiRoute('featured'), headers: host ? { host } : {} });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ brides: { profile_id: number }[]; grooms: { profile_id: number }[] }>();
  return [...body.brides, ...body.grooms].map((row) => row.profile_id);
};

const bornOnNames = async (member: Member, host?: string) => {
  const response = await ctx.app.inject({
    ...apiRoute('publicSearch'),
    remoteAddress: uniqueIp(),
    headers: host ? { host } : {},
    payload: { date_of_birth: member.dateOfBirth },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ name: string }[]>().map((row) => row.name);
};

const newMatchIds = async (who: TestMember) => {
  const response = await call(ctx, who, ...apiArgs('memberHome'));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ new_matches: { profile_id: number }[] }>().new_matches.map((m) => m.profile_id);
};

/**
 * A change of a profile's status reaches the kept answer of `SiteKinds` by the database's notice, a
 * moment after the commit: the first look after one waits for it.
 */
const soon = { timeout: 3000, interval: 50 };

describe('demo members on a site with real members', () => {
  it('are shown to everyone while the site has no Approved real member, and to no real member once it has', async () => {
    const demoBride = await makeDemo({ gender: 'Female', user_name: 'Demo Bride' });
    const demoGroom = await makeDemo({ gender: 'Male', user_name: 'Demo Groom' });
    // A real groom joins; the operator has not approved him yet, so the site is still a demo site.
    const groom = await makeMember(ctx, { gender: 'Male', photos: 1, status: STATUS_UNVERIFIED });
    await call(ctx, groom, ...apiArgs('savePreferences'), { from_age: 18, to_age: 70 });
    const link = await call(ctx, demoBride, ...apiArgs('createShareLink'));
    expect(link.statusCode, link.body).toBe(200);
    const sharePath = new URL(link.json<{ url: string }>().url).pathname;
    const shared = () => ctx.app.inject({ method: 'GET', url: sharePath });

    expect(await searchIds(groom)).toContain(demoBride.profileId);
    expect((await view(groom, demoBride)).statusCode).toBe(200);
    expect(await featuredIds()).toEqual(expect.arrayContaining([demoBride.profileId, demoGroom.profileId]));
    expect(await bornOnNames(demoBride)).toContain(demoBride.steps.basic.name);
    expect((await shared()).statusCode).toBe(200);

    // The operator approves the real groom: the site has a real member now.
    await setStatus(ctx, groom.profileId, STATUS_APPROVED);
    await expect.poll(() => searchIds(groom), soon).not.toContain(demoBride.profileId);

    // Nowhere to him: search, view, shortlist, interests, the home, the match.
    expect((await view(groom, demoBride)).statusCode).toBe(404);
    const shortlisted = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/shortlist',
      headers: bearer(groom.token),
      payload: { profile_id: demoBride.profileId },
    });
    expect(shortlisted.statusCode).toBe(404);
    expect((await sendInterest(ctx, groom, demoBride)).statusCode).toBe(404);
    expect(
      (await call(ctx, groom, ...apiArgs('profileMatch', { profileId: demoBride.profileId }))).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx, groom, ...apiArgs('downloadProfile', { profileId: demoBride.profileId }))).statusCode,
    ).toBe(404);
    expect(await newMatchIds(groom)).not.toContain(demoBride.profileId);

    // Nor to visitors of that site: the featured, the birth-date search, a demo member's shared biodata.
    expect(await featuredIds()).not.toContain(demoBride.profileId);
    expect(await featuredIds()).not.toContain(demoGroom.profileId);
    expect(await bornOnNames(demoBride)).not.toContain(demoBride.steps.basic.name);
    expect((await shared()).statusCode).toBe(404);

    // A demo member still sees the demo members, and no real one.
    expect(await searchIds(demoGroom)).toContain(demoBride.profileId);
    expect((await view(demoGroom, demoBride)).statusCode).toBe(200);
    expect((await view(demoBride, groom as Member)).statusCode).toBe(404);
    expect(await searchIds(demoBride)).not.toContain(groom.profileId);
    expect((await sendInterest(ctx, demoBride, groom as Member)).statusCode).toBe(404);

    // The operator sees everyone, the Demo badge telling which is which.
    const admin = await makeAdmin(ctx);
    const seen = await view(admin, demoBride);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().demo).toBe(true);
  });

  it('hides an interest between a demo and a real member once the site has both', async () => {
    // On the Tamil site, still a demo site: a demo bride and a real groom, Approved, exchange an interest.
    const demoBride = await makeDemo({ gender: 'Female', domain: 'tamilmala' });
    const groom = await makeMember(ctx, { gender: 'Male', domain: 'tamilmala', status: STATUS_UNVERIFIED });
    await ctx.database.db
      .update(profiles)
      .set({ demo: true, status: STATUS_APPROVED })
      .where(eq(profiles.id, groom.profileId));
    const sent = await sendInterest(ctx, demoBride, groom as Member);
    expect(sent.statusCode, sent.body).toBe(200);
    // He was a demo member too; now he is a real one, and the site has real members.
    await ctx.database.db.update(profiles).set({ demo: false }).where(eq(profiles.id, groom.profileId));
    await setStatus(ctx, groom.profileId, STATUS_APPROVED);
    await expect.poll(async () => (await box(ctx, groom, 'received')).count, soon).toBe(0);
    expect(await featuredIds('tamilmala.test')).not.toContain(demoBride.profileId);
  });

  it('shows demo members to visitors and members of a site with no Approved real member', async () => {
    // The Marathi site has real members (above); a site of demo members only shows them.
    const tamilDemo = await makeDemo({ gender: 'Female', domain: 'tamilmala' });
    const waiting = await makeMember(ctx, { gender: 'Male', domain: 'tamilmala', status: STATUS_UNVERIFIED });
    // The Tamil site's real groom of the test above was Approved: refuse him, and it has none.
    await ctx.database.db
      .update(profiles)
      .set({ status: 500 })
      .where(
        and(eq(profiles.domain, 'tamilmala'), eq(profiles.demo, false), eq(profiles.status, STATUS_APPROVED)),
      );
    await expect.poll(() => featuredIds('tamilmala.test'), soon).toContain(tamilDemo.profileId);
    expect(await searchIds(waiting)).toContain(tamilDemo.profileId);
    expect((await view(waiting, tamilDemo)).statusCode).toBe(200);
  });
});
