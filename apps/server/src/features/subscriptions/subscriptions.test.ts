import { apiRoute } from '@varmala/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, downloads, subscriptions } from '../../db/schema.js';
import { multipart, pdf } from '../../test/media-support.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { bearer, decodeClaims, type TestMember, uniqueMobile, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

function get(member: TestMember | null, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: member ? bearer(member.token) : {} });
}

function grant(admin: TestMember | null, payload: object) {
  return ctx.app.inject({
    ...apiRoute('grantSubscription'),
    headers: admin ? bearer(admin.token) : {},
    payload,
  });
}

let adminPromise: Promise<TestMember> | undefined;
function theAdmin() {
  adminPromise ??= makeAdmin(ctx);
  return adminPromise;
}

async function subscribe(member: TestMember, downloadsAllowed: number, days = 30) {
  const response = await grant(await theAdmin(), {
    mobile_no: member.mobile,
    downloads: downloadsAllowed,
    days,
  });
  if (response.statusCode !== 200) throw new Error(`grant failed: ${response.body}`);
  return response.json().subscription.subscription_id as number;
}

async function subscriptionRow(id: number) {
  const [row] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

async function uploadHoroscope(member: TestMember) {
  const body = await multipart([
    { field: 'horoscope', name: 'kundali.pdf', type: 'application/pdf', bytes: pdf() },
  ]);
  const response = await ctx.app.inject({
    ...apiRoute('uploadAttachments', { userId: member.userId }),
    headers: { 'content-type': body.contentType, ...bearer(member.token) },
    payload: body.payload,
  });
  if (response.statusCode !== 200) throw new Error(`attachment upload failed: ${response.body}`);
}

const download = (member: TestMember | null, target: Member | number) =>
  get(member, `/api/profile/download/${typeof target === 'number' ? target : target.profileId}`);

describe('GET /api/subscription', () => {
  it('answers 402 without a subscription, and the summary with one', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const none = await get(member, apiRoute('subscription').url);
    expect(none.statusCode).toBe(402);
    expect(none.json()).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      Message: 'You have no active subscription.',
    });
    expect((await get(null, apiRoute('subscription').url)).statusCode).toBe(401);

    const id = await subscribe(member, 25, 90);
    const response = await get(member, apiRoute('subscription').url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      subscription_id: id,
      total_download: 25,
      current_download: 0,
      start_date: expect.any(String),
      end_date: expect.any(String),
      duration: 90,
      remaining: 90,
    });
    const refreshed = await get(member, apiRoute('refreshToken').url);
    expect(decodeClaims(refreshed.json().token).subscription_id).toBe(id);
  });

  it('ends when the end date has passed', async () => {
    const member = await makeMember(ctx, { gender: 'Female' });
    const groom = await makeMember(ctx, { gender: 'Male' });
    const id = await subscribe(member, 5);
    expect((await download(member, groom)).statusCode).toBe(200);

    await ctx.database.db
      .update(subscriptions)
      .set({ endDate: sql`now() - interval '1 minute'` })
      .where(eq(subscriptions.id, id));
    expect((await get(member, apiRoute('subscription').url)).statusCode).toBe(402);
    // Even a profile downloaded while it ran.
    const expired = await download(member, groom);
    expect(expired.statusCode).toBe(402);
    expect(expired.json().code).toBe('SUBSCRIPTION_REQUIRED');
  });
});

