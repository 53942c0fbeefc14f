import { apiRoute } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { makeAdmin, makeMember } from '../../test/members.js';
import { idsOf, LIST_ITEM_KEYS, search, setStatus, uploadPhoto } from '../../test/search-support.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

function view(member: TestMember | null, profileId: number | string) {
  return ctx.app.inject({
    ...apiRoute('viewProfile', { profileId }),
    headers: member ? bearer(member.token) : {},
  });
}

function shortlist(method: 'POST' | 'DELETE', member: TestMember | null, payload: object) {
  return ctx.app.inject({
    method,
    url: '/api/profile/shortlist',
    headers: member ? bearer(member.token) : {},
    payload,
  });
}

const NOT_FOUND = {
  Status: 'Error',
  code: 'NOT_FOUND',
  Message: 'This profile is not available.',
  message_key: 'profileNotFound',
};

describe('GET /api/profile/view/{profileId}', () => {
  it('shows an Approved profile of my domain in full, without the gated details', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const groom = await makeMember(ctx, { gender: 'Male', personal: { weight: 72 } });
    await uploadPhoto(ctx, groom);

    const response = await view(bride, groom.profileId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        ...LIST_ITEM_KEYS,
        'gender',
        'domain',
        'status',
        'gothram',
        'language',
        'state',
        'country',
        'contact_visibility',
        'registered_by_operator',
      ].sort(),
    );
    expect(body).toMatchObject({
      profile_id: groom.profileId,
      mid: groom.mid,
      gender: 'Male',
      domain: 'varmala',
      status: 200,
      gothram: 'Kashyap',
      state: 'Karnataka',
      personal: { height: 163, height_ft: '5ft 4in', weight: 72, expectation: 'Kind and educated.' },
      horoscope: { birth_star: 'Rohini', dhosam: 'None' },
      work: { education_desc: 'M.Tech, VTU', position: 'Engineer' },
      family: { mother_alive: false, property_details: 'House in Belagavi' },
      photos: [],
      hasShortlisted: false,
      contact_visibility: 'subscribers',
      interest: null,
    });
    expect(Object.keys(body.horoscope).sort()).toEqual([
      'birth_place',
      'birth_star',
      'dhosam',
      'padham',
      'raasi',
    ]);

    // Photos once I have one of my own.
    await uploadPhoto(ctx, bride);
    expect((await view(bride, groom.profileId)).json().photos).toHaveLength(1);
  });

  it("answers 404 alike for another domain, a profile not approved and one that doesn't exist", async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const tamil = await makeMember(ctx, { gender: 'Male', domain: 'tamilmala' });
    const pending = await makeMember(ctx, { gender: 'Male', status: 0 });
    const married = await makeMember(ctx, { gender: 'Male', status: 300 });
    for (const id of [tamil.profileId, pending.profileId, married.profileId, 99_999_999]) {
      const response = await view(bride, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await view(bride, 'abc')).statusCode).toBe(400);
    expect((await view(bride, '0')).statusCode).toBe(400);
    expect((await view(null, tamil.profileId)).statusCode).toBe(401);
  });

  it('lets the owner and an admin view any status, still without the gated details', async () => {
    const pending = await makeMember(ctx, { gender: 'Male', status: 0 });
    const admin = await makeAdmin(ctx);
    const tamil = await makeMember(ctx, { gender: 'Female', domain: 'tamilmala', status: 500 });
    await uploadPhoto(ctx, tamil);

    const own = await view(pending, pending.profileId);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ profile_id: pending.profileId, status: 0 });

    const byAdmin = await view(admin, tamil.profileId);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ status: 500, domain: 'tamilmala', language: 'Tamil' });
    expect(byAdmin.json().photos).toHaveLength(1);

    for (const [response, member] of [
      [own, pending],
      [byAdmin, tamil],
    ] as const) {
      for (const secret of [...member.secrets.mobiles, member.secrets.birthTime, member.secrets.email]) {
        expect(response.body).not.toContain(secret);
      }
      for (const key of ['mobiles', 'birth_time', 'email', 'address', 'attachments']) {
        expect(response.body).not.toContain(`"${key}"`);
      }
    }
  });
});

