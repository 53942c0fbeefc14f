/**
 * Interests walked through every state from both sides of the pair: sent, accepted, declined,
 * withdrawn, expired, and a block, a pause, a refusal or an erasure of either side; two tabs at
 * once; what a pushy member tries (again after a decline, to a paused or blocked profile).
 */
import {
  apiArgs,
  ERROR_MESSAGES,
  STAR_VALUES,
  STATUS_APPROVED,
  STATUS_REJECTED,
  STATUS_UNVERIFIED,
} from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interests, profiles } from '../../db/schema.js';
import {
  answer,
  box,
  call,
  interestAgo,
  makePair,
  seenIn,
  sendInterest,
  sent,
} from '../../test/interests-support.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { setStatus } from '../../test/search-support.js';
import { useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';

const ctx = useTestApp({ ...NO_RATE_LIMITS, interestsPerDay: 3 });

describe('sending an interest', () => {
  it('reaches the bride, shows in both boxes and carries a sentence of the list only', async () => {
    const { groom, bride } = await makePair(ctx);
    // Any sentence of the list: "our horoscopes match" only where they do (its own test below).
    const response = await sendInterest(ctx, groom, bride, 'liked_profile');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({ Status: 'Success', interest_id: expect.any(Number), status: 'sent' });

    const [received] = (await box(ctx, bride, 'received')).rows;
    expect(received).toMatchObject({
      interest_id: body.interest_id,
      profile_id: groom.profileId,
      mid: groom.mid,
      direction: 'received',
      status: 'sent',
      template: 'liked_profile',
      answered_at: null,
    });
    expect(received?.photo).toMatch(/^\/api\/media\//);
    expect(JSON.stringify(received)).not.toContain(groom.secrets.mobiles[0]);
    expect((await box(ctx, groom, 'sent')).rows.map((r) => r.profile_id)).toEqual([bride.profileId]);
    expect((await box(ctx, groom, 'received')).count).toBe(0);

    for (const template of ['not_a_match', 'Call me on 9876543210', '']) {
      expect((await sendInterest(ctx, groom, bride, template)).statusCode).toBe(400);
    }
  });

  it('is refused to a sender who is not Approved, of the same gender, an operator or oneself', async () => {
    const { groom, bride } = await makePair(ctx);
    const waiting = await makeMember(ctx, { gender: 'Male', status: STATUS_UNVERIFIED });
    const otherBride = await makeMember(ctx, { gender: 'Female' });
    const admin = await makeAdmin(ctx);
    expect((await sendInterest(ctx, waiting, bride)).statusCode).toBe(403);
    expect((await sendInterest(ctx, otherBride, bride)).statusCode).toBe(403);
    expect((await sendInterest(ctx, admin, bride)).statusCode).toBe(403);
    expect((await sendInterest(ctx, groom, groom)).statusCode).toBe(403);
    // To a profile nobody else may see: as if it did not exist.
    expect((await sendInterest(ctx, bride, waiting)).statusCode).toBe(404);
    expect(
      (
        await call(ctx, groom, ...apiArgs('sendInterest', { profileId: 999999 }), {
          template: 'liked_profile',
        })
      ).statusCode,
    ).toBe(404);
    const tamil = await makeMember(ctx, { gender: 'Female', domain: 'tamilmala' });
    expect((await sendInterest(ctx, groom, tamil)).statusCode).toBe(404);
    expect(
      await ctx.database.db.select().from(interests).where(eq(interests.receiverProfileId, bride.profileId)),
    ).toEqual([]);
  });

  it('keeps one open interest per pair, whoever sends it', async () => {
    const { groom, bride } = await makePair(ctx);
    await sent(ctx, groom, bride);
    const again = await sendInterest(ctx, groom, bride);
    expect(again.statusCode).toBe(409);
    const back = await sendInterest(ctx, bride, groom);
    expect(back.statusCode).toBe(409);
    expect(back.json().Message).toContain('already sent you an interest');
  });

  it('stops at the daily number the operator set, counting withdrawn ones', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    const brides = await Promise.all([1, 2, 3, 4].map(() => makeMember(ctx, { gender: 'Female' })));
    const first = await sent(ctx, groom, brides[0] as Member);
    await sent(ctx, groom, brides[1] as Member);
    expect((await answer(ctx, groom, first, 'withdraw')).statusCode).toBe(200);
    await sent(ctx, groom, brides[2] as Member);
    const fourth = await sendInterest(ctx, groom, brides[3] as Member);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().Message).toContain('3 interests');
  });
});