describe('GET /api/profile/download/{profileId}', () => {
  it('needs a subscription; gives mobiles, birth time and horoscope files; the first download uses one', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const groom = await makeMember(ctx, { gender: 'Male' });
    await uploadHoroscope(groom);

    const refused = await download(bride, groom);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      Status: 'Error',
      code: 'SUBSCRIPTION_REQUIRED',
      Message: expect.stringContaining('upgrade'),
    });
    expect(refused.body).not.toContain(groom.secrets.mobiles[0]);

    const id = await subscribe(bride, 2);
    const response = await download(bride, groom);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['attachments', 'birth_time', 'mobiles']);
    expect(body.mobiles).toEqual(groom.secrets.mobiles);
    expect(body.birth_time).toBe(groom.secrets.birthTime);
    expect(body.attachments).toHaveLength(1);
    const file = await ctx.app.inject({ method: 'GET', url: body.attachments[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await subscriptionRow(id))?.currentDownload).toBe(1);

    // Again: free.
    expect((await download(bride, groom)).statusCode).toBe(200);
    expect((await subscriptionRow(id))?.currentDownload).toBe(1);
    const summary = (await get(bride, apiRoute('subscription').url)).json();
    expect(summary).toMatchObject({ total_download: 2, current_download: 1 });
  });

  it('answers 404 for a profile I may not view, using nothing', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const id = await subscribe(bride, 3);
    const tamil = await makeMember(ctx, { gender: 'Male', domain: 'tamilmala' });
    const pending = await makeMember(ctx, { gender: 'Male', status: 0 });
    for (const target of [tamil.profileId, pending.profileId, 99_999_999]) {
      const response = await download(bride, target);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(tamil.secrets.mobiles[0]);
    }
    expect((await subscriptionRow(id))?.currentDownload).toBe(0);
    expect((await download(bride, 0)).statusCode).toBe(400);
    // Without a subscription the answer is the same 404: it tells nothing about the profile.
    const other = await makeMember(ctx, { gender: 'Female' });
    expect((await download(other, pending)).statusCode).toBe(404);
  });

  it('lets the owner and an admin read the details without a subscription or quota', async () => {
    const owner = await makeMember(ctx, { gender: 'Male', status: 0 });
    const own = await download(owner, owner);
    expect(own.statusCode).toBe(200);
    expect(own.json().mobiles).toEqual(owner.secrets.mobiles);
    const admin = await theAdmin();
    const byAdmin = await download(admin, owner);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().birth_time).toBe(owner.secrets.birthTime);
  });

  it('uses exactly the quota when downloads race: 3 of 10 parallel downloads succeed', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const grooms: Member[] = [];
    for (let i = 0; i < 10; i += 1) grooms.push(await makeMember(ctx, { gender: 'Male' }));
    const id = await subscribe(bride, 3);

    const responses = await Promise.all(grooms.map((groom) => download(bride, groom)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(7);
    for (const refused of responses.filter((r) => r.statusCode === 402)) {
      expect(refused.json()).toMatchObject({
        code: 'QUOTA_EXHAUSTED',
        Message: 'You have used all the downloads of your subscription. Please contact us to extend it.',
      });
    }
    expect((await subscriptionRow(id))?.currentDownload).toBe(3);
    const recorded = await ctx.database.db.select().from(downloads).where(eq(downloads.subscriptionId, id));
    const downloaded = grooms.filter((_, i) => statuses[i] === 200).map((g) => g.profileId);
    expect(recorded.map((r) => r.profileId).sort()).toEqual([...downloaded].sort());

    // A profile already downloaded stays free; a new one does not fit.
    const again = await download(bride, downloaded[0] as number);
    expect(again.statusCode).toBe(200);
    const refusedIndex = statuses.indexOf(402);
    expect((await download(bride, grooms[refusedIndex] as Member)).statusCode).toBe(402);
    expect((await subscriptionRow(id))?.currentDownload).toBe(3);

    // The same profile downloaded twice at once uses one download.
    const twin = await makeMember(ctx, { gender: 'Female' });
    const twinSubscription = await subscribe(twin, 1);
    const both = await Promise.all([
      download(twin, grooms[0] as Member),
      download(twin, grooms[0] as Member),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await subscriptionRow(twinSubscription))?.currentDownload).toBe(1);
  });
});

