import { apiRoute, STATUS_APPROVED } from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { profiles, reports } from '../../db/schema.js';
import {
  auditRowsOf,
  post,
  setFeatured,
  setStatus,
  storedFlags,
  undoRefusal,
} from '../../test/admin-support.js';
import { type Member, makeAdmin, makeMember, NEW_PROFILE } from '../../test/members.js';
import { readMail, useTestSmtpServer } from '../../test/smtp-test-server.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const smtp = useTestSmtpServer();
const ctx = useTestApp({
  // The mailer is built with the app, so the SMTP address is read through a getter.
  get smtpUrl() {
    return smtp.url;
  },
  whatsappNumber: '919800012345',
});

const DAY_MS = 24 * 60 * 60 * 1000;

const REFUSAL_SUBJECTS = [
  'Your Varmala profile was not approved',
  'आपले वरमाला प्रोफाइल मंजूर झाले नाही',
  'உங்கள் தமிழ்மாலா சுயவிவரம் ஏற்கப்படவில்லை',
];

/** The refusal mails the member's address received (it gets a verification mail too), as read. */
const mailsTo = (member: Member) =>
  smtp.received
    .filter((mail) => mail.to.includes(member.secrets.email))
    .map(readMail)
    .filter((mail) => REFUSAL_SUBJECTS.includes(mail.subject));

async function ownStanding(member: TestMember) {
  const me = await ctx.app.inject({ ...apiRoute('me'), headers: bearer(member.token) });
  return me.json().profile as { status: number; refusal_reason: string | null };
}

/** Moves the refusal of a profile back in time, as if it had been made `ms` ago. */
async function refusedAgo(profileId: number, ms: number) {
  const at = new Date(Date.now() - ms).toISOString();
  await ctx.database.db
    .update(profiles)
    .set({ refusal: sql`jsonb_set(${profiles.refusal}, '{at}', to_jsonb(${at}::text))` })
    .where(eq(profiles.id, profileId));
}

