import { apiRoute, STATUS_APPROVED } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { reports, unreachableReports } from '../../db/schema.js';
import { post, setStatus } from '../../test/admin-support.js';
import { makeAdmin, makeMember, NEW_PROFILE } from '../../test/members.js';
import { basicFor } from '../../test/profile-fixtures.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

async function dashboard(who: TestMember | null) {
  return ctx.app.inject({
    ...apiRoute('adminDashboard'),
    headers: who ? bearer(who.token) : {},
  });
}

describe('GET /api/admin/dashboard', () => {
  it('counts new profiles, changes to review and open reports, as the operator decides them', async () => {
    const admin = await makeAdmin(ctx);
    const before = (await dashboard(admin)).json();
    expect(before).toEqual({
      new_profiles: expect.any(Number),
      changes_to_review: expect.any(Number),
      open_reports: expect.any(Number),
      unreachable_waiting: expect.any(Number),
      payments_waiting: null,
      stories_waiting: expect.any(Number),
      married_per_month: expect.any(Array),
    });

    const fresh = await makeMember(ctx, NEW_PROFILE);
    const verified = await makeMember(ctx, { ...NEW_PROFILE, domain: 'tamilmala' });
    await setStatus(ctx, admin, verified.profileId, 10);
    const changed = await makeMember(ctx, { basic: { name: 'Radha' } });
    const saved = await ctx.app.inject({
      ...apiRoute('saveBasic', { userId: changed.userId }),
      headers: bearer(changed.token),
      payload: basicFor({ ...changed.steps.basic, name: 'Radhika' }),
    });
    expect(saved.statusCode).toBe(200);
    const [report] = await ctx.database.db
      .insert(reports)
      .values({ reporterId: fresh.userId, profileId: changed.profileId, reason: 'fake' })
      .returning({ id: reports.id });
    const [unreachable] = await ctx.database.db
      .insert(unreachableReports)
      .values({ reporterId: fresh.userId, profileId: changed.profileId, reason: 'switched_off' })
      .returning({ id: unreachableReports.id });

    expect((await dashboard(admin)).json()).toEqual({
      new_profiles: before.new_profiles + 2,
      changes_to_review: before.changes_to_review + 1,
      open_reports: before.open_reports + 1,
      unreachable_waiting: before.unreachable_waiting + 1,
      payments_waiting: null,
      stories_waiting: before.stories_waiting,
      married_per_month: before.married_per_month,
    });

    // Each decision takes its count down, and the list it counts says the same.
    await setStatus(ctx, admin, fresh.profileId, 500);
    await setStatus(ctx, admin, changed.profileId, STATUS_APPROVED);
    await post(ctx, admin, `/api/admin/report/${report?.id}/resolve`, { action: 'dismiss' });
    await post(ctx, admin, `/api/admin/unreachable/${unreachable?.id}/resolve`, { action: 'refund' });
    const after = (await dashboard(admin)).json();
    expect(after).toEqual({ ...before, new_profiles: before.new_profiles + 1 });
    const fromList = await post(ctx, admin, apiRoute('adminProfileList', { page: 1 }).url, {
      status: [0, 10],
    });
    expect(fromList.json().count).toBe(after.new_profiles);
    const changesList = await post(ctx, admin, apiRoute('adminProfileList', { page: 1 }).url, {
      pending: true,
    });
    expect(changesList.json().count).toBe(after.changes_to_review);
    // The tile of numbers that did not answer opens the queue of open ones: the same count.
    const unreachableList = await post(ctx, admin, apiRoute('adminUnreachableList', { page: 1 }).url, {
      status: 'open',
    });
    expect(unreachableList.json().count).toBe(after.unreachable_waiting);
  });

  it('is for the operator only', async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    expect((await dashboard(member)).statusCode).toBe(403);
    expect((await dashboard(null)).statusCode).toBe(401);
  });
});