describe('GET /api/subscription/download/list/{page}', () => {
  it('lists my downloads newest first with the profile named', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    const grooms: Member[] = [];
    for (const name of ['Arjun', 'Vikram', 'Rohan']) {
      grooms.push(await makeMember(ctx, { gender: 'Male', basic: { name } }));
    }
    const empty = await get(bride, apiRoute('downloadList', { page: 1 }).url);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ rows: [], count: 0 });

    await subscribe(bride, 10);
    for (const groom of grooms) expect((await download(bride, groom)).statusCode).toBe(200);
    await download(bride, grooms[0] as Member);

    const list = await get(bride, apiRoute('downloadList', { page: 1 }).url);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.count).toBe(3);
    expect(body.rows.map((r: { downloaded_name: string }) => r.downloaded_name)).toEqual([
      'Rohan',
      'Vikram',
      'Arjun',
    ]);
    expect(body.rows[0]).toEqual({
      downloaded_mid: grooms[2]?.mid,
      downloaded_name: 'Rohan',
      viewed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      downloaded_user_id: grooms[2]?.userId,
      profile_id: grooms[2]?.profileId,
    });
    expect((await get(bride, apiRoute('downloadList', { page: 2 }).url)).json()).toEqual({
      rows: [],
      count: 3,
    });
    expect((await get(bride, apiRoute('downloadList', { page: 0 }).url)).statusCode).toBe(400);
    // Another member's list is theirs.
    expect((await get(grooms[0] as Member, apiRoute('downloadList', { page: 1 }).url)).json().count).toBe(0);
  });
});

describe('POST /api/admin/subscription', () => {
  it('is for admins only', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const payload = { mobile_no: member.mobile, downloads: 5, days: 5 };
    expect((await grant(null, payload)).statusCode).toBe(401);
    const forbidden = await grant(member, payload);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    expect((await get(member, apiRoute('subscription').url)).statusCode).toBe(402);
  });

  it('grants by mobile number, extends by user id, and records who did it', async () => {
    const admin = await theAdmin();
    const member = await makeMember(ctx, { steps: [] });
    const first = await grant(admin, { mobile_no: member.mobile, downloads: 10, days: 30 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      Status: 'Success',
      user_id: member.userId,
      extended: false,
      subscription: { total_download: 10, current_download: 0, duration: 30, remaining: 30 },
    });
    expect(first.json().Message).toContain(`Granted 10 downloads for 30 days to ${member.mobile}`);
    const id = first.json().subscription.subscription_id;

    const second = await grant(admin, { user_id: member.userId, downloads: '5', days: '10' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      extended: true,
      subscription: { subscription_id: id, total_download: 15, duration: 40, remaining: 40 },
    });

    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'user'), eq(adminAuditLog.targetId, String(member.userId))));
    expect(audit.map((a) => [a.action, a.adminUserId])).toEqual([
      ['admin:grant-subscription', admin.userId],
      ['admin:grant-subscription', admin.userId],
    ]);
    expect((await subscriptionRow(id))?.grantedBy).toBe(admin.userId);
  });

  it.each([
    [{ downloads: 5, days: 5 }, 400],
    [{ mobile_no: '9000000001', user_id: 1, downloads: 5, days: 5 }, 400],
    [{ mobile_no: '123', downloads: 5, days: 5 }, 400],
    [{ user_id: 1, downloads: 0, days: 5 }, 400],
    [{ user_id: 1, downloads: 5, days: 3651 }, 400],
    [{ user_id: 1, downloads: 2.5, days: 5 }, 400],
  ])('refuses %j', async (payload, status) => {
    const response = await grant(await theAdmin(), payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 for an unknown member', async () => {
    const mobile = uniqueMobile();
    const response = await grant(await theAdmin(), { mobile_no: mobile, downloads: 5, days: 5 });
    expect(response.statusCode).toBe(404);
    expect(response.json().Message).toBe(`No account has the mobile number ${mobile}.`);
    expect((await grant(await theAdmin(), { user_id: 99_999_999, downloads: 5, days: 5 })).statusCode).toBe(
      404,
    );
  });
});
