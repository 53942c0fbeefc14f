import {
  type AdminProfileRow,
  apiRoute,
  type BasicResponse,
  type PhotoItem,
  STATUS_APPROVED,
} from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { auditRowsOf, listProfiles, setFeatured, setStatus } from '../../test/admin-support.js';
import { jpeg, keyOfUrl, multipart } from '../../test/media-support.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { basicFor } from '../../test/profile-fixtures.js';
import { saveStep, search, uploadPhoto } from '../../test/search-support.js';
import { bearer, type TestMember, uniqueIp, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();
const thisYear = new Date().getFullYear();

function get(who: TestMember | null, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });
}

/** A bride as she registered and the operator approved her, and a groom with a photo who looks at her. */
async function approvedBrideAndViewer(basic: Record<string, unknown> = {}) {
  const bride = await makeMember(ctx, {
    featuredConsent: true,
    basic: { name: 'Radha', surname: 'Deshpande', date_of_birth: `${thisYear - 27}-05-20`, ...basic },
  });
  const groom = await makeMember(ctx, { gender: 'Male' });
  await uploadPhoto(ctx, groom);
  return { bride, groom };
}

/** The bride's basic step as she saves it again, with some fields changed. */
function basicOf(member: Member, changes: Record<string, unknown>) {
  return basicFor({
    name: 'Radha',
    surname: 'Deshpande',
    date_of_birth: `${thisYear - 27}-05-20`,
    mobiles: member.secrets.mobiles,
    email: member.secrets.email,
    address: member.secrets.address,
    ...changes,
  });
}