describe('every state, from both sides', () => {
  it('sent: the bride answers, the groom may only withdraw', async () => {
    const { groom, bride } = await makePair(ctx);
    const id = await sent(ctx, groom, bride);
    expect(await seenIn(ctx, groom, id)).toEqual({ sent: 'sent' });
    expect(await seenIn(ctx, bride, id)).toEqual({ received: 'sent' });
    expect((await answer(ctx, groom, id, 'accept')).statusCode).toBe(403);
    expect((await answer(ctx, groom, id, 'decline')).statusCode).toBe(403);
    expect((await answer(ctx, bride, id, 'withdraw')).statusCode).toBe(403);
    const stranger = await makeMember(ctx, { gender: 'Female' });
    expect((await answer(ctx, stranger, id, 'accept')).statusCode).toBe(404);
  });

  it('accepted: in both accepted boxes, and final', async () => {
    const { groom, bride } = await makePair(ctx);
    const id = await sent(ctx, groom, bride);
    const accepted = await answer(ctx, bride, id, 'accept');
    expect(accepted.json()).toEqual({ Status: 'Success', interest_id: id, status: 'accepted' });
    expect(await seenIn(ctx, groom, id)).toEqual({ sent: 'accepted', accepted: 'accepted' });
    expect(await seenIn(ctx, bride, id)).toEqual({ received: 'accepted', accepted: 'accepted' });
    const [row] = (await box(ctx, groom, 'accepted')).rows;
    expect(row?.answered_at).not.toBeNull();
    for (const change of ['accept', 'decline'] as const) {
      expect((await answer(ctx, bride, id, change)).statusCode).toBe(409);
    }
    expect((await answer(ctx, groom, id, 'withdraw')).statusCode).toBe(409);
    expect((await sendInterest(ctx, groom, bride)).statusCode).toBe(409);
    expect((await sendInterest(ctx, bride, groom)).statusCode).toBe(409);
  });

  it('declined: kindly, and the groom may ask again only after 90 days; the bride may ask him', async () => {
    const { groom, bride } = await makePair(ctx);
    const id = await sent(ctx, groom, bride);
    expect((await answer(ctx, bride, id, 'decline', { template: 'liked_profile' })).statusCode).toBe(400);
    const declined = await answer(ctx, bride, id, 'decline', { template: 'horoscopes_differ' });
    expect(declined.json().status).toBe('declined');
    expect(await seenIn(ctx, groom, id)).toEqual({ sent: 'declined' });
    expect(await seenIn(ctx, bride, id)).toEqual({ received: 'declined' });
    expect((await box(ctx, groom, 'sent')).rows[0]?.answer_template).toBe('horoscopes_differ');

    const again = await sendInterest(ctx, groom, bride);
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toContain('kindly declined');
    await interestAgo(ctx, id, 89);
    expect((await sendInterest(ctx, groom, bride)).statusCode).toBe(409);
    await interestAgo(ctx, id, 91);
    expect((await sendInterest(ctx, groom, bride)).statusCode).toBe(200);
  });

  it('declined without a sentence or a body, and the bride may then send her own', async () => {
    const { groom, bride } = await makePair(ctx);
    const id = await sent(ctx, groom, bride);
    // No body at all: declined, with no sentence.
    const declined = await call(ctx, bride, ...apiArgs('declineInterest', { interestId: id }));
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await box(ctx, bride, 'received')).rows[0]?.answer_template).toBeNull();
    expect((await sendInterest(ctx, bride, groom)).statusCode).toBe(200);
  });

  it('withdrawn: gone from the bride’s box, cannot be answered, and may be sent again', async () => {
    const { groom, bride } = await makePair(ctx);
    const id = await sent(ctx, groom, bride);
    expect((await answer(ctx, groom, id, 'withdraw')).json().status).toBe('withdrawn');
    expect(await seenIn(ctx, groom, id)).toEqual({ sent: 'withdrawn' });
    expect(await seenIn(ctx, bride, id)).toEqual({});
    expect((await answer(ctx, bride, id, 'accept')).statusCode).toBe(409);
    expect((await answer(ctx, groom, id, 'withdraw')).statusCode).toBe(409);
    expect((await sendInterest(ctx, groom, bride)).statusCode).toBe(200);
  });

  it('expired after 30 days unanswered: read as expired by both, closed, and open to a new one', async () => {
    const { groom, bride } = await makePair(ctx);
    const id = await sent(ctx, groom, bride);
    await interestAgo(ctx, id, 29);
    expect(await seenIn(ctx, bride, id)).toEqual({ received: 'sent' });
    await interestAgo(ctx, id, 31);
    expect(await seenIn(ctx, groom, id)).toEqual({ sent: 'expired' });
    expect(await seenIn(ctx, bride, id)).toEqual({ received: 'expired' });
    const late = await answer(ctx, bride, id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().Message).toContain('expired');
    expect((await answer(ctx, groom, id, 'withdraw')).statusCode).toBe(409);
    const fresh = await sent(ctx, bride, groom);
    expect(await seenIn(ctx, groom, fresh)).toEqual({ received: 'sent' });
    expect(await seenIn(ctx, groom, id)).toEqual({ sent: 'expired' });
  });

  for (const who of ['groom', 'bride'] as const) {
    it(`blocked by the ${who}: out of both boxes, neither may act, and back after the unblock`, async () => {
      const pair = await makePair(ctx);
      const { groom, bride } = pair;
      const id = await sent(ctx, groom, bride);
      const blocker = pair[who];
      const other = who === 'groom' ? bride : groom;
      expect(
        (await call(ctx, blocker, ...apiArgs('blockProfile', { profileId: other.profileId }))).statusCode,
      ).toBe(200);
      expect(await seenIn(ctx, groom, id)).toEqual({});
      expect(await seenIn(ctx, bride, id)).toEqual({});
      expect((await answer(ctx, bride, id, 'accept')).statusCode).toBe(404);
      expect((await answer(ctx, groom, id, 'withdraw')).statusCode).toBe(404);
      expect((await sendInterest(ctx, bride, groom)).statusCode).toBe(404);
      expect(
        (await call(ctx, blocker, ...apiArgs('unblockProfile', { profileId: other.profileId }))).statusCode,
      ).toBe(200);
      expect(await seenIn(ctx, bride, id)).toEqual({ received: 'sent' });
    });

    it(`the ${who} paused: out of both boxes, and back after the unpause`, async () => {
      const pair = await makePair(ctx);
      const { groom, bride } = pair;
      const id = await sent(ctx, groom, bride);
      const pauser = pair[who];
      const pause = (paused: boolean) => call(ctx, pauser, ...apiArgs('updatePrivacy'), { paused });
      expect((await pause(true)).statusCode).toBe(200);
      expect(await seenIn(ctx, groom, id)).toEqual({});
      expect(await seenIn(ctx, bride, id)).toEqual({});
      expect((await answer(ctx, bride, id, 'accept')).statusCode).toBe(404);
      expect((await answer(ctx, groom, id, 'withdraw')).statusCode).toBe(404);
      const third = await makeMember(ctx, { gender: who === 'groom' ? 'Female' : 'Male' });
      // A paused family neither receives nor sends.
      expect((await sendInterest(ctx, third, pauser)).statusCode).toBe(404);
      expect((await sendInterest(ctx, pauser, third)).statusCode).toBe(403);
      expect((await pause(false)).statusCode).toBe(200);
      expect(await seenIn(ctx, bride, id)).toEqual({ received: 'sent' });
    });

    it(`the ${who} rejected by the operator: out of the other's boxes, and may not look at theirs`, async () => {
      const pair = await makePair(ctx);
      const { groom, bride } = pair;
      const id = await sent(ctx, groom, bride);
      expect((await answer(ctx, bride, id, 'accept')).statusCode).toBe(200);
      const refused = pair[who];
      const other = who === 'groom' ? bride : groom;
      await setStatus(ctx, refused.profileId, STATUS_REJECTED);
      expect(await seenIn(ctx, other, id)).toEqual({});
      expect(
        (await call(ctx, refused, ...apiArgs('interestBox', { box: 'accepted', page: 1 }))).statusCode,
      ).toBe(403);
      await setStatus(ctx, refused.profileId, STATUS_APPROVED);
      expect(await seenIn(ctx, other, id)).not.toEqual({});
    });

    it(`the ${who} erased their account: the interest is gone from the other's boxes and the database`, async () => {
      const pair = await makePair(ctx);
      const { groom, bride } = pair;
      const id = await sent(ctx, groom, bride);
      const leaving = pair[who];
      const other = who === 'groom' ? bride : groom;
      const erased = await call(ctx, leaving, ...apiArgs('eraseAccount'), { password: leaving.password });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(await seenIn(ctx, other, id)).toEqual({});
      expect(await ctx.database.db.select().from(interests).where(eq(interests.id, id))).toEqual([]);
    });
  }
});

