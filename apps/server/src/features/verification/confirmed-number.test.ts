/**
 * The badge `mobile` is for a number others get: the code goes to one of the profile's own numbers
 * (the ones a subscriber's download gives), the badge names it, and it holds only while the profile
 * gives that number, wherever badges are read.
 */
import { apiArgs, type Badge } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema.js';
import { type Member, makeMember } from '../../test/members.js';
import { idsOf, search } from '../../test/search-support.js';
import { uniqueMobile, useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';
import { call, confirm, requestCode, smsMessages } from '../../test/verification-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);

const masked = (mobile: string) => `********${mobile.slice(-2)}`;

const mobileBadge = (badges: Badge[] | undefined) => (badges ?? []).find((badge) => badge.kind === 'mobile');

async function saveNumbers(member: Member, mobiles: string[]) {
  const saved = await call(ctx, member, 'POST', `/api/profile/${member.userId}/basic`, {
    ...member.steps.basic,
    mobiles,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The badge `mobile` of the bride as she, and as the groom on her profile and in his search, sees it. */
async function badgesSeen(bride: Member, groom: Member) {
  const own = await call(ctx, bride, ...apiArgs('myVerification'));
  expect(own.statusCode, own.body).toBe(200);
  const view = await call(ctx, groom, 'GET', `/api/profile/view/${bride.profileId}`);
  expect(view.statusCode, view.body).toBe(200);
  const ownView = await call(ctx, bride, 'GET', `/api/profile/view/${bride.profileId}`);
  const verified = await search(ctx, groom, { verified_only: true });
  expect(verified.statusCode, verified.body).toBe(200);
  const everyone = (await search(ctx, groom)).json();
  const row = everyone.rows.find((r: { profile_id: number }) => r.profile_id === bride.profileId);
  return {
    mine: mobileBadge(own.json().badges),
    ownView: mobileBadge(ownView.json().badges),
    view: mobileBadge(view.json().badges),
    searchRow: mobileBadge(row?.badges),
    inVerifiedSearch: idsOf(verified.json()).includes(bride.profileId),
    viewBody: view.body,
  };
}

async function confirmed(member: Member, to: string) {
  const response = await confirm(ctx, member, await requestCode(ctx, member, undefined, to));
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('the badge `mobile` names a number a download gives', () => {
  it("goes to the profile's number, not a log-in number the profile does not give, and names it", async () => {
    const bride = await makeMember(ctx, { gender: 'Female', photos: 1 });
    const groom = await makeMember(ctx, { gender: 'Male', photos: 1 });
    expect(bride.secrets.mobiles).not.toContain(bride.mobile);
    const [first] = bride.secrets.mobiles as [string, string];

    // The page says where the code goes before it is sent.
    expect((await call(ctx, bride, ...apiArgs('myVerification'))).json().mobile).toBe(masked(first));
    const sent = await call(ctx, bride, ...apiArgs('verifyMobile'));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().sent_to).toBe(masked(first));
    expect(smsMessages(ctx).at(-1)?.to).toBe(first);
    expect(smsMessages(ctx).some((message) => message.to === bride.mobile)).toBe(false);
    const code = /\b(\d{6})\b/.exec(smsMessages(ctx).at(-1)?.text ?? '')?.[1] as string;
    const answer = await confirm(ctx, bride, code);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(mobileBadge(answer.json().badges)).toMatchObject({
      kind: 'mobile',
      by: 'code',
      mobile: masked(first),
    });

    const seen = await badgesSeen(bride, groom);
    expect(seen.mine?.mobile).toBe(masked(first));
    expect(seen.ownView?.mobile).toBe(masked(first));
    expect(seen.view?.mobile).toBe(masked(first));
    expect(seen.searchRow?.mobile).toBe(masked(first));
    expect(seen.inVerifiedSearch).toBe(true);
    // Another member sees which number, never the number.
    for (const mobile of [bride.mobile, ...bride.secrets.mobiles])
      expect(seen.viewBody).not.toContain(mobile);
  });

  it('is gone when the numbers change so the confirmed one is not among them, and back for the new one once confirmed', async () => {
    const bride = await makeMember(ctx, { gender: 'Female', photos: 1 });
    const groom = await makeMember(ctx, { gender: 'Male', photos: 1 });
    const [first, second] = bride.secrets.mobiles as [string, string];
    await confirmed(bride, first);

    // The second number alone: the confirmed one is no longer given.
    await saveNumbers(bride, [second]);
    const gone = await badgesSeen(bride, groom);
    expect(gone).toMatchObject({
      mine: undefined,
      ownView: undefined,
      view: undefined,
      searchRow: undefined,
    });
    expect(gone.inVerifiedSearch).toBe(false);
    const [row] = await ctx.database.db
      .select({ mask: profiles.badgeMask })
      .from(profiles)
      .where(eq(profiles.id, bride.profileId));
    expect(row?.mask).toBe(0);

    // Confirmed again, for the new number: back, naming it.
    await confirmed(bride, second);
    const back = await badgesSeen(bride, groom);
    expect(back.mine?.mobile).toBe(masked(second));
    expect(back.view?.mobile).toBe(masked(second));
    expect(back.searchRow?.mobile).toBe(masked(second));
    expect(back.inVerifiedSearch).toBe(true);

    // An entirely new number: gone again, and a code goes to it.
    const third = uniqueMobile();
    await saveNumbers(bride, [third]);
    expect((await badgesSeen(bride, groom)).inVerifiedSearch).toBe(false);
    await confirmed(bride, third);
    expect((await badgesSeen(bride, groom)).mine?.mobile).toBe(masked(third));
  });

  it('holds while the confirmed number is still given: another number added, or the order changed', async () => {
    const bride = await makeMember(ctx, { gender: 'Female', photos: 1 });
    const groom = await makeMember(ctx, { gender: 'Male', photos: 1 });
    const [first] = bride.secrets.mobiles as [string, string];
    await saveNumbers(bride, [first]);
    await confirmed(bride, first);
    const added = uniqueMobile();
    await saveNumbers(bride, [added, first]);
    const kept = await badgesSeen(bride, groom);
    expect(kept.mine?.mobile).toBe(masked(first));
    expect(kept.inVerifiedSearch).toBe(true);
    // Confirmed already: no code is sent while the badge holds.
    expect((await call(ctx, bride, ...apiArgs('verifyMobile'))).statusCode).toBe(409);
  });

  it("refuses a code sent to a number the profile no longer gives, and confirms the account's own number when the profile gives it", async () => {
    const bride = await makeMember(ctx, { gender: 'Female', photos: 1 });
    const [first, second] = bride.secrets.mobiles as [string, string];
    const code = await requestCode(ctx, bride, undefined, first);
    await saveNumbers(bride, [second]);
    const stale = await confirm(ctx, bride, code);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message_key).toBe('mobileCodeNone');
    expect(mobileBadge((await call(ctx, bride, ...apiArgs('myVerification'))).json().badges)).toBeUndefined();

    // The log-in number among the profile's: the code goes to it.
    await saveNumbers(bride, [second, bride.mobile]);
    await confirmed(bride, bride.mobile);
    const mine = (await call(ctx, bride, ...apiArgs('myVerification'))).json();
    expect(mobileBadge(mine.badges)?.mobile).toBe(masked(bride.mobile));
  });
});
