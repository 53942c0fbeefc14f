/** A member's home and the partner preferences that choose its matches. */
import { apiArgs, STATUS_UNVERIFIED } from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema.js';
import { answer, call, interestAgo, sent } from '../../test/interests-support.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { setStatus } from '../../test/search-support.js';
import type { TestMember } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);

const home = async (who: TestMember) => {
  const response = await call(ctx, who, ...apiArgs('memberHome'));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** As if the member's last page of the site had been `hours` hours ago. */
const awayFor = (who: TestMember, hours: number) =>
  ctx.database.db
    .update(users)
    .set({ seenAt: sql`now() - make_interval(hours => ${hours}::int)` })
    .where(eq(users.id, who.userId));

/** As if the operator had approved the profile `hours` hours ago. */
const approvedAgo = (profileId: number, hours: number) =>
  ctx.database.db
    .update(profiles)
    .set({ approvedAt: sql`now() - make_interval(hours => ${hours}::int)` })
    .where(eq(profiles.id, profileId));

describe('partner preferences', () => {
  it('are empty until saved, saved whole, and refused when they make no sense', async () => {
    const member = await makeMember(ctx, { gender: 'Male' });
    const empty = await call(ctx, member, ...apiArgs('readPreferences'));
    expect(empty.json()).toEqual({
      from_age: null,
      to_age: null,
      community: [],
      state: [],
      education: [],
      marital_status: [],
      horoscope_match: false,
    });
    const saved = await call(ctx, member, ...apiArgs('savePreferences'), {
      from_age: 22,
      to_age: 28,
      community: ['Kshatriya', 'Kshatriya'],
      marital_status: ['Never Married'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ from_age: 22, to_age: 28, community: ['Kshatriya'], state: [] });
    expect((await call(ctx, member, ...apiArgs('readPreferences'))).json().community).toEqual(['Kshatriya']);
    expect(
      (await call(ctx, member, ...apiArgs('savePreferences'), { from_age: 30, to_age: 25 })).statusCode,
    ).toBe(400);
    expect((await call(ctx, member, ...apiArgs('savePreferences'), { state: ['Atlantis'] })).statusCode).toBe(
      400,
    );
    expect((await call(ctx, member, ...apiArgs('savePreferences'), {})).json().community).toEqual([]);
  });

  it('hide no one from search', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    const bride = await makeMember(ctx, { gender: 'Female' });
    await call(ctx, groom, ...apiArgs('savePreferences'), { community: ['Others'] });
    const search = await call(ctx, groom, ...apiArgs('searchProfiles', { page: 1 }), {});
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const rows = (await call(ctx, groom, ...apiArgs('searchProfiles', { page }), {})).json().rows;
      if (rows.length === 0) break;
      ids.push(...rows.map((r: { profile_id: number }) => r.profile_id));
    }
    expect(search.statusCode).toBe(200);
    expect(ids).toContain(bride.profileId);
  });
});

