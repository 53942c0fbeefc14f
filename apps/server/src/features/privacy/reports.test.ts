import { apiArgs, REPORT_REASONS, STATUS_REJECTED, VALIDATION_MESSAGES } from '@varmala/shared';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema.js';
import { auditRowsOf, setFeatured, storedFlags } from '../../test/admin-support.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { block, call, report } from '../../test/privacy-support.js';
import { type TestMember, useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);

let admin: TestMember;
let reporter: Member;

beforeAll(async () => {
  admin = await makeAdmin(ctx);
  reporter = await makeMember(ctx, { gender: 'Female', basic: { name: 'Reporterbride' } });
});

const queue = (who: TestMember | null, body: object = {}, page = 1) =>
  call(ctx, who, ...apiArgs('adminReportList', { page }), body);
/** Rejecting goes with the reason the member is told, as the operator's dialog sends it. */
const resolve = (who: TestMember | null, reportId: number, action: string) =>
  call(ctx, who, ...apiArgs('resolveReport', { reportId }), {
    action,
    ...(action === 'reject_profile' ? { reason: 'other' } : {}),
  });

async function lastReportOf(member: Member) {
  const [row] = await ctx.database.db
    .select()
    .from(reports)
    .where(eq(reports.profileId, member.profileId))
    .orderBy(desc(reports.id))
    .limit(1);
  return row;
}

describe('POST /api/profile/report/{profileId}', () => {
  it('takes each reason, with or without details, and stores it for the operator', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    for (const reason of REPORT_REASONS) {
      const response = await report(ctx, reporter, groom, { reason });
      expect(response.statusCode, reason).toBe(200);
      expect(response.json()).toEqual({ Status: 'Success' });
    }
    const details = 'He said he lives in Canada and asked for a gift card.\nThen stopped answering.';
    expect((await report(ctx, reporter, groom, { reason: 'asking_money', details })).statusCode).toBe(200);
    expect(await lastReportOf(groom)).toMatchObject({
      reporterId: reporter.userId,
      reason: 'asking_money',
      details,
      status: 'open',
    });
  });

  it('refuses an unknown reason, control characters and contact details with 400, never a 500', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    const refused: [object, string][] = [
      [{}, 'reason'],
      [{ reason: 'spam' }, 'reason'],
      [{ reason: 'other', details: 'bell\u0007 inside' }, 'details'],
      [{ reason: 'other', details: 'nul \u0000 inside' }, 'details'],
      [{ reason: 'other', details: 'escape \u001b[31m red' }, 'details'],
      [{ reason: 'other', details: 'C1 \u0085 next line' }, 'details'],
      [{ reason: 'other', details: 'x'.repeat(1001) }, 'details'],
      [{ reason: 'asking_money', details: 'He asked me to pay on 98765 43210' }, 'details'],
      [{ reason: 'asking_money', details: 'Pay to fraud@okaxis' }, 'details'],
      [{ reason: 'harassment', details: 'call +44 20 7946 0958' }, 'details'],
    ];
    for (const [body, field] of refused) {
      const response = await report(ctx, reporter, groom, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const number = await report(ctx, reporter, groom, { reason: 'other', details: 'my number 9876543210' });
    expect(number.json().errors.details).toBe(VALIDATION_MESSAGES.contactDetailsInReport);
    expect(await lastReportOf(groom)).toBeUndefined();
  });

  it('answers 404 for a profile the member may not see, and 400 for their own', async () => {
    const unapproved = await makeMember(ctx, { gender: 'Male', status: 0 });
    const otherSite = await makeMember(ctx, { gender: 'Male', domain: 'tamilmala' });
    const paused = await makeMember(ctx, { gender: 'Male' });
    await call(ctx, paused, ...apiArgs('updatePrivacy'), { paused: true });
    for (const target of [unapproved, otherSite, paused]) {
      expect((await report(ctx, reporter, target, { reason: 'fake' })).statusCode).toBe(404);
    }
    expect((await report(ctx, reporter, 2147483000, { reason: 'fake' })).statusCode).toBe(404);
    expect((await report(ctx, reporter, reporter, { reason: 'fake' })).statusCode).toBe(400);
  });

  it('lets a member report someone she has blocked (block first, then report)', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    expect((await block(ctx, reporter, groom)).statusCode).toBe(200);
    expect((await report(ctx, reporter, groom, { reason: 'harassment' })).statusCode).toBe(200);
    // The blocked member cannot report back: he no longer sees her.
    expect((await report(ctx, groom, reporter, { reason: 'fake' })).statusCode).toBe(404);
  });
});

