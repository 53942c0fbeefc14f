import { apiArgs, STATUS_APPROVED } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema.js';
import { setFeatured, setStatus } from '../../test/admin-support.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import {
  block,
  call,
  midsFound,
  report,
  setPrivacy,
  statusesById,
  unblock,
} from '../../test/privacy-support.js';
import { saveStep } from '../../test/search-support.js';
import { type TestMember, useTestApp } from '../../test/test-app.js';
import { grantSubscription, NO_RATE_LIMITS, specDateOf } from '../../test/trust/trust-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);

let admin: TestMember;

beforeAll(async () => {
  admin = await makeAdmin(ctx);
});

const view = (who: TestMember, target: Member) =>
  call(ctx, who, ...apiArgs('viewProfile', { profileId: target.profileId }));
const featuredNames = async () => {
  const body = (await call(ctx, null, ...apiArgs('featured'))).json<{
    brides: { name: string; thumbnail: string | null }[];
  }>();
  return body.brides;
};
const publicNames = async (member: Member) => {
  const response = await call(ctx, null, ...apiArgs('publicSearch'), {
    date_of_birth: specDateOf(member.dateOfBirth),
  });
  return response.json<{ name: string }[]>().map((row) => row.name);
};
const downloadsUsed = async (member: TestMember) => {
  const [row] = await ctx.database.db
    .select({ used: subscriptions.currentDownload })
    .from(subscriptions)
    .where(eq(subscriptions.userId, member.userId));
  return row?.used;
};