async function readBasic(who: TestMember, member: TestMember): Promise<BasicResponse> {
  const response = await get(who, apiRoute('readBasic', { userId: member.userId }).url);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function view(viewer: TestMember, member: Member) {
  const response = await get(viewer, apiRoute('viewProfile', { profileId: member.profileId }).url);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The member's row in the viewer's search, if it is there. */
async function searchRowOf(viewer: TestMember, member: Member) {
  const response = await search(ctx, viewer);
  expect(response.statusCode).toBe(200);
  return response.json().rows.find((row: { profile_id: number }) => row.profile_id === member.profileId);
}

async function adminRowOf(admin: TestMember, member: Member): Promise<AdminProfileRow> {
  const response = await listProfiles(ctx, admin, { mid: member.mid.slice(2) });
  expect(response.statusCode).toBe(200);
  return response.json().rows[0];
}

function publicNamesBornOn(date: string): Promise<string[]> {
  return ctx.app
    .inject({
      ...apiRoute('publicSearch'),
      remoteAddress: uniqueIp(),
      payload: { date_of_birth: date, domain: 'varmala' },
    })
    .then((response) => response.json().map((row: { name: string }) => row.name));
}

/** A photo uploaded by the member with a caption of hers: it waits for review like any photo of hers. */
async function uploadCaptioned(member: TestMember, caption: string): Promise<PhotoItem[]> {
  const body = await multipart([{ field: 'photo', name: 'p.jpg', type: 'image/jpeg', bytes: await jpeg() }], {
    caption,
  });
  const response = await ctx.app.inject({
    ...apiRoute('uploadPhoto', { userId: member.userId }),
    headers: { 'content-type': body.contentType, ...bearer(member.token) },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('changes of an Approved profile wait for the operator', () => {
  it('keeps the approved name, date of birth and gender before others until status 200 is set again', async () => {
    const admin = await makeAdmin(ctx);
    const { bride, groom } = await approvedBrideAndViewer();
    const oldBirthday = `${thisYear - 27}-05-20`;
    const newBirthday = `${thisYear - 24}-01-02`;

    const saved = await saveStep(
      ctx,
      bride,
      'basic',
      basicOf(bride, { name: 'Radhika', date_of_birth: newBirthday, gender: 'Male', city: 'Nashik' }),
    );
    // The member id keeps the approved gender's prefix while the change waits.
    expect(saved).toEqual({ Status: 'Success', profile_id: bride.profileId, mid: bride.mid });

    // Others: the approved values, in search, view and the public page.
    expect(await view(groom, bride)).toMatchObject({
      name: 'Radha',
      dob: oldBirthday,
      gender: 'Female',
      city: 'Nashik', // not reviewed: goes live at once
    });
    expect(await searchRowOf(groom, bride)).toMatchObject({ name: 'Radha', dob: oldBirthday });
    expect(await publicNamesBornOn(oldBirthday)).toContain('Radha');
    expect(await publicNamesBornOn(newBirthday)).not.toContain('Radhika');

    // The owner, and the admin on her edit page, read the new values and what waits.
    for (const reader of [bride, admin]) {
      expect(await readBasic(reader, bride)).toMatchObject({
        name: 'Radhika',
        surname: 'Deshpande',
        date_of_birth: newBirthday,
        gender: 'Male',
        city: 'Nashik',
        pending_review: ['name', 'date_of_birth', 'gender'],
      });
    }

    // The operator's list shows what waits, and its filter finds it.
    expect((await adminRowOf(admin, bride)).pending_changes).toEqual({
      name: 'Radhika',
      date_of_birth: newBirthday,
      gender: 'Male',
      photos: 0,
      review_key: expect.any(String),
    });
    const waiting = await listProfiles(ctx, admin, { pending: true });
    expect(waiting.json().rows.map((row: AdminProfileRow) => row.profile_id)).toContain(bride.profileId);

    // Approval: the new values are what everyone sees, the member id follows the gender.
    const approved = await setStatus(ctx, admin, bride.profileId, STATUS_APPROVED);
    expect(approved.statusCode).toBe(200);
    const newMid = `MM${bride.mid.slice(2)}`;
    expect(approved.json().profile).toMatchObject({
      mid: newMid,
      name: 'Radhika',
      gender: 'Male',
      dob: newBirthday,
      pending_changes: null,
    });
    expect(await readBasic(bride, bride)).toMatchObject({ name: 'Radhika', mid: newMid, pending_review: [] });
    expect(await publicNamesBornOn(newBirthday)).toContain('Radhika');
    // Now a groom: no longer among the brides a groom finds.
    expect(await searchRowOf(groom, bride)).toBeUndefined();
    const [audit] = await auditRowsOf(ctx, 'profile', bride.profileId);
    expect(audit).toMatchObject({
      action: 'admin:profile-status',
      after: {
        status: 200,
        approved_changes: { name: 'Radhika', date_of_birth: newBirthday, gender: 'Male', photos: 0 },
      },
    });
    const stillWaiting = await listProfiles(ctx, admin, { pending: true });
    expect(stillWaiting.json().rows.map((row: AdminProfileRow) => row.profile_id)).not.toContain(
      bride.profileId,
    );
  });

  it('shows a new photo to others only after the operator approves it', async () => {
    const admin = await makeAdmin(ctx);
    const { bride, groom } = await approvedBrideAndViewer();
    const [approvedPhoto] = await uploadPhoto(ctx, bride);
    expect(await setFeatured(ctx, admin, bride.profileId, true)).toMatchObject({ statusCode: 200 });
    const featuredBride = async () =>
      (await get(null, apiRoute('featured').url))
        .json()
        .brides.find((b: { name: string }) => b.name === 'Radha');
    const firstThumbnail = (await featuredBride()).thumbnail;
    expect(firstThumbnail).toEqual(expect.any(String));

    // She deletes the approved photo and uploads another: others see no photo until review.
    const deleted = await ctx.app.inject({
      ...apiRoute('deletePhoto', { userId: bride.userId }),
      headers: bearer(bride.token),
      payload: { id: approvedPhoto?.id },
    });
    expect(deleted.statusCode).toBe(200);
    const uploaded = await uploadPhoto(ctx, bride, { approved: false });
    expect(uploaded).toEqual([expect.objectContaining({ approved: false })]);
    const newKey = keyOfUrl((uploaded[0] as PhotoItem).short);

    expect((await view(groom, bride)).photos).toEqual([]);
    expect((await searchRowOf(groom, bride)).photos).toEqual([]);
    expect((await featuredBride()).thumbnail).toBeNull();
    // The owner's own list says it waits; the operator's list counts it.
    const own = await get(bride, apiRoute('listPhotos', { userId: bride.userId }).url);
    expect(own.json()).toEqual([expect.objectContaining({ approved: false })]);
    expect((await adminRowOf(admin, bride)).pending_changes).toEqual({
      photos: 1,
      review_key: expect.any(String),
    });

    expect((await setStatus(ctx, admin, bride.profileId, STATUS_APPROVED)).statusCode).toBe(200);
    const seen = (await view(groom, bride)).photos;
    expect(seen.map((photo: { short: string }) => keyOfUrl(photo.short))).toEqual([newKey]);
    expect(keyOfUrl((await searchRowOf(groom, bride)).photos[0].short)).toBe(newKey);
    expect(keyOfUrl((await featuredBride()).thumbnail)).toBe(newKey);
    expect((await adminRowOf(admin, bride)).pending_changes).toBeNull();
  });

  it("shows a photo's caption to others only once the operator approved it, and shows it on the review card", async () => {
    const admin = await makeAdmin(ctx);
    const { bride, groom } = await approvedBrideAndViewer({ name: 'Lata' });
    await uploadCaptioned(bride, 'At the temple');
    expect((await setStatus(ctx, admin, bride.profileId, STATUS_APPROVED)).statusCode).toBe(200);
    const newCaption = 'Diwali at home in Pune';
    await uploadCaptioned(bride, newCaption);

    // Other members: the approved caption only, in view and search.
    const captionsOf = (photos: { caption: string | null }[]) => photos.map((photo) => photo.caption);
    expect(captionsOf((await view(groom, bride)).photos)).toEqual(['At the temple']);
    expect(captionsOf((await searchRowOf(groom, bride)).photos)).toEqual(['At the temple']);
    const seenByGroom = await get(groom, apiRoute('viewProfile', { profileId: bride.profileId }).url);
    expect(seenByGroom.body).not.toContain(newCaption);
    // The owner reads her own caption as she wrote it.
    const own = (await get(bride, apiRoute('listPhotos', { userId: bride.userId }).url)).json();
    expect(captionsOf(own)).toEqual(['At the temple', newCaption]);

    // The operator's review card shows the caption that waits, beside its photo.
    const queue = (await get(admin, apiRoute('adminPendingProfiles', { page: 1 }).url)).json();
    const card = queue.rows.find((row: { mid: string }) => row.mid === bride.mid);
    expect(card?.photos).toEqual([
      expect.objectContaining({ approved: true, caption: 'At the temple' }),
      expect.objectContaining({ approved: false, caption: newCaption }),
    ]);

    const approved = await ctx.app.inject({
      ...apiRoute('updateProfileStatus', { profileId: bride.profileId }),
      headers: bearer(admin.token),
      payload: {
        profile_id: bride.profileId,
        status: STATUS_APPROVED,
        review_key: card?.pending_changes?.review_key,
      },
    });
    expect(approved.statusCode).toBe(200);
    expect(captionsOf((await view(groom, bride)).photos)).toEqual(['At the temple', newCaption]);
  });

  it('refuses to approve what the member changed after the operator looked', async () => {
    const admin = await makeAdmin(ctx);
    const { bride, groom } = await approvedBrideAndViewer({ name: 'Meera' });
    const [looked] = await uploadPhoto(ctx, bride, { approved: false });
    const seen = (await adminRowOf(admin, bride)).pending_changes;
    expect(seen).toEqual({ photos: 1, review_key: expect.any(String) });

    // The member swaps the photo the operator looked at for another one.
    const deleted = await ctx.app.inject({
      ...apiRoute('deletePhoto', { userId: bride.userId }),
      headers: bearer(bride.token),
      payload: { id: looked?.id },
    });
    expect(deleted.statusCode).toBe(200);
    await uploadPhoto(ctx, bride, { approved: false });
    expect((await adminRowOf(admin, bride)).pending_changes?.photos).toBe(1);

    const approve = (reviewKey: string | undefined) =>
      ctx.app.inject({
        ...apiRoute('updateProfileStatus', { profileId: bride.profileId }),
        headers: bearer(admin.token),
        payload: { profile_id: bride.profileId, status: STATUS_APPROVED, review_key: reviewKey },
      });
    const stale = await approve(seen?.review_key);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', Message: expect.stringContaining('Reload') });
    expect((await view(groom, bride)).photos).toEqual([]);

    // Looked at again, it is approved.
    const fresh = (await adminRowOf(admin, bride)).pending_changes;
    expect((await approve(fresh?.review_key)).statusCode).toBe(200);
    expect((await view(groom, bride)).photos).toHaveLength(1);
  });

  it('keeps approved photos in sight while a new one waits', async () => {
    const admin = await makeAdmin(ctx);
    const { bride, groom } = await approvedBrideAndViewer({ name: 'Kavya' });
    const [first] = await uploadPhoto(ctx, bride);
    await uploadPhoto(ctx, bride, { approved: false });
    const seen = (await view(groom, bride)).photos;
    expect(seen.map((photo: { short: string }) => keyOfUrl(photo.short))).toEqual([
      keyOfUrl((first as PhotoItem).short),
    ]);
    // The operator sees every photo, to review it.
    expect((await view(admin, bride)).photos).toHaveLength(2);
  });

  it('holds one waiting value however often it is sent, and none once it is sent back to the approved one', async () => {
    const admin = await makeAdmin(ctx);
    const { bride, groom } = await approvedBrideAndViewer();
    const renamed = basicOf(bride, { name: 'Radhika', surname: 'Kale' });
    await saveStep(ctx, bride, 'basic', renamed);
    await saveStep(ctx, bride, 'basic', renamed);
    expect((await adminRowOf(admin, bride)).pending_changes).toEqual({
      name: 'Radhika',
      surname: 'Kale',
      photos: 0,
      review_key: expect.any(String),
    });

    // The name back as approved: only the surname waits.
    await saveStep(ctx, bride, 'basic', basicOf(bride, { surname: 'Kale' }));
    expect((await readBasic(bride, bride)).pending_review).toEqual(['surname']);
    expect((await adminRowOf(admin, bride)).pending_changes).toEqual({
      surname: 'Kale',
      photos: 0,
      review_key: expect.any(String),
    });

    // Everything back as approved: nothing waits, and the filter no longer finds her.
    await saveStep(ctx, bride, 'basic', basicOf(bride, {}));
    expect(await readBasic(bride, bride)).toMatchObject({
      name: 'Radha',
      surname: 'Deshpande',
      pending_review: [],
    });
    expect((await adminRowOf(admin, bride)).pending_changes).toBeNull();
    const waiting = await listProfiles(ctx, admin, { pending: true });
    expect(waiting.json().rows.map((row: AdminProfileRow) => row.profile_id)).not.toContain(bride.profileId);
    expect(await view(groom, bride)).toMatchObject({ name: 'Radha', surname: 'Deshpande' });
  });

  it('lets two tabs race without a half-applied change', async () => {
    const admin = await makeAdmin(ctx);
    const { bride, groom } = await approvedBrideAndViewer();
    const names = ['Rani', 'Rekha', 'Rupa', 'Roopa'];
    const saves = await Promise.all(
      names.map((name) =>
        ctx.app.inject({
          ...apiRoute('saveBasic', { userId: bride.userId }),
          headers: bearer(bride.token),
          payload: basicOf(bride, { name }),
        }),
      ),
    );
    expect(saves.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const waiting = (await adminRowOf(admin, bride)).pending_changes;
    expect(names).toContain(waiting?.name);
    expect(await view(groom, bride)).toMatchObject({ name: 'Radha' });
  });

  it('publishes other edits at once: they are not among the reviewed fields', async () => {
    const { bride, groom } = await approvedBrideAndViewer();
    await saveStep(ctx, bride, 'personal', {
      height: 160,
      weight: 52,
      complexion: 'Fair',
      body_type: 'Slim',
      physical_status: 'Normal',
      marital_status: 'Never Married',
      food_habits: 'Only Veg',
      about: 'Plays the veena.',
      expectation: 'A patient man.',
    });
    expect((await view(groom, bride)).personal).toMatchObject({ about: 'Plays the veena.', height: 160 });
  });
});

describe('edits that nobody else sees yet, or that the operator makes', () => {
  it('saves the edits of a profile that is not Approved straight away', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { status: 10, basic: { name: 'Sneha' } });
    const saved = await saveStep(ctx, member, 'basic', basicOf(member, { name: 'Snehal', gender: 'Male' }));
    expect(saved.mid).toBe(`MM${member.mid.slice(2)}`);
    expect(await readBasic(member, member)).toMatchObject({
      name: 'Snehal',
      gender: 'Male',
      pending_review: [],
    });
    expect(await adminRowOf(admin, member)).toMatchObject({
      name: 'Snehal',
      gender: 'Male',
      pending_changes: null,
    });

    // Her photo waits with the whole profile, not as a change; once approved, it is approved with her.
    await uploadPhoto(ctx, member, { approved: false });
    const waiting = await listProfiles(ctx, admin, { pending: true });
    expect(waiting.json().rows.map((row: AdminProfileRow) => row.profile_id)).not.toContain(member.profileId);
    await setStatus(ctx, admin, member.profileId, STATUS_APPROVED);
    const own = await get(member, apiRoute('listPhotos', { userId: member.userId }).url);
    expect(own.json()).toEqual([expect.objectContaining({ approved: true })]);
  });

  it("writes the operator's own edit of an Approved profile where others see it", async () => {
    const admin = await makeAdmin(ctx);
    const { bride, groom } = await approvedBrideAndViewer();
    await saveStep(ctx, bride, 'basic', basicOf(bride, { name: 'Radhika' }));
    // The operator's form shows the waiting name; saving it applies it and nothing waits.
    const byAdmin = await ctx.app.inject({
      ...apiRoute('saveBasic', { userId: bride.userId }),
      headers: bearer(admin.token),
      payload: basicOf(bride, { name: 'Radhika' }),
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(await view(groom, bride)).toMatchObject({ name: 'Radhika' });
    expect((await adminRowOf(admin, bride)).pending_changes).toBeNull();

    // A photo the operator adds is shown at once.
    const body = await multipart([
      { field: 'photo', name: 'p.jpg', type: 'image/jpeg', bytes: await jpeg() },
    ]);
    const added = await ctx.app.inject({
      ...apiRoute('uploadPhoto', { userId: bride.userId }),
      headers: { 'content-type': body.contentType, ...bearer(admin.token) },
      payload: body.payload,
    });
    expect(added.json()).toEqual([expect.objectContaining({ approved: true })]);
    expect((await view(groom, bride)).photos).toHaveLength(1);
  });
});
