/**
 * Search rows and the profile view carry the interest between the viewer and the profile, from both
 * sides and in every state the interests have, so a card offers only what may follow: none, sent and
 * waiting, accepted, declined, withdrawn, expired. Nobody else reads it.
 */
import { apiArgs, apiRoute, type ProfileListItem, type ProfileView } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { answer, call, interestAgo, sent } from '../../test/interests-support.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { search } from '../../test/search-support.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);

const pair = async () => {
  const [groom, bride] = await Promise.all([
    makeMember(ctx, { gender: 'Male' }),
    makeMember(ctx, { gender: 'Female' }),
  ]);
  return { groom, bride };
};

/** The interest on `of`'s search row, as `who` reads it in their search. */
async function onRow(who: TestMember, of: Member) {
  const response = await search(ctx, who);
  expect(response.statusCode, response.body).toBe(200);
  const row = response.json<{ rows: ProfileListItem[] }>().rows.find((r) => r.profile_id === of.profileId);
  expect(row, `${of.mid} is not on the first page`).toBeDefined();
  return row?.interest;
}

/** The interest on `of`'s profile, as `who` reads it. */
async function onView(who: TestMember, of: Member) {
  const response = await ctx.app.inject({
    ...apiRoute('viewProfile', { profileId: of.profileId }),
    headers: bearer(who.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProfileView>().interest;
}

/** Both sides, on the row and on the view: what the groom reads of the bride and she of him. */
async function bothSides(groom: Member, bride: Member) {
  const [hisRow, hisView, herRow, herView] = await Promise.all([
    onRow(groom, bride),
    onView(groom, bride),
    onRow(bride, groom),
    onView(bride, groom),
  ]);
  expect(hisRow, 'the row and the view agree').toEqual(hisView);
  expect(herRow, 'the row and the view agree').toEqual(herView);
  return { his: hisRow, hers: herRow };
}

describe('the interest between viewer and profile, on search rows and the view', () => {
  it('is null on both sides while there is none', async () => {
    const { groom, bride } = await pair();
    expect(await bothSides(groom, bride)).toEqual({ his: null, hers: null });
  });

  it('is sent for the sender and received for the other, while it waits', async () => {
    const { groom, bride } = await pair();
    const id = await sent(ctx, groom, bride);
    expect(await bothSides(groom, bride)).toEqual({
      his: { interest_id: id, direction: 'sent', status: 'sent' },
      hers: { interest_id: id, direction: 'received', status: 'sent' },
    });
  });

  it('is accepted on both sides once she says yes, whoever sent it', async () => {
    const { groom, bride } = await pair();
    const id = await sent(ctx, groom, bride);
    expect((await answer(ctx, bride, id, 'accept')).statusCode).toBe(200);
    expect(await bothSides(groom, bride)).toEqual({
      his: { interest_id: id, direction: 'sent', status: 'accepted' },
      hers: { interest_id: id, direction: 'received', status: 'accepted' },
    });

    const other = await pair();
    const hers = await sent(ctx, other.bride, other.groom);
    expect((await answer(ctx, other.groom, hers, 'accept')).statusCode).toBe(200);
    expect(await bothSides(other.groom, other.bride)).toEqual({
      his: { interest_id: hers, direction: 'received', status: 'accepted' },
      hers: { interest_id: hers, direction: 'sent', status: 'accepted' },
    });
  });

  it('is declined, withdrawn or expired as the boxes read it', async () => {
    const declined = await pair();
    const no = await sent(ctx, declined.groom, declined.bride);
    expect((await answer(ctx, declined.bride, no, 'decline')).statusCode).toBe(200);
    expect(await bothSides(declined.groom, declined.bride)).toEqual({
      his: { interest_id: no, direction: 'sent', status: 'declined' },
      hers: { interest_id: no, direction: 'received', status: 'declined' },
    });

    const withdrawn = await pair();
    const back = await sent(ctx, withdrawn.groom, withdrawn.bride);
    expect((await answer(ctx, withdrawn.groom, back, 'withdraw')).statusCode).toBe(200);
    expect(await bothSides(withdrawn.groom, withdrawn.bride)).toEqual({
      his: { interest_id: back, direction: 'sent', status: 'withdrawn' },
      hers: { interest_id: back, direction: 'received', status: 'withdrawn' },
    });

    const expired = await pair();
    const old = await sent(ctx, expired.bride, expired.groom);
    await interestAgo(ctx, old, 31);
    expect(await bothSides(expired.groom, expired.bride)).toEqual({
      his: { interest_id: old, direction: 'received', status: 'expired' },
      hers: { interest_id: old, direction: 'sent', status: 'expired' },
    });
  });

  it('is the latest of the pair: a new interest after a withdrawn one', async () => {
    const { groom, bride } = await pair();
    const first = await sent(ctx, groom, bride);
    expect((await answer(ctx, groom, first, 'withdraw')).statusCode).toBe(200);
    const second = await sent(ctx, bride, groom);
    expect(await bothSides(groom, bride)).toEqual({
      his: { interest_id: second, direction: 'received', status: 'sent' },
      hers: { interest_id: second, direction: 'sent', status: 'sent' },
    });
  });

  it('belongs to each row of a page: rows of other states and of no interest beside it', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    const [waiting, accepted, none] = await Promise.all([
      makeMember(ctx, { gender: 'Female' }),
      makeMember(ctx, { gender: 'Female' }),
      makeMember(ctx, { gender: 'Female' }),
    ]);
    const asked = await sent(ctx, groom, waiting);
    const yes = await sent(ctx, accepted, groom);
    expect((await answer(ctx, groom, yes, 'accept')).statusCode).toBe(200);

    const { rows } = (await search(ctx, groom)).json<{ rows: ProfileListItem[] }>();
    const byId = new Map(rows.map((row) => [row.profile_id, row.interest]));
    expect(byId.get(waiting.profileId)).toEqual({ interest_id: asked, direction: 'sent', status: 'sent' });
    expect(byId.get(accepted.profileId)).toEqual({
      interest_id: yes,
      direction: 'received',
      status: 'accepted',
    });
    expect(byId.get(none.profileId)).toBeNull();
    // Every row says it, an interest or null: never a key left out.
    for (const row of rows) expect(row).toHaveProperty('interest');
  });

  it('is nobody else’s: another member of the same gender, and the operator, read null', async () => {
    const { groom, bride } = await pair();
    await answer(ctx, bride, await sent(ctx, groom, bride), 'accept');
    const rival = await makeMember(ctx, { gender: 'Male' });
    expect(await onRow(rival, bride)).toBeNull();
    expect(await onView(rival, bride)).toBeNull();

    const admin = await makeAdmin(ctx);
    const response = await call(ctx, admin, ...apiArgs('viewProfile', { profileId: bride.profileId }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProfileView>().interest).toBeNull();
    const rows = (await search(ctx, admin)).json<{ rows: ProfileListItem[] }>().rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.interest).toBeNull();
  });

  it('does not read one’s own profile as an interest with oneself', async () => {
    const { groom, bride } = await pair();
    await sent(ctx, groom, bride);
    expect(await onView(groom, groom)).toBeNull();
  });
});
