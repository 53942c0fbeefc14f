/**
 * A number kept for accepted interests, and a number that does not answer paid back: the quota
 * under two tabs at once, the operator's queue, the owner asked to confirm, the review queue.
 */
import { apiArgs, STATUS_APPROVED } from '@varmala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, downloads, profiles } from '../../db/schema.js';
import { answer, call, sent } from '../../test/interests-support.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { saveStep } from '../../test/search-support.js';
import { readMail, useTestSmtpServer } from '../../test/smtp-test-server.js';
import { type TestMember, uniqueMobile, useTestApp } from '../../test/test-app.js';
import { grantSubscription, NO_RATE_LIMITS } from '../../test/trust/trust-support.js';

const smtp = useTestSmtpServer();
const ctx = useTestApp({
  ...NO_RATE_LIMITS,
  get smtpUrl() {
    return smtp.url;
  },
});

let adminPromise: Promise<TestMember> | undefined;
const theAdmin = () => {
  adminPromise ??= makeAdmin(ctx);
  return adminPromise;
};

const download = (who: TestMember, of: Member) =>
  call(ctx, who, ...apiArgs('downloadProfile', { profileId: of.profileId }));
const used = async (who: TestMember) =>
  (await call(ctx, who, ...apiArgs('subscription'))).json<{ current_download: number }>().current_download;
const unreachable = (who: TestMember, of: Member, reason = 'wrong_number') =>
  call(ctx, who, ...apiArgs('reportUnreachable', { profileId: of.profileId }), { reason });
const resolve = async (reportId: number, action: 'refund' | 'dismiss') =>
  call(ctx, await theAdmin(), ...apiArgs('resolveUnreachable', { reportId }), { action });

describe('a number kept for accepted interests', () => {
  it('answers 403 and spends nothing until an interest is accepted, either way; then the quota applies', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    const bride = await makeMember(ctx, { gender: 'Female' });
    await grantSubscription(ctx, groom, 5);
    const privacy = await call(ctx, bride, ...apiArgs('updatePrivacy'), { contact_visibility: 'accepted' });
    expect(privacy.json().contact_visibility).toBe('accepted');
    expect((await call(ctx, bride, ...apiArgs('privacySettings'))).json().contact_visibility).toBe(
      'accepted',
    );

    const refused = await download(groom, bride);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toContain('only after accepting an interest');
    expect(refused.body).not.toContain(bride.secrets.mobiles[0]);
    expect(await used(groom)).toBe(0);

    // Sent, not yet accepted: still kept.
    const id = await sent(ctx, bride, groom);
    expect((await download(groom, bride)).statusCode).toBe(403);
    // He accepts hers: an accepted interest whoever sent it.
    expect((await answer(ctx, groom, id, 'accept')).statusCode).toBe(200);
    const shared = await download(groom, bride);
    expect(shared.statusCode).toBe(200);
    expect(shared.json().mobiles).toEqual(bride.secrets.mobiles);
    expect(await used(groom)).toBe(1);
    // Her own number and the operator: always.
    expect((await download(bride, bride)).statusCode).toBe(200);
    expect((await download(await theAdmin(), bride)).statusCode).toBe(200);
  });

  it('still needs a subscription for an accepted pair', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    const bride = await makeMember(ctx, { gender: 'Female', privacy: { contact_visibility: 'accepted' } });
    const id = await sent(ctx, groom, bride);
    await answer(ctx, bride, id, 'accept');
    expect((await download(groom, bride)).statusCode).toBe(402);
  });

  it('is shared with every subscriber again when she says so', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    const bride = await makeMember(ctx, { gender: 'Female', privacy: { contact_visibility: 'accepted' } });
    await grantSubscription(ctx, groom, 5);
    expect((await download(groom, bride)).statusCode).toBe(403);
    await call(ctx, bride, ...apiArgs('updatePrivacy'), { contact_visibility: 'subscribers' });
    expect((await download(groom, bride)).statusCode).toBe(200);
    expect(
      (await call(ctx, bride, ...apiArgs('updatePrivacy'), { contact_visibility: 'nobody' })).statusCode,
    ).toBe(400);
  });
});