describe('GET and POST /api/me/privacy', () => {
  it('answers the settings, saves any one alone, and keeps the others', async () => {
    const member = await makeMember(ctx);
    const initial = {
      paused: false,
      photo_visibility: 'members',
      public_dob_listing: true,
      contact_visibility: 'subscribers',
      printed_lists: false,
      show_activity: true,
      paused_for: null,
    };
    expect((await call(ctx, member, ...apiArgs('privacySettings'))).json()).toEqual(initial);
    const paused = await setPrivacy(ctx, member, { paused: true });
    const mine = { paused: true, paused_for: 'member' };
    expect(paused.json()).toEqual({ ...initial, ...mine });
    const protectedPhotos = await setPrivacy(ctx, member, { photo_visibility: 'shortlisted' });
    expect(protectedPhotos.json()).toEqual({ ...initial, ...mine, photo_visibility: 'shortlisted' });
    const unlisted = await setPrivacy(ctx, member, { public_dob_listing: false });
    const saved = { ...initial, ...mine, photo_visibility: 'shortlisted', public_dob_listing: false };
    expect(unlisted.json()).toEqual(saved);
    const keptNumber = await setPrivacy(ctx, member, { contact_visibility: 'accepted' });
    expect(keptNumber.json()).toEqual({ ...saved, contact_visibility: 'accepted' });
    expect((await call(ctx, member, ...apiArgs('privacySettings'))).json()).toEqual({
      ...saved,
      contact_visibility: 'accepted',
    });
    const hidden = await setPrivacy(ctx, member, { show_activity: false, paused: false });
    expect(hidden.json()).toEqual({
      ...saved,
      contact_visibility: 'accepted',
      show_activity: false,
      paused: false,
      paused_for: null,
    });
  });

  it('refuses a body that sets nothing or an unknown value (400), and asks for a profile first (409)', async () => {
    const member = await makeMember(ctx);
    for (const body of [
      {},
      { paused: 'yes' },
      { photo_visibility: 'nobody' },
      { paused: null },
      { public_dob_listing: 'no' },
      { public_dob_listing: null },
    ]) {
      const response = await setPrivacy(ctx, member, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const accountOnly = await makeMember(ctx, { steps: [] });
    expect((await call(ctx, accountOnly, ...apiArgs('privacySettings'))).statusCode).toBe(409);
    expect((await setPrivacy(ctx, accountOnly, { paused: true })).statusCode).toBe(409);
    expect((await call(ctx, null, ...apiArgs('privacySettings'))).statusCode).toBe(401);
  });

  it("changes only the caller's own profile: there is no id to replay", async () => {
    const bride = await makeMember(ctx);
    const groom = await makeMember(ctx, { gender: 'Male' });
    await setPrivacy(ctx, groom, { paused: true, user_id: bride.userId, profile_id: bride.profileId });
    expect((await call(ctx, bride, ...apiArgs('privacySettings'))).json().paused).toBe(false);
    expect((await call(ctx, groom, ...apiArgs('privacySettings'))).json().paused).toBe(true);
  });
});

describe('a paused profile', () => {
  let bride: Member;
  let groom: Member;
  let otherBride: Member;

  beforeAll(async () => {
    bride = await makeMember(ctx, {
      gender: 'Female',
      photos: 1,
      featuredConsent: true,
      basic: { name: 'Pausedbride' },
    });
    otherBride = await makeMember(ctx, { gender: 'Female', photos: 1 });
    groom = await makeMember(ctx, { gender: 'Male', photos: 1 });
    await grantSubscription(ctx, groom);
    expect((await setFeatured(ctx, admin, bride.profileId, true)).statusCode).toBe(200);
    expect(
      (await call(ctx, groom, ...apiArgs('addToShortlist'), { profile_id: bride.profileId })).statusCode,
    ).toBe(200);
    expect((await setPrivacy(ctx, bride, { paused: true })).statusCode).toBe(200);
  });

  it('is in no list: search (with or without the shortlist filter), featured, the public page', async () => {
    const found = await midsFound(ctx, groom);
    expect(found.mids).not.toContain(bride.mid);
    expect(found.mids).toContain(otherBride.mid);
    expect((await midsFound(ctx, groom, { shortlist: true })).mids).not.toContain(bride.mid);
    expect((await featuredNames()).map((b) => b.name)).not.toContain('Pausedbride');
    expect(await publicNames(bride)).not.toContain('Pausedbride');
  });

  it('answers 404 to every other member by its id, and no download is used', async () => {
    const used = await downloadsUsed(groom);
    expect(await statusesById(ctx, groom, bride)).toEqual({ view: 404, shortlist: 404, download: 404 });
    expect(await downloadsUsed(groom)).toBe(used);
    // The same answer as for an id that does not exist: a pause cannot be told from nothing.
    const none = await call(ctx, groom, ...apiArgs('viewProfile', { profileId: 2147483000 }));
    expect((await view(groom, bride)).json()).toEqual(none.json());
  });

  it('is still there for its owner and the operator', async () => {
    expect((await view(bride, bride)).statusCode).toBe(200);
    expect(
      (await call(ctx, bride, ...apiArgs('downloadProfile', { profileId: bride.profileId }))).statusCode,
    ).toBe(200);
    expect((await view(admin, bride)).json()).toMatchObject({ mid: bride.mid });
    expect((await midsFound(ctx, admin, { name: bride.mid })).mids).toEqual([bride.mid]);
  });

  it('does not stop its owner looking at others', async () => {
    expect((await midsFound(ctx, bride)).mids).toContain(groom.mid);
    expect((await view(bride, groom)).statusCode).toBe(200);
  });

  it('comes back as it was once unpaused: featured, listed, still on the shortlist', async () => {
    expect((await setPrivacy(ctx, bride, { paused: false })).statusCode).toBe(200);
    expect((await midsFound(ctx, groom)).mids).toContain(bride.mid);
    expect((await midsFound(ctx, groom, { shortlist: true })).mids).toContain(bride.mid);
    expect((await featuredNames()).map((b) => b.name)).toContain('Pausedbride');
    expect(await publicNames(bride)).toContain('Pausedbride');
    expect((await view(groom, bride)).json()).toMatchObject({ mid: bride.mid, hasShortlisted: true });
    const download = await call(ctx, groom, ...apiArgs('downloadProfile', { profileId: bride.profileId }));
    expect(download.json().mobiles).toEqual(bride.secrets.mobiles);
  });
});

describe('photos shown only to members the owner shortlisted', () => {
  let bride: Member;
  let chosen: Member;
  let other: Member;

  const photosSeenBy = async (who: TestMember) => {
    const viewed = (await view(who, bride)).json<{ photos: unknown[] }>().photos.length;
    const search = await call(ctx, who, ...apiArgs('searchProfiles', { page: 1 }), { shortlist: false });
    const row = search
      .json<{ rows: { mid: string; photos: unknown[] }[] }>()
      .rows.find((r) => r.mid === bride.mid);
    return { viewed, searched: row?.photos.length };
  };

  beforeAll(async () => {
    bride = await makeMember(ctx, {
      gender: 'Female',
      photos: 2,
      featuredConsent: true,
      basic: { name: 'Protectedbride' },
    });
    chosen = await makeMember(ctx, { gender: 'Male', photos: 1 });
    other = await makeMember(ctx, { gender: 'Male', photos: 1 });
    expect((await setFeatured(ctx, admin, bride.profileId, true)).statusCode).toBe(200);
    await call(ctx, bride, ...apiArgs('addToShortlist'), { profile_id: chosen.profileId });
    expect((await setPrivacy(ctx, bride, { photo_visibility: 'shortlisted' })).statusCode).toBe(200);
  });

  it('shows them to a member she shortlisted, not to another, whose view and search still show her', async () => {
    expect(await photosSeenBy(chosen)).toEqual({ viewed: 2, searched: 2 });
    expect(await photosSeenBy(other)).toEqual({ viewed: 0, searched: 0 });
    // The other member's shortlist of her changes nothing: it is hers that counts.
    await call(ctx, other, ...apiArgs('addToShortlist'), { profile_id: bride.profileId });
    expect(await photosSeenBy(other)).toEqual({ viewed: 0, searched: 0 });
  });

  it('shows them to their owner and the operator, and keeps them off the public featured list', async () => {
    expect((await view(bride, bride)).json().photos).toHaveLength(2);
    expect((await view(admin, bride)).json().photos).toHaveLength(2);
    const featured = (await featuredNames()).find((b) => b.name === 'Protectedbride');
    expect(featured).toMatchObject({ thumbnail: null });
  });

  it('follows her shortlist as it changes, and opens again for every member', async () => {
    await call(ctx, bride, ...apiArgs('removeFromShortlist'), { profile_id: chosen.profileId });
    expect(await photosSeenBy(chosen)).toEqual({ viewed: 0, searched: 0 });
    await setPrivacy(ctx, bride, { photo_visibility: 'members' });
    expect(await photosSeenBy(other)).toEqual({ viewed: 2, searched: 2 });
    const featured = (await featuredNames()).find((b) => b.name === 'Protectedbride');
    expect(featured?.thumbnail).toMatch(/^\/api\/media\//);
  });
});

describe('a blocked pair', () => {
  let bride: Member;
  let groom: Member;
  let otherGroom: Member;

  beforeAll(async () => {
    bride = await makeMember(ctx, { gender: 'Female', photos: 1 });
    groom = await makeMember(ctx, { gender: 'Male', photos: 1 });
    otherGroom = await makeMember(ctx, { gender: 'Male', photos: 1 });
    await grantSubscription(ctx, groom);
    await grantSubscription(ctx, bride);
    for (const [who, target] of [
      [groom, bride],
      [bride, groom],
    ] as const) {
      await call(ctx, who, ...apiArgs('addToShortlist'), { profile_id: target.profileId });
    }
  });

  it('do not see each other, whoever blocked, on any route; others still see both', async () => {
    expect((await block(ctx, bride, groom)).json()).toEqual({ Status: 'Success' });
    for (const [viewer, target] of [
      [bride, groom],
      [groom, bride],
    ] as const) {
      const what = `${viewer.mid} looking at ${target.mid}`;
      expect((await midsFound(ctx, viewer)).mids, what).not.toContain(target.mid);
      expect((await midsFound(ctx, viewer, { shortlist: true })).mids, what).not.toContain(target.mid);
      expect(await statusesById(ctx, viewer, target), what).toEqual({
        view: 404,
        shortlist: 404,
        download: 404,
      });
    }
    expect((await midsFound(ctx, otherGroom)).mids).toContain(bride.mid);
    expect((await view(otherGroom, bride)).statusCode).toBe(200);
  });

  it('is silent: the blocked member cannot tell a block from a pause, and is told nothing', async () => {
    const blockedView = await view(groom, bride);
    const missing = await call(ctx, groom, ...apiArgs('viewProfile', { profileId: 2147483000 }));
    expect(blockedView.json()).toEqual(missing.json());
    expect((await call(ctx, groom, ...apiArgs('blockList'))).json()).toEqual({ rows: [] });
    // Blocking back: he cannot see her, so there is nothing for him to block.
    expect((await block(ctx, groom, bride)).statusCode).toBe(404);
    // Nor can he report her; she, having blocked him, still can report him.
    expect((await report(ctx, groom, bride, { reason: 'fake' })).statusCode).toBe(404);
    expect((await report(ctx, bride, groom, { reason: 'harassment' })).statusCode).toBe(200);
  });

  it("lists the block in the blocker's list, and lifting it brings both back as they were", async () => {
    const list = (await call(ctx, bride, ...apiArgs('blockList'))).json();
    expect(list.rows).toEqual([
      {
        profile_id: groom.profileId,
        mid: groom.mid,
        name: groom.steps.basic.name,
        blocked_at: expect.any(String),
      },
    ]);
    // The blocked member cannot lift it.
    expect((await unblock(ctx, groom, bride)).statusCode).toBe(404);
    expect((await unblock(ctx, bride, groom)).json()).toEqual({ Status: 'Success' });
    expect((await call(ctx, bride, ...apiArgs('blockList'))).json()).toEqual({ rows: [] });
    for (const [viewer, target] of [
      [bride, groom],
      [groom, bride],
    ] as const) {
      expect((await midsFound(ctx, viewer, { shortlist: true })).mids).toContain(target.mid);
      expect((await view(viewer, target)).json()).toMatchObject({ hasShortlisted: true });
    }
  });

  it('counts, for the member in a block, the matches he may see: his count is his own', async () => {
    await block(ctx, groom, bride);
    // Counts shared by a site and gender are kept a while; a member in a block is counted apart, at once.
    const found = await midsFound(ctx, groom);
    expect(found.mids).not.toContain(bride.mid);
    expect(found.count).toBe(found.mids.length);
    const blocked = await midsFound(ctx, bride);
    expect(blocked.mids).not.toContain(groom.mid);
    expect(blocked.count).toBe(blocked.mids.length);
    await unblock(ctx, groom, bride);
    expect((await midsFound(ctx, groom)).mids).toContain(bride.mid);
  });
});

describe('POST and DELETE /api/profile/block/{profileId}', () => {
  it("blocks and lifts twice harmlessly, and refuses one's own profile", async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const groom = await makeMember(ctx, { gender: 'Male' });
    for (let i = 0; i < 2; i++) expect((await block(ctx, bride, groom)).statusCode).toBe(200);
    expect((await call(ctx, bride, ...apiArgs('blockList'))).json().rows).toHaveLength(1);
    for (let i = 0; i < 2; i++) expect((await unblock(ctx, bride, groom)).statusCode).toBe(200);
    expect((await block(ctx, bride, bride)).statusCode).toBe(400);
  });

  it('answers 404 for a profile the member may not see, so the list never names one', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const unapproved = await makeMember(ctx, { gender: 'Male', status: 0 });
    const otherSite = await makeMember(ctx, { gender: 'Male', domain: 'tamilmala' });
    for (const target of [unapproved, otherSite]) {
      expect((await block(ctx, bride, target)).statusCode).toBe(404);
      expect((await unblock(ctx, bride, target)).statusCode).toBe(404);
    }
    expect((await call(ctx, bride, ...apiArgs('blockProfile', { profileId: 2147483000 }))).statusCode).toBe(
      404,
    );
    expect((await call(ctx, bride, ...apiArgs('blockProfile', { profileId: 0 }))).statusCode).toBe(400);
    expect((await call(ctx, bride, ...apiArgs('blockList'))).json()).toEqual({ rows: [] });
  });
});

describe('GET /api/me/contact-views/{page}', () => {
  it('names every member who downloaded my contact details, newest first, and no one else', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const grooms = [];
    for (let i = 0; i < 3; i++) {
      const groom = await makeMember(ctx, { gender: 'Male', basic: { name: `Downloader${i}` } });
      await grantSubscription(ctx, groom);
      grooms.push(groom);
    }
    const onlyViewed = await makeMember(ctx, { gender: 'Male' });
    await view(onlyViewed, bride);
    for (const groom of grooms) {
      expect(
        (await call(ctx, groom, ...apiArgs('downloadProfile', { profileId: bride.profileId }))).statusCode,
      ).toBe(200);
    }
    // A second download of the same profile is the same row.
    await call(ctx, grooms[0] as Member, ...apiArgs('downloadProfile', { profileId: bride.profileId }));

    const response = await call(ctx, bride, ...apiArgs('contactViews', { page: 1 }));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ rows: { mid: string; name: string; viewed_at: string }[]; count: number }>();
    expect(body.count).toBe(3);
    expect(body.rows.map((row) => row.mid)).toEqual(grooms.map((g) => g.mid).reverse());
    expect(body.rows.map((row) => row.name)).toEqual(['Downloader2', 'Downloader1', 'Downloader0']);
    expect(Object.keys(body.rows[0] ?? {}).sort()).toEqual(['left', 'mid', 'name', 'viewed_at']);
    // Nothing of the downloaders' contact details, and page 2 is empty.
    for (const groom of grooms) expect(response.body).not.toContain(groom.secrets.mobiles[0]);
    expect((await call(ctx, bride, ...apiArgs('contactViews', { page: 2 }))).json()).toEqual({
      rows: [],
      count: 3,
    });
    // Another member's list is their own: a downloader sees nobody took theirs.
    expect((await call(ctx, grooms[0] as Member, ...apiArgs('contactViews', { page: 1 }))).json()).toEqual({
      rows: [],
      count: 0,
    });
  });
});