describe('the home', () => {
  it('asks a member without a profile to finish it, and one without a photo to add one', async () => {
    const account = await makeMember(ctx, { steps: [] });
    expect(await home(account)).toMatchObject({ next_steps: ['finish_profile'], new_matches: [] });
    const basicOnly = await makeMember(ctx, { steps: ['basic'], status: STATUS_UNVERIFIED });
    expect((await home(basicOnly)).next_steps).toEqual(['finish_profile', 'add_photo', 'set_preferences']);
    const complete = await makeMember(ctx, { gender: 'Male', photos: 1 });
    expect((await home(complete)).next_steps).toEqual(['set_preferences']);
    const operator = await call(ctx, await makeAdmin(ctx), ...apiArgs('memberHome'));
    expect(operator.json()).toMatchObject({ next_steps: [], new_matches: [] });
  });

  it('counts interests waiting for me and answers to mine since my last visit', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    const brides = await Promise.all([1, 2, 3].map(() => makeMember(ctx, { gender: 'Female' })));
    const first = await home(groom);
    expect(first.last_visit_at).toBeNull();
    const mine = await Promise.all(brides.slice(0, 2).map((bride) => sent(ctx, groom, bride)));
    await sent(ctx, brides[2] as Member, groom);
    await answer(ctx, brides[0] as Member, mine[0] as number, 'accept');
    await answer(ctx, brides[1] as Member, mine[1] as number, 'decline');
    // Still the first visit: answers since it began.
    expect(await home(groom)).toMatchObject({ interests_received_new: 1, interests_answered_new: 2 });
    // Answered a day ago, and back after two hours away: the last visit is the one he left, and
    // nothing was answered since; the interest waiting for him still waits.
    for (const id of mine) await interestAgo(ctx, id, 1);
    await awayFor(groom, 2);
    const back = await home(groom);
    expect(back.last_visit_at).not.toBeNull();
    expect(back).toMatchObject({ interests_received_new: 1, interests_answered_new: 0 });
    // The bride who is waiting for him blocks him: her interest is no longer his to answer.
    await call(ctx, brides[2] as Member, ...apiArgs('blockProfile', { profileId: groom.profileId }));
    expect((await home(groom)).interests_received_new).toBe(0);
  });

  it('counts those who shortlisted me, among those I may see', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const grooms = await Promise.all([1, 2, 3].map(() => makeMember(ctx, { gender: 'Male' })));
    for (const groom of grooms)
      await call(ctx, groom, ...apiArgs('addToShortlist'), { profile_id: bride.profileId });
    expect((await home(bride)).shortlisted_me).toBe(3);
    await call(ctx, bride, ...apiArgs('blockProfile', { profileId: (grooms[0] as Member).profileId }));
    await call(ctx, grooms[1] as Member, ...apiArgs('updatePrivacy'), { paused: true });
    expect((await home(bride)).shortlisted_me).toBe(1);
  });

  it('lists as new matches the profiles approved since my last visit that fit my preferences', async () => {
    // The other members of this file are of the fixtures' community.
    const mine = 'Kshatriya';
    const groom = await makeMember(ctx, { gender: 'Male', photos: 1 });
    await call(ctx, groom, ...apiArgs('savePreferences'), { community: [mine], from_age: 18, to_age: 60 });
    const fits = await makeMember(ctx, { gender: 'Female', photos: 1, basic: { community: mine } });
    const oldOne = await makeMember(ctx, { gender: 'Female', basic: { community: mine } });
    const otherCommunity = await makeMember(ctx, { gender: 'Female', basic: { community: 'Others' } });
    const blocked = await makeMember(ctx, { gender: 'Female', basic: { community: mine } });
    const waiting = await makeMember(ctx, {
      gender: 'Female',
      basic: { community: mine },
      status: STATUS_UNVERIFIED,
    });
    await call(ctx, blocked, ...apiArgs('blockProfile', { profileId: groom.profileId }));
    await approvedAgo(oldOne.profileId, 24 * 30);

    const matches = (await home(groom)).new_matches as {
      profile_id: number;
      photos: unknown[];
      mid: string;
    }[];
    const ids = matches.map((m) => m.profile_id);
    expect(ids).toContain(fits.profileId);
    for (const other of [oldOne, otherCommunity, blocked, waiting])
      expect(ids).not.toContain(other.profileId);
    const item = matches.find((m) => m.profile_id === fits.profileId);
    expect(item?.mid).toBe(fits.mid);
    expect(item?.photos.length).toBe(1);
    expect(JSON.stringify(matches)).not.toContain(fits.secrets.mobiles[0]);
    expect(item).toHaveProperty('interest', null);
    // A card of a new match offers only what may follow the interest between the two.
    const hers = await sent(ctx, fits, groom);
    const withInterest = (await home(groom)).new_matches.find(
      (m: { profile_id: number }) => m.profile_id === fits.profileId,
    );
    expect(withInterest.interest).toEqual({ interest_id: hers, direction: 'received', status: 'sent' });

    // Away, and approved before he left: no longer new.
    await awayFor(groom, 2);
    await approvedAgo(fits.profileId, 3);
    await home(groom);
    expect((await home(groom)).new_matches).toEqual([]);
    await setStatus(ctx, waiting.profileId, 200);
    await approvedAgo(waiting.profileId, 0);
    expect((await home(groom)).new_matches.map((m: { profile_id: number }) => m.profile_id)).toEqual([
      waiting.profileId,
    ]);
  });
});