describe('two tabs at once', () => {
  it('one interest of the same pair, sent from both tabs or by both families', async () => {
    const { groom, bride } = await makePair(ctx);
    const answers = await Promise.all([
      sendInterest(ctx, groom, bride),
      sendInterest(ctx, groom, bride),
      sendInterest(ctx, bride, groom),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await ctx.database.db
      .select()
      .from(interests)
      .where(eq(interests.receiverProfileId, bride.profileId));
    const back = await ctx.database.db
      .select()
      .from(interests)
      .where(eq(interests.receiverProfileId, groom.profileId));
    expect(rows.length + back.length).toBe(1);
  });

  it('accepted in one tab and declined in the other: one answer stands', async () => {
    const { groom, bride } = await makePair(ctx);
    const id = await sent(ctx, groom, bride);
    const answers = await Promise.all([
      answer(ctx, bride, id, 'accept'),
      answer(ctx, bride, id, 'decline'),
      answer(ctx, groom, id, 'withdraw'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('the last interest of the day sent from two tabs: one goes', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    const brides = await Promise.all([1, 2, 3, 4].map(() => makeMember(ctx, { gender: 'Female' })));
    await sent(ctx, groom, brides[0] as Member);
    await sent(ctx, groom, brides[1] as Member);
    const answers = await Promise.all([
      sendInterest(ctx, groom, brides[2] as Member),
      sendInterest(ctx, groom, brides[3] as Member),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429]);
  });
});

describe('photos in the boxes', () => {
  it('obey photo protection: none of a bride who shows hers only to those she shortlisted, until she does', async () => {
    const { groom, bride } = await makePair(ctx);
    await call(ctx, bride, ...apiArgs('updatePrivacy'), { photo_visibility: 'shortlisted' });
    await sent(ctx, groom, bride);
    expect((await box(ctx, groom, 'sent')).rows[0]?.photo).toBeNull();
    await call(ctx, bride, ...apiArgs('addToShortlist'), { profile_id: groom.profileId });
    expect((await box(ctx, groom, 'sent')).rows[0]?.photo).toMatch(/^\/api\/media\//);
    // A member without a photo of their own sees nobody's.
    const photoless = await makeMember(ctx, { gender: 'Female' });
    await sent(ctx, groom, photoless);
    await sent(ctx, await makeMember(ctx, { gender: 'Male', photos: 1 }), photoless);
    expect((await box(ctx, photoless, 'received')).rows.map((r) => r.photo)).toEqual([null, null]);
  });
});

describe('the sentences', () => {
  it('come in the member’s language, or the one asked for, each for sending or declining', async () => {
    const member = await makeMember(ctx, { gender: 'Male', language: 'mr' });
    const mine = await call(ctx, member, ...apiArgs('interestTemplates'));
    expect(mine.statusCode).toBe(200);
    const rows = mine.json<{ key: string; text: string; for: string }[]>();
    expect(rows.find((r) => r.key === 'horoscopes_match')).toEqual({
      key: 'horoscopes_match',
      text: 'आपल्या पत्रिका जुळतात; आपण बोलूया का?',
      for: 'send',
    });
    expect(rows.filter((r) => r.for === 'decline').length).toBeGreaterThan(0);
    const tamil = await call(ctx, member, 'GET', '/api/interest-templates?language=ta');
    expect(tamil.json<{ text: string }[]>()[0]?.text).toMatch(/[\u0B80-\u0BFF]/);
    expect((await call(ctx, member, 'GET', '/api/interest-templates?language=fr')).statusCode).toBe(400);
  });
});

describe('the sentence "our horoscopes match"', () => {
  /** Gives the member a chart of this star alone, as a member who entered no padham or raasi has. */
  const starOf = (member: Member, star: string) =>
    ctx.database.db
      .update(profiles)
      .set({ birthStar: star, padham: null, raasi: null })
      .where(eq(profiles.id, member.profileId));

  it("goes only where the two horoscopes match under the site's rule, from either side", async () => {
    const { groom, bride: probe } = await makePair(ctx);
    // The site's own verdict of the groom's chart with each star, as his search shows it.
    const verdicts = new Map<string, string>();
    for (const star of STAR_VALUES) {
      await starOf(probe, star);
      const match = await call(ctx, groom, ...apiArgs('profileMatch', { profileId: probe.profileId }));
      expect(match.statusCode, match.body).toBe(200);
      verdicts.set(star, match.json<{ verdict: string }>().verdict);
    }
    const starWith = (verdict: string) => {
      const found = [...verdicts].find(([, said]) => said === verdict);
      if (!found) throw new Error(`no star is a ${verdict} with the groom's`);
      return found[0];
    };
    const [matching, other] = [
      await makeMember(ctx, { gender: 'Female', photos: 1 }),
      await makeMember(ctx, { gender: 'Female', photos: 1 }),
    ];
    await starOf(matching, starWith('match'));
    await starOf(other, starWith('no_match'));

    for (const [from, to] of [
      [groom, other],
      [other, groom],
    ] as const) {
      const refused = await sendInterest(ctx, from, to, 'horoscopes_match');
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'CONFLICT',
        Message: ERROR_MESSAGES.horoscopesDoNotMatch,
      });
    }
    expect((await box(ctx, other, 'sent')).count + (await box(ctx, other, 'received')).count).toBe(0);

    const fromGroom = await sendInterest(ctx, groom, matching, 'horoscopes_match');
    expect(fromGroom.statusCode, fromGroom.body).toBe(200);
    const withdrawn = await answer(
      ctx,
      groom,
      fromGroom.json<{ interest_id: number }>().interest_id,
      'withdraw',
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const fromBride = await sendInterest(ctx, matching, groom, 'horoscopes_match');
    expect(fromBride.statusCode, fromBride.body).toBe(200);
    // Another sentence says nothing of horoscopes: it goes to a pair whose charts do not match.
    expect((await sendInterest(ctx, other, groom)).statusCode).toBe(200);
  });
});

describe('the profile view', () => {
  it('names the latest interest from each side and the rule of the contact', async () => {
    const { groom, bride } = await makePair(ctx);
    const view = (who: typeof groom, of: typeof bride) =>
      call(ctx, who, ...apiArgs('viewProfile', { profileId: of.profileId }));
    expect((await view(groom, bride)).json()).toMatchObject({
      interest: null,
      contact_visibility: 'subscribers',
    });
    const id = await sent(ctx, groom, bride);
    expect((await view(groom, bride)).json().interest).toEqual({
      interest_id: id,
      direction: 'sent',
      status: 'sent',
    });
    expect((await view(bride, groom)).json().interest).toEqual({
      interest_id: id,
      direction: 'received',
      status: 'sent',
    });
    await call(ctx, bride, ...apiArgs('updatePrivacy'), { contact_visibility: 'accepted' });
    expect((await view(groom, bride)).json().contact_visibility).toBe('accepted');
  });
});