describe("other members' names in my ledger, my blocks and my export", () => {
  type Named = { mid: string | null; name: string | null };
  const exported = async (member: TestMember) => {
    const response = await call(ctx, member, ...apiArgs('exportMyData'));
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = new TextDecoder().decode(files['profile.json']);
    return { text, data: JSON.parse(text) };
  };
  const ledgerOf = async (member: TestMember) => {
    const response = await call(ctx, member, ...apiArgs('contactViews', { page: 1 }));
    expect(response.statusCode).toBe(200);
    return { text: response.body, rows: response.json<{ rows: (Named & { left: boolean })[] }>().rows };
  };
  const blocksOf = async (member: TestMember) => {
    const response = await call(ctx, member, ...apiArgs('blockList'));
    expect(response.statusCode).toBe(200);
    return { text: response.body, rows: response.json<{ rows: Named[] }>().rows };
  };
  const rename = (member: Member, name: string) =>
    saveStep(ctx, member, 'basic', { ...member.steps.basic, name });

  it('name a member who took my number only by the name the operator approved', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    // A new profile, not yet looked at by the operator, downloads her number.
    const groom = await makeMember(ctx, { gender: 'Male', status: 0, basic: { name: 'Gopal' } });
    await grantSubscription(ctx, groom);
    expect(
      (await call(ctx, groom, ...apiArgs('downloadProfile', { profileId: bride.profileId }))).statusCode,
    ).toBe(200);

    const unreviewed = await ledgerOf(bride);
    expect(unreviewed.rows).toEqual([
      { mid: groom.mid, name: null, left: false, viewed_at: expect.any(String) },
    ]);
    expect(unreviewed.text).not.toContain('Gopal');
    expect((await exported(bride)).data.who_downloaded_mine).toEqual([
      { mid: groom.mid, name: null, viewed_at: expect.any(String) },
    ]);

    // Approved, his name shows; a new name he then saves waits, and the approved one stays.
    expect((await setStatus(ctx, admin, groom.profileId, STATUS_APPROVED)).statusCode).toBe(200);
    expect((await ledgerOf(bride)).rows.map((row) => row.name)).toEqual(['Gopal']);
    await rename(groom, 'Gopinath');
    const afterRename = await ledgerOf(bride);
    expect(afterRename.rows.map((row) => row.name)).toEqual(['Gopal']);
    expect(afterRename.text).not.toContain('Gopinath');
    const brideExport = await exported(bride);
    expect(brideExport.data.who_downloaded_mine.map((row: Named) => row.name)).toEqual(['Gopal']);
    expect(brideExport.text).not.toContain('Gopinath');
    // His own export holds his own data whole, the name that waits too.
    const ownExport = await exported(groom);
    expect(ownExport.data.profile).toMatchObject({ name: 'Gopal', pending_changes: { name: 'Gopinath' } });
    expect(ownExport.data.downloads_made).toEqual([
      { mid: bride.mid, name: bride.steps.basic.name, viewed_at: expect.any(String) },
    ]);

    // Refused by the operator: his member id alone.
    expect((await setStatus(ctx, admin, groom.profileId, 500)).statusCode).toBe(200);
    expect((await ledgerOf(bride)).rows.map((row) => row.name)).toEqual([null]);
  });

  it('name a member I blocked, or whose number I took, only by the name the operator approved', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const groom = await makeMember(ctx, { gender: 'Male', basic: { name: 'Mohan' } });
    await grantSubscription(ctx, bride);
    expect(
      (await call(ctx, bride, ...apiArgs('downloadProfile', { profileId: groom.profileId }))).statusCode,
    ).toBe(200);
    expect((await block(ctx, bride, groom)).statusCode).toBe(200);
    expect((await blocksOf(bride)).rows).toEqual([
      expect.objectContaining({ mid: groom.mid, name: 'Mohan' }),
    ]);

    await rename(groom, 'Mohanlal');
    const waiting = await blocksOf(bride);
    expect(waiting.rows.map((row) => row.name)).toEqual(['Mohan']);
    expect(waiting.text).not.toContain('Mohanlal');

    // The operator moves him back to Verified: what he saves now nobody has looked at.
    expect((await setStatus(ctx, admin, groom.profileId, 10)).statusCode).toBe(200);
    await rename(groom, 'Unlookedat');
    const unreviewed = await blocksOf(bride);
    expect(unreviewed.rows).toEqual([expect.objectContaining({ mid: groom.mid, name: null })]);
    expect(unreviewed.text).not.toContain('Unlookedat');
    const { data, text } = await exported(bride);
    expect(data.blocks).toEqual([{ mid: groom.mid, name: null, blocked_at: expect.any(String) }]);
    expect(data.downloads_made).toEqual([{ mid: groom.mid, name: null, viewed_at: expect.any(String) }]);
    expect(text).not.toContain('Unlookedat');
    expect((await exported(groom)).data.profile).toMatchObject({ name: 'Unlookedat' });
  });
});