describe('rejecting a profile', () => {
  it('refuses a reason off the list, and changes nothing then', async () => {
    const admin = await makeAdmin(ctx);
    const member = (await makeMember(ctx, NEW_PROFILE)) as Member;
    for (const fields of [
      { reason: 'ugly' },
      { reason: null },
      { reason: 'other', note: 'x'.repeat(501) },
      { reason: 'other', note: 'looks\u0000fine' },
      { reason: 'other', note: { text: 'an object' } },
    ]) {
      const response = await setStatus(ctx, admin, member.profileId, 500, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
    }
    expect(await storedFlags(ctx, member.profileId)).toEqual({ status: 0, isFeatured: false });
    expect(await auditRowsOf(ctx, 'profile', member.profileId)).toEqual([]);
    // Other statuses need no reason.
    expect((await setStatus(ctx, admin, member.profileId, 10, {})).statusCode).toBe(200);
  });

  it("takes the spec's body for every status; a refusal without a reason tells the member the site's rules were not met, in their language", async () => {
    const admin = await makeAdmin(ctx);
    for (const status of [0, 10, 200, 300, 301, 500, 501]) {
      const member = (await makeMember(ctx, NEW_PROFILE)) as Member;
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/profile/${member.profileId}/status`,
        headers: bearer(admin.token),
        payload: { profile_id: member.profileId, status },
      });
      expect(response.statusCode, String(status)).toBe(200);
      expect((await storedFlags(ctx, member.profileId))?.status).toBe(status);
      const standing = await ownStanding(member);
      expect(standing.refusal_reason).toBe(status >= 500 ? 'rules_not_met' : null);
    }
    const marathi = (await makeMember(ctx, { ...NEW_PROFILE, language: 'mr' })) as Member;
    await setStatus(ctx, admin, marathi.profileId, 501, {});
    await vi.waitFor(() => expect(mailsTo(marathi)).toHaveLength(1), { timeout: 10_000 });
    const [mail] = mailsTo(marathi);
    expect(mail?.text).toContain('कारण: आपले प्रोफाइल या संकेतस्थळाच्या नियमांत बसत नाही.');
    expect(mail?.text).toContain('https://wa.me/919800012345');
  });

  it("stores the reason and the note, audits both, and the member's pages show the reason, not the note", async () => {
    const admin = await makeAdmin(ctx);
    const member = (await makeMember(ctx, NEW_PROFILE)) as Member;
    const response = await setStatus(ctx, admin, member.profileId, 500, {
      reason: 'photo_not_suitable',
      note: '  Group photo, the bride is not clear  ',
    });
    expect(response.statusCode).toBe(200);
    const refusal = response.json().profile.refusal;
    expect(refusal).toEqual({
      reason: 'photo_not_suitable',
      note: 'Group photo, the bride is not clear',
      at: expect.any(String),
      undo_until: expect.any(String),
    });
    expect(Date.parse(refusal.undo_until) - Date.parse(refusal.at)).toBe(DAY_MS);
    const [audit] = await auditRowsOf(ctx, 'profile', member.profileId);
    expect(audit).toMatchObject({
      adminUserId: admin.userId,
      action: 'admin:profile-status',
      before: { status: 0, is_featured: false },
      after: {
        status: 500,
        is_featured: false,
        reason: 'photo_not_suitable',
        note: 'Group photo, the bride is not clear',
      },
    });

    expect(await ownStanding(member)).toMatchObject({ status: 500, refusal_reason: 'photo_not_suitable' });
    const me = await ctx.app.inject({ ...apiRoute('me'), headers: bearer(member.token) });
    expect(me.body).not.toContain('Group photo');

    // Set to any status that is not a refusal, the reason goes.
    await setStatus(ctx, admin, member.profileId, STATUS_APPROVED);
    expect(await ownStanding(member)).toMatchObject({ status: 200, refusal_reason: null });
  });

  it('tells the member why by mail, in Marathi or Tamil as they read the site, and once', async () => {
    const admin = await makeAdmin(ctx);
    const marathi = (await makeMember(ctx, { ...NEW_PROFILE, language: 'mr' })) as Member;
    const tamil = (await makeMember(ctx, { ...NEW_PROFILE, language: 'ta', domain: 'tamilmala' })) as Member;
    const english = (await makeMember(ctx, NEW_PROFILE)) as Member;

    await setStatus(ctx, admin, marathi.profileId, 500, { reason: 'photo_not_suitable', note: 'blurred' });
    await setStatus(ctx, admin, tamil.profileId, 501, { reason: 'duplicate' });
    await setStatus(ctx, admin, english.profileId, 500, { reason: 'contact_in_text' });
    await vi.waitFor(
      () => expect([marathi, tamil, english].map((m) => mailsTo(m).length)).toEqual([1, 1, 1]),
      { timeout: 10_000 },
    );

    const [mr] = mailsTo(marathi);
    expect(mr?.subject).toBe('आपले वरमाला प्रोफाइल मंजूर झाले नाही');
    expect(mr?.text).toContain(`आपले प्रोफाइल (${marathi.mid})`);
    expect(mr?.text).toContain('कारण: फोटो योग्य नाही.');
    expect(mr?.text).toContain('https://wa.me/919800012345');
    // The operator's note is theirs alone, and nothing is in English.
    expect(mr?.text).not.toMatch(/blurred|Reason|Your profile|photo/);

    const [ta] = mailsTo(tamil);
    // A member of the Tamil site reads its name, not the Marathi site's.
    expect(ta?.subject).toBe('உங்கள் தமிழ்மாலா சுயவிவரம் ஏற்கப்படவில்லை');
    expect(ta?.text).not.toContain('வரமாலா');
    expect(ta?.text).toContain('காரணம்: இதே நபருக்கு வேறொரு சுயவிவரம் ஏற்கெனவே பதிவாகியுள்ளது.');
    expect(ta?.text).not.toMatch(/Reason|Your profile|approve/);

    const [en] = mailsTo(english);
    expect(en?.subject).toBe('Your Varmala profile was not approved');
    expect(en?.text).toContain('Reason: The profile has phone numbers, e-mail or other contact details');

    // The same refusal again (a second tab) sends nothing more; approving sends nothing.
    await setStatus(ctx, admin, english.profileId, 500, { reason: 'contact_in_text' });
    await setStatus(ctx, admin, marathi.profileId, STATUS_APPROVED);
    const check = await makeMember(ctx, NEW_PROFILE);
    await setStatus(ctx, admin, (check as Member).profileId, 500, { reason: 'other' });
    await vi.waitFor(() => expect(mailsTo(check as Member)).toHaveLength(1), { timeout: 10_000 });
    expect(mailsTo(english)).toHaveLength(1);
    expect(mailsTo(marathi)).toHaveLength(1);
  });

  it('needs a reason when a report rejects the profile too, and tells the member', async () => {
    const admin = await makeAdmin(ctx);
    const groom = (await makeMember(ctx, { gender: 'Male', language: 'mr' })) as Member;
    const reporter = (await makeMember(ctx, { gender: 'Female' })) as Member;
    const [report] = await ctx.database.db
      .insert(reports)
      .values({ reporterId: reporter.userId, profileId: groom.profileId, reason: 'asking_money' })
      .returning({ id: reports.id });
    const url = `/api/admin/report/${report?.id}/resolve`;

    const bare = await post(ctx, admin, url, { action: 'reject_profile' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual({ reason: 'Required' });
    expect((await storedFlags(ctx, groom.profileId))?.status).toBe(STATUS_APPROVED);

    const rejected = await post(ctx, admin, url, {
      action: 'reject_profile',
      reason: 'other',
      note: 'asked money',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await auditRowsOf(ctx, 'profile', groom.profileId))[0]?.after).toMatchObject({
      status: 500,
      reason: 'other',
      note: 'asked money',
    });
    await vi.waitFor(() => expect(mailsTo(groom)).toHaveLength(1), { timeout: 10_000 });
    expect(mailsTo(groom)[0]?.text).toContain('कारण: प्रोफाइलबद्दल आम्हाला आपल्याशी बोलायचे आहे.');
  });
});

describe('POST /api/admin/profile/{profileId}/status/undo', () => {
  it('within a day puts back the status and featured flag the profile had, audited', async () => {
    const admin = await makeAdmin(ctx);
    const member = (await makeMember(ctx, { featuredConsent: true })) as Member;
    expect((await setFeatured(ctx, admin, member.profileId, true)).statusCode).toBe(200);
    await setStatus(ctx, admin, member.profileId, 500, { reason: 'incomplete' });
    await refusedAgo(member.profileId, DAY_MS - 60_000);

    const undone = await undoRefusal(ctx, admin, member.profileId);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().profile).toMatchObject({ status: 200, is_featured: true, refusal: null });
    expect(await storedFlags(ctx, member.profileId)).toEqual({ status: 200, isFeatured: true });
    expect(await ownStanding(member)).toMatchObject({ status: 200, refusal_reason: null });
    const [audit] = await auditRowsOf(ctx, 'profile', member.profileId);
    expect(audit).toMatchObject({
      adminUserId: admin.userId,
      action: 'admin:profile-status-undo',
      before: { status: 500, is_featured: false, reason: 'incomplete' },
      after: { status: 200, is_featured: true },
    });

    // Nothing is left to undo, from this tab or another.
    const again = await undoRefusal(ctx, admin, member.profileId);
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(
      'This profile is not rejected or marked duplicate: there is nothing to undo.',
    );
  });

  it('goes back past two refusals in a row, to what the profile was before the first', async () => {
    const admin = await makeAdmin(ctx);
    const member = (await makeMember(ctx, NEW_PROFILE)) as Member;
    await setStatus(ctx, admin, member.profileId, 10);
    await setStatus(ctx, admin, member.profileId, 500, { reason: 'incomplete' });
    await setStatus(ctx, admin, member.profileId, 501, { reason: 'duplicate' });
    const undone = await undoRefusal(ctx, admin, member.profileId);
    expect(undone.json().profile).toMatchObject({ status: 10, refusal: null });
  });

  it('is gone after a day: 409 with a clear message, and the profile stays refused', async () => {
    const admin = await makeAdmin(ctx);
    const member = (await makeMember(ctx, NEW_PROFILE)) as Member;
    await setStatus(ctx, admin, member.profileId, 501, { reason: 'duplicate' });
    await refusedAgo(member.profileId, DAY_MS + 60_000);

    const late = await undoRefusal(ctx, admin, member.profileId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'CONFLICT',
      Message: 'A rejection can be undone for one day only. Set the status again from the status menu.',
    });
    expect((await storedFlags(ctx, member.profileId))?.status).toBe(501);
    expect((await auditRowsOf(ctx, 'profile', member.profileId))[0]?.action).toBe('admin:profile-status');
  });

  it('is the operator’s alone, 404 for an unknown profile, 409 for one never refused', async () => {
    const admin = await makeAdmin(ctx);
    const member = (await makeMember(ctx, NEW_PROFILE)) as Member;
    await setStatus(ctx, admin, member.profileId, 500, { reason: 'other' });
    expect((await undoRefusal(ctx, member, member.profileId)).statusCode).toBe(403);
    expect((await undoRefusal(ctx, null, member.profileId)).statusCode).toBe(401);
    expect((await storedFlags(ctx, member.profileId))?.status).toBe(500);

    expect((await undoRefusal(ctx, admin, 2_000_000_000)).statusCode).toBe(404);
    const approved = (await makeMember(ctx)) as Member;
    expect((await undoRefusal(ctx, admin, approved.profileId)).statusCode).toBe(409);
  });
});