describe('a number that does not answer', () => {
  it('is reported once per download, within 7 days, by the one who downloaded it', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    const bride = await makeMember(ctx, { gender: 'Female' });
    const other = await makeMember(ctx, { gender: 'Male' });
    await grantSubscription(ctx, groom, 5);
    expect((await unreachable(groom, bride)).statusCode).toBe(404);
    expect((await download(groom, bride)).statusCode).toBe(200);
    expect((await unreachable(groom, bride, 'busy')).statusCode).toBe(400);
    expect((await unreachable(other, bride)).statusCode).toBe(404);

    // Two tabs at once: one report.
    const answers = await Promise.all([unreachable(groom, bride), unreachable(groom, bride, 'switched_off')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 200)?.json()).toEqual({
      Status: 'Success',
      report_id: expect.any(Number),
    });

    const late = await makeMember(ctx, { gender: 'Female' });
    await download(groom, late);
    await ctx.database.db
      .update(downloads)
      .set({ viewedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(and(eq(downloads.userId, groom.userId), eq(downloads.profileId, late.profileId)));
    expect((await unreachable(groom, late)).statusCode).toBe(409);
  });

  it('refunded by the operator: the download stops counting, once, and the owner is asked to confirm', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    const bride = await makeMember(ctx, { gender: 'Female', language: 'mr' });
    const third = await makeMember(ctx, { gender: 'Female' });
    await grantSubscription(ctx, groom, 2);
    await download(groom, bride);
    await download(groom, third);
    expect(await used(groom)).toBe(2);
    expect((await download(groom, await makeMember(ctx, { gender: 'Female' }))).statusCode).toBe(402);
    const reportId = (await unreachable(groom, bride)).json().report_id as number;

    const admin = await theAdmin();
    const queue = await call(ctx, admin, ...apiArgs('adminUnreachableList', { page: 1 }), { status: 'open' });
    expect(queue.statusCode).toBe(200);
    const row = queue.json().rows.find((r: { report_id: number }) => r.report_id === reportId);
    expect(row).toMatchObject({
      reason: 'wrong_number',
      status: 'open',
      profile: {
        profile_id: bride.profileId,
        mid: bride.mid,
        mobiles: bride.secrets.mobiles,
        refunded_reports: 0,
      },
      reporter: { profile_id: groom.profileId, mid: groom.mid },
    });
    // The operator rings the number before refunding; the reporter's own numbers are not there.
    expect(JSON.stringify(queue.json())).not.toContain(groom.secrets.mobiles[0]);
    expect((await call(ctx, groom, ...apiArgs('adminUnreachableList', { page: 1 }), {})).statusCode).toBe(
      403,
    );
    expect(
      (await call(ctx, groom, ...apiArgs('resolveUnreachable', { reportId }), { action: 'refund' }))
        .statusCode,
    ).toBe(403);

    // Two operators' tabs at once: one refund.
    const answers = await Promise.all([
      resolve(reportId, 'refund'),
      resolve(reportId, 'refund'),
      resolve(reportId, 'dismiss'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const resolved = answers.find((r) => r.statusCode === 200)?.json().report;
    expect(resolved.status).toBe('refunded');
    expect(await used(groom)).toBe(1);
    // The refunded download does not come back by downloading the same number again.
    expect((await download(groom, bride)).statusCode).toBe(200);
    expect(await used(groom)).toBe(1);
    // The place it freed is there for another family.
    expect((await download(groom, await makeMember(ctx, { gender: 'Female' }))).statusCode).toBe(200);
    expect(await used(groom)).toBe(2);
    // Asked twice for the same download: refused.
    expect((await unreachable(groom, bride)).statusCode).toBe(409);

    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'admin:unreachable-resolve'),
          eq(adminAuditLog.targetId, String(reportId)),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ status: 'refunded', downloads: -1 });

    const home = await call(ctx, bride, ...apiArgs('memberHome'));
    expect(home.json().next_steps).toContain('confirm_number');
    await expect
      .poll(() =>
        smtp.received
          .filter((mail) => mail.to.includes(bride.secrets.email))
          .map(readMail)
          .find((mail) => mail.subject === 'कृपया वरमालावरील आपला मोबाईल नंबर तपासा'),
      )
      .toBeDefined();
    expect((await call(ctx, bride, ...apiArgs('confirmMyNumber'))).statusCode).toBe(200);
    expect((await call(ctx, bride, ...apiArgs('memberHome'))).json().next_steps).not.toContain(
      'confirm_number',
    );
  });

  it('dismissed: the download still counts and the owner is not asked', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    const bride = await makeMember(ctx, { gender: 'Female' });
    await grantSubscription(ctx, groom, 2);
    await download(groom, bride);
    const reportId = (await unreachable(groom, bride, 'not_the_family')).json().report_id as number;
    expect((await resolve(reportId, 'dismiss')).json().report.status).toBe('dismissed');
    expect(await used(groom)).toBe(1);
    expect((await call(ctx, bride, ...apiArgs('memberHome'))).json().next_steps).not.toContain(
      'confirm_number',
    );
  });

  it('refunded twice for one profile: it goes back to the review queue, out of sight', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const grooms = await Promise.all([1, 2].map(() => makeMember(ctx, { gender: 'Male' })));
    for (const groom of grooms) {
      await grantSubscription(ctx, groom, 2);
      await download(groom, bride);
    }
    const first = (await unreachable(grooms[0] as Member, bride)).json().report_id as number;
    const second = (await unreachable(grooms[1] as Member, bride)).json().report_id as number;
    await resolve(first, 'refund');
    const statusOf = async () =>
      (
        await ctx.database.db
          .select({ s: profiles.status })
          .from(profiles)
          .where(eq(profiles.id, bride.profileId))
      )[0]?.s;
    expect(await statusOf()).toBe(STATUS_APPROVED);
    const last = await resolve(second, 'refund');
    expect(last.json().report.profile.refunded_reports).toBe(2);
    expect(await statusOf()).toBe(10);
    const pending = await call(ctx, await theAdmin(), ...apiArgs('adminPendingProfiles', { page: 1 }));
    expect(pending.json().rows.map((r: { profile_id: number }) => r.profile_id)).toContain(bride.profileId);
    expect(
      (await call(ctx, grooms[0] as Member, ...apiArgs('viewProfile', { profileId: bride.profileId })))
        .statusCode,
    ).toBe(404);

    // Paused too, and her home asks for a number that works rather than to confirm this one.
    expect((await call(ctx, bride, ...apiArgs('privacySettings'))).json()).toMatchObject({
      paused: true,
      paused_for: 'number',
    });
    const home = (await call(ctx, bride, ...apiArgs('memberHome'))).json();
    expect(home.next_steps).toContain('correct_number');
    expect(home.next_steps).not.toContain('confirm_number');
    expect(home.paused_for).toBe('number');
    // Confirming the same number does not list it again; a new number lifts the pause, and the
    // operator's approval lists it.
    await call(ctx, bride, ...apiArgs('confirmMyNumber'));
    expect((await call(ctx, bride, ...apiArgs('privacySettings'))).json().paused).toBe(true);
    await saveStep(ctx, bride, 'basic', { ...bride.steps.basic, mobiles: [uniqueMobile()] });
    expect((await call(ctx, bride, ...apiArgs('privacySettings'))).json()).toMatchObject({
      paused: false,
      paused_for: null,
    });
    expect((await call(ctx, bride, ...apiArgs('memberHome'))).json().next_steps).not.toContain(
      'correct_number',
    );
    expect(await statusOf()).toBe(10);
  });

  it('two tabs downloading the last place of the quota: one gets it', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    const brides = await Promise.all([1, 2, 3].map(() => makeMember(ctx, { gender: 'Female' })));
    await grantSubscription(ctx, groom, 2);
    await download(groom, brides[0] as Member);
    const answers = await Promise.all([
      download(groom, brides[1] as Member),
      download(groom, brides[2] as Member),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 402]);
    expect(await used(groom)).toBe(2);
  });
});
