import { apiRoute, STATUS_APPROVED } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photos, profiles } from '../../db/schema.js';
import { auditRowsOf, post, setStatus } from '../../test/admin-support.js';
import { makeAdmin, makeMember, NEW_PROFILE } from '../../test/members.js';
import { basicFor } from '../../test/profile-fixtures.js';
import { uploadPhoto } from '../../test/search-support.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

const pending = (who: TestMember, page = 1, after?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/profiles/pending/${page}${after === undefined ? '' : `?after=${encodeURIComponent(after)}`}`,
    headers: bearer(who.token),
  });

/** The whole queue, page after page as the operator's screen reads it. */
async function wholeQueue(
  who: TestMember,
): Promise<{ mid: string; pending_changes: { review_key: string } | null }[]> {
  const rows = [];
  let next: string | null | undefined;
  for (let page = 1; next !== null; page++) {
    const answer = (await pending(who, page, next)).json();
    rows.push(...answer.rows);
    next = answer.next;
  }
  return rows;
}

const discard = (who: TestMember, profileId: number, reviewKey: string) =>
  post(ctx, who, apiRoute('discardProfileChanges', { profileId }).url, {
    profile_id: profileId,
    review_key: reviewKey,
  });

/** An Approved bride who then renames herself and adds a photo: both wait for the operator. */
async function approvedBrideWithChanges() {
  const bride = await makeMember(ctx, { photos: 1, basic: { name: 'Radha' } });
  const basic = { ...bride.steps.basic, name: 'Radhika' };
  const saved = await ctx.app.inject({
    ...apiRoute('saveBasic', { userId: bride.userId }),
    headers: bearer(bride.token),
    payload: basicFor(basic),
  });
  expect(saved.statusCode).toBe(200);
  await uploadPhoto(ctx, bride, { approved: false });
  return bride;
}

describe('GET /api/admin/profiles/pending/{page}', () => {
  it('lists what waits, oldest first: new profiles and Approved ones with changes, with photos and what changed', async () => {
    const admin = await makeAdmin(ctx);
    const first = await makeMember(ctx, { ...NEW_PROFILE, basic: { name: 'Asha' } });
    const changed = await approvedBrideWithChanges();
    const verified = await makeMember(ctx, {
      steps: ['basic', 'personal'],
      status: 10,
      basic: { name: 'Bina' },
    });
    // Not waiting: Approved with nothing new, and refused ones.
    await makeMember(ctx, { basic: { name: 'Chitra' } });
    await makeMember(ctx, { status: 500, basic: { name: 'Deepa' } });

    const response = await pending(admin);
    expect(response.statusCode).toBe(200);
    const { rows, count } = response.json();
    expect(count).toBe(3);
    expect(rows.map((row: { mid: string }) => row.mid)).toEqual([first.mid, changed.mid, verified.mid]);
    const [newRow, changesRow, verifiedRow] = rows;
    expect(newRow).toMatchObject({
      name: 'Asha',
      status: 0,
      status_label: 'Unverified',
      waiting: 'new',
      completed_steps: ['basic'],
      photos: [],
      pending_changes: null,
    });
    expect(new Date(newRow.waiting_since).getTime()).toBeLessThan(
      new Date(changesRow.waiting_since).getTime(),
    );
    expect(changesRow).toMatchObject({
      name: 'Radha',
      status: STATUS_APPROVED,
      waiting: 'changes',
      pending_changes: { name: 'Radhika', photos: 1, review_key: expect.any(String) },
    });
    expect(changesRow.photos.map((photo: { approved: boolean }) => photo.approved)).toEqual([true, false]);
    expect(changesRow.photos[1].short).toMatch(/^\/api\/media\//);
    expect(verifiedRow).toMatchObject({ status: 10, waiting: 'new', completed_steps: ['basic', 'personal'] });
    // Nothing private in the queue: no mobile number, e-mail or address.
    for (const member of [first, changed, verified]) {
      for (const secret of [...member.secrets.mobiles, member.secrets.email, member.secrets.address]) {
        expect(response.body).not.toContain(secret);
      }
    }
  });

  it('is for the operator only', async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    expect((await pending(member)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: apiRoute('adminPendingProfiles', { page: 1 }).url }))
        .statusCode,
    ).toBe(401);
  });

  it('pages on from where the reader is: a profile decided meanwhile pushes no waiting one past them', async () => {
    const admin = await makeAdmin(ctx);
    const waiting = [];
    for (let i = 0; i < 25; i++) waiting.push(await makeMember(ctx, NEW_PROFILE));
    const first = (await pending(admin)).json();
    expect(first.rows).toHaveLength(20);
    expect(first.next).toMatch(/^\d+\.\d+$/);
    // Another tab decides a profile the reader has already seen; then the reader asks for more.
    expect((await setStatus(ctx, admin, first.rows[0].profile_id, 500)).statusCode).toBe(200);
    const seen = new Set<string>(first.rows.map((row: { mid: string }) => row.mid));
    let next: string | null = first.next;
    for (let page = 2; next !== null; page++) {
      const more = await pending(admin, page, next);
      expect(more.statusCode).toBe(200);
      for (const row of more.json().rows) seen.add(row.mid);
      next = more.json().next;
    }
    for (const member of waiting) expect(seen).toContain(member.mid);
    // Page numbers, read the same way, skip the profile that moved up into the first page.
    const byNumber = new Set<string>(first.rows.map((row: { mid: string }) => row.mid));
    const count: number = first.count;
    for (let page = 2; page <= Math.ceil(count / 20); page++) {
      for (const row of (await pending(admin, page)).json().rows) byNumber.add(row.mid);
    }
    expect(waiting.filter((member) => !byNumber.has(member.mid))).toHaveLength(1);
  });

  it('refuses a place in the queue that is not one, without touching the database', async () => {
    const admin = await makeAdmin(ctx);
    for (const after of ['', 'x', '1.2.3', '1;select 1', '99999999999999999999.1', '1.\u0000', '-1.5']) {
      const response = await pending(admin, 2, after);
      expect(response.statusCode, after).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    for (const after of ['0.0', '999999999999999999.9999999999']) {
      expect((await pending(admin, 2, after)).statusCode, after).toBe(200);
    }
  });

  it('empties as the operator approves or rejects', async () => {
    const admin = await makeAdmin(ctx);
    const before = (await pending(admin)).json().count;
    const member = await makeMember(ctx, NEW_PROFILE);
    expect((await pending(admin)).json().count).toBe(before + 1);
    await setStatus(ctx, admin, member.profileId, 500);
    expect((await pending(admin)).json().count).toBe(before);
  });
});

describe('POST /api/admin/profile/{profileId}/changes/discard', () => {
  it('drops the new values and deletes the photos waiting; the approved profile stays as it was', async () => {
    const admin = await makeAdmin(ctx);
    const bride = await approvedBrideWithChanges();
    const row = (await wholeQueue(admin)).find((r) => r.mid === bride.mid);
    const key = row?.pending_changes?.review_key ?? '';
    expect(key).not.toBe('');

    // A stale key: the member changed something after the operator looked.
    const stale = await discard(admin, bride.profileId, 'not-what-was-seen');
    expect(stale.statusCode).toBe(409);

    const done = await discard(admin, bride.profileId, key);
    expect(done.statusCode).toBe(200);
    expect(done.json().profile).toMatchObject({
      name: 'Radha',
      status: STATUS_APPROVED,
      pending_changes: null,
    });
    const [stored] = await ctx.database.db
      .select({ name: profiles.name, pendingChanges: profiles.pendingChanges })
      .from(profiles)
      .where(eq(profiles.id, bride.profileId));
    expect(stored).toEqual({ name: 'Radha', pendingChanges: null });
    const album = await ctx.database.db.select().from(photos).where(eq(photos.profileId, bride.profileId));
    expect(album.map((photo) => photo.approved)).toEqual([true]);
    const [audit] = await auditRowsOf(ctx, 'profile', bride.profileId);
    expect(audit).toMatchObject({
      adminUserId: admin.userId,
      action: 'admin:profile-changes-discarded',
      before: { pending_changes: { name: 'Radhika', photos: 1 } },
      after: { pending_changes: null, photos_deleted: 1 },
    });

    // Nothing waits any more.
    expect((await discard(admin, bride.profileId, key)).statusCode).toBe(409);
    expect((await wholeQueue(admin)).map((r) => r.mid)).not.toContain(bride.mid);
  });

  it('is for the operator only, and 404 for an unknown profile', async () => {
    const admin = await makeAdmin(ctx);
    const bride = await approvedBrideWithChanges();
    expect((await discard(bride, bride.profileId, 'x')).statusCode).toBe(403);
    expect((await discard(admin, 2_000_000_000, 'x')).statusCode).toBe(404);
  });
});