describe('the operator works the queue', () => {
  it('lists reports with both members, newest first, filtered by status', async () => {
    const groom = await makeMember(ctx, { gender: 'Male', basic: { name: 'Reportedgroom' } });
    await report(ctx, reporter, groom, { reason: 'fake', details: 'Photos are of a film actor.' });
    const response = await queue(admin, { status: 'open' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const row = body.rows[0];
    expect(row).toMatchObject({
      reason: 'fake',
      details: 'Photos are of a film actor.',
      status: 'open',
      resolved_at: null,
      profile: {
        profile_id: groom.profileId,
        mid: groom.mid,
        name: 'Reportedgroom',
        status: 200,
        open_reports: 1,
      },
      reporter: { profile_id: reporter.profileId, mid: reporter.mid, name: 'Reporterbride' },
    });
    // Nothing private of either member reaches the queue.
    for (const secret of [
      ...groom.secrets.mobiles,
      groom.secrets.email,
      reporter.secrets.mobiles[0] as string,
    ]) {
      expect(response.body).not.toContain(secret);
    }
    expect((await queue(admin, { status: 'dismissed' })).json().rows).not.toContainEqual(row);
    expect(body.count).toBeGreaterThanOrEqual(1);
    expect((await queue(admin, { status: 'closed' })).statusCode).toBe(400);
  });

  it('dismisses a report once, audited, and leaves the profile as it was', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    await report(ctx, reporter, groom, { reason: 'other' });
    const { id } = (await lastReportOf(groom)) as { id: number };
    const dismissed = await resolve(admin, id, 'dismiss');
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().report).toMatchObject({
      report_id: id,
      status: 'dismissed',
      resolved_at: expect.any(String),
    });
    expect(await storedFlags(ctx, groom.profileId)).toEqual({ status: 200, isFeatured: false });
    expect((await resolve(admin, id, 'dismiss')).statusCode).toBe(409);
    expect((await resolve(admin, id, 'reject_profile')).statusCode).toBe(409);
    const [audit] = await auditRowsOf(ctx, 'report', id);
    expect(audit).toMatchObject({
      adminUserId: admin.userId,
      action: 'admin:report-resolve',
      after: { status: 'dismissed', closed_reports: [id] },
    });
  });

  it('rejects the profile (500, unfeatured, hidden), closes its open reports, and audits both', async () => {
    const groom = await makeMember(ctx, { gender: 'Male', featuredConsent: true });
    const other = await makeMember(ctx, { gender: 'Female' });
    expect((await setFeatured(ctx, admin, groom.profileId, true)).statusCode).toBe(200);
    await report(ctx, reporter, groom, { reason: 'asking_money' });
    await report(ctx, other, groom, { reason: 'fake' });
    const { id } = (await lastReportOf(groom)) as { id: number };
    const before = (await queue(admin, { status: 'open' }))
      .json()
      .rows.find((r: { report_id: number }) => r.report_id === id);
    expect(before.profile.open_reports).toBe(2);

    const rejected = await resolve(admin, id, 'reject_profile');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().report).toMatchObject({
      status: 'rejected',
      profile: { status: STATUS_REJECTED, open_reports: 0 },
    });
    expect(await storedFlags(ctx, groom.profileId)).toEqual({ status: STATUS_REJECTED, isFeatured: false });
    const closed = await ctx.database.db.select().from(reports).where(eq(reports.profileId, groom.profileId));
    expect(closed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const [profileAudit] = await auditRowsOf(ctx, 'profile', groom.profileId);
    expect(profileAudit).toMatchObject({
      action: 'admin:profile-status',
      before: { status: 200, is_featured: true },
      after: { status: STATUS_REJECTED, is_featured: false },
    });
    expect((await auditRowsOf(ctx, 'report', id))[0]?.after).toMatchObject({ status: 'rejected' });
    // Members no longer see him; he may no longer look at anyone.
    expect(
      (await call(ctx, reporter, ...apiArgs('viewProfile', { profileId: groom.profileId }))).statusCode,
    ).toBe(404);
    expect((await call(ctx, groom, ...apiArgs('searchProfiles', { page: 1 }), {})).statusCode).toBe(403);
  });

  it("is the operator's alone, and answers 404 for a report that does not exist", async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    await report(ctx, reporter, groom, { reason: 'fake' });
    const { id } = (await lastReportOf(groom)) as { id: number };
    for (const who of [reporter, groom]) {
      expect((await queue(who)).statusCode).toBe(403);
      expect((await resolve(who, id, 'reject_profile')).statusCode).toBe(403);
    }
    expect((await queue(null)).statusCode).toBe(401);
    expect((await resolve(admin, 2147483000, 'dismiss')).statusCode).toBe(404);
    expect((await resolve(admin, id, 'delete')).statusCode).toBe(400);
    expect(await storedFlags(ctx, groom.profileId)).toMatchObject({ status: 200 });
  });
});