describe('shortlist', () => {
  it('adds and removes idempotently; the search flags and filters shortlisted profiles', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const first = await makeMember(ctx, { gender: 'Male' });
    const second = await makeMember(ctx, { gender: 'Male' });
    const third = await makeMember(ctx, { gender: 'Male' });

    for (let i = 0; i < 2; i += 1) {
      for (const groom of [first, third]) {
        const added = await shortlist('POST', bride, { profile_id: groom.profileId });
        expect(added.statusCode).toBe(200);
        expect(added.json()).toEqual({ Status: 'Success' });
      }
    }

    const all = (await search(ctx, bride)).json();
    const flags = Object.fromEntries(
      all.rows.map((r: { profile_id: number; hasShortlisted: boolean }) => [r.profile_id, r.hasShortlisted]),
    );
    expect([flags[first.profileId], flags[second.profileId], flags[third.profileId]]).toEqual([
      true,
      false,
      true,
    ]);
    expect((await view(bride, first.profileId)).json().hasShortlisted).toBe(true);

    const mine = (await search(ctx, bride, { shortlist: true })).json();
    expect(idsOf(mine)).toEqual([third.profileId, first.profileId]);
    expect(mine.count).toBe(2);
    expect(idsOf((await search(ctx, bride, { shortlist: 1 })).json())).toEqual(idsOf(mine));
    // Someone else's shortlist is their own.
    const otherBride = await makeMember(ctx, { gender: 'Female' });
    expect((await search(ctx, otherBride, { shortlist: true })).json()).toMatchObject({ rows: [], count: 0 });
    expect((await view(otherBride, first.profileId)).json().hasShortlisted).toBe(false);

    for (let i = 0; i < 2; i += 1) {
      const removed = await shortlist('DELETE', bride, { profile_id: first.profileId });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ Status: 'Success' });
    }
    const afterRemoval = (await search(ctx, bride, { shortlist: 'true' })).json();
    expect(idsOf(afterRemoval)).toEqual([third.profileId]);
    expect(afterRemoval.count).toBe(1);
    expect((await view(bride, first.profileId)).json().hasShortlisted).toBe(false);

    // A shortlisted profile that marries leaves the results, and can still be removed.
    await setStatus(ctx, third.profileId, 300);
    expect((await search(ctx, bride, { shortlist: true })).json()).toMatchObject({ rows: [], count: 0 });
    expect((await shortlist('DELETE', bride, { profile_id: third.profileId })).statusCode).toBe(200);
    expect((await shortlist('POST', bride, { profile_id: third.profileId })).statusCode).toBe(404);
  });

  it("shows the family's note with its shortlist, to that profile only", async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const groom = await makeMember(ctx, { gender: 'Male' });
    const text = 'Met his family at the melava; call after Diwali.';
    const saved = await ctx.app.inject({
      ...apiRoute('saveShortlistNote'),
      headers: bearer(bride.token),
      payload: { profile_id: groom.profileId, text },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const mine = (await search(ctx, bride, { shortlist: true })).json();
    expect(mine.rows).toEqual([
      expect.objectContaining({ profile_id: groom.profileId, shortlist_note: text }),
    ]);
    expect((await view(bride, groom.profileId)).json().shortlist_note).toBe(text);

    const otherBride = await makeMember(ctx, { gender: 'Female' });
    expect((await view(otherBride, groom.profileId)).json().shortlist_note).toBeNull();
    const theirs = (await search(ctx, otherBride)).json();
    expect(theirs.rows.find((r: { profile_id: number }) => r.profile_id === groom.profileId)).toMatchObject({
      shortlist_note: null,
    });
  });

  it('shortlists only profiles I may view', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const tamil = await makeMember(ctx, { gender: 'Male', domain: 'tamilmala' });
    const pending = await makeMember(ctx, { gender: 'Male', status: 0 });
    for (const id of [tamil.profileId, pending.profileId, 99_999_999]) {
      for (const method of ['POST', 'DELETE'] as const) {
        const response = await shortlist(method, bride, { profile_id: id });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    }
    const own = await shortlist('POST', bride, { profile_id: bride.profileId });
    expect(own.statusCode).toBe(400);
    expect(own.json().Message).toBe('You cannot shortlist your own profile.');

    expect((await shortlist('POST', bride, { profile_id: 'x' })).statusCode).toBe(400);
    expect((await shortlist('POST', bride, {})).statusCode).toBe(400);
    expect((await shortlist('POST', null, { profile_id: tamil.profileId })).statusCode).toBe(401);

    // An admin may shortlist any profile; a member without a profile of their own may not look yet.
    const admin = await makeAdmin(ctx);
    expect((await shortlist('POST', admin, { profile_id: pending.profileId })).statusCode).toBe(200);
    const newcomer = await makeMember(ctx, { steps: [] });
    const approved = await makeMember(ctx, { gender: 'Male' });
    expect((await shortlist('POST', newcomer, { profile_id: approved.profileId })).statusCode).toBe(403);
  });
});
