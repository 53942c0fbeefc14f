import { apiRoute, isRefusedStatus, PROFILE_STATUSES, STATUS_APPROVED } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { auditRowsOf, post, setFeatured, setStatus, storedFlags } from '../../test/admin-support.js';
import { makeAdmin, makeMember, NEW_PROFILE } from '../../test/members.js';
import { useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

describe('POST /api/admin/profile/{profileId}/status', () => {
  it('sets each of the seven statuses and answers the updated row', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, {
      ...NEW_PROFILE,
      basic: { name: 'Savita', surname: 'Joshi', city: 'Pune', date_of_birth: '1999-03-14' },
    });
    expect(await storedFlags(ctx, member.profileId)).toEqual({ status: 0, isFeatured: false });

    for (const { code, label } of PROFILE_STATUSES) {
      const response = await setStatus(ctx, admin, member.profileId, code);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        Status: 'Success',
        Message: 'Profile status updated...',
        profile: {
          profile_id: member.profileId,
          mid: member.mid,
          name: 'Savita',
          surname: 'Joshi',
          gender: 'Female',
          dob: expect.stringMatching(/^\d{4}-03-14$/),
          city: 'Pune',
          domain: 'varmala',
          status: code,
          status_label: label,
          is_featured: false,
          featured_consent: false,
          pending_changes: null,
          refusal: isRefusedStatus(code)
            ? { reason: 'incomplete', note: null, at: expect.any(String), undo_until: expect.any(String) }
            : null,
          registered_by_operator: false,
          paused_for: null,
        },
      });
      expect((await storedFlags(ctx, member.profileId))?.status).toBe(code);
    }
    // A select sends its value as text.
    expect((await setStatus(ctx, admin, member.profileId, '200')).json().profile.status_label).toBe(
      'Approved',
    );
  });

  it('refuses an unknown status with 400 and changes nothing', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { ...NEW_PROFILE, featuredConsent: true });
    for (const status of [1, 199, 'Approved', -10, 200.5, null]) {
      const response = await setStatus(ctx, admin, member.profileId, status);
      expect(response.statusCode, String(status)).toBe(400);
      expect(response.json()).toMatchObject({
        Status: 'Error',
        code: 'VALIDATION_FAILED',
        errors: { status: expect.any(String) },
      });
    }
    const missing = await post(
      ctx,
      admin,
      apiRoute('updateProfileStatus', { profileId: member.profileId }).url,
      {
        profile_id: member.profileId,
      },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ status: 'Required' });
    expect(await storedFlags(ctx, member.profileId)).toEqual({ status: 0, isFeatured: false });
    expect(await auditRowsOf(ctx, 'profile', member.profileId)).toEqual([]);
  });

  it('answers 404 for a profile that does not exist, 400 for a bad id or ids that differ', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { ...NEW_PROFILE, featuredConsent: true });

    const unknown = await setStatus(ctx, admin, 2_000_000_000, STATUS_APPROVED);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      Status: 'Error',
      code: 'NOT_FOUND',
      Message: 'No profile has this id.',
    });

    const badPath = await post(ctx, admin, apiRoute('updateProfileStatus', { profileId: 'abc' }).url, {
      profile_id: 1,
      status: 200,
    });
    expect(badPath.statusCode).toBe(400);

    const differ = await post(
      ctx,
      admin,
      apiRoute('updateProfileStatus', { profileId: member.profileId }).url,
      {
        profile_id: member.profileId + 1,
        status: STATUS_APPROVED,
      },
    );
    expect(differ.statusCode).toBe(400);
    expect(differ.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { profile_id: 'Invalid value' },
    });
    expect((await storedFlags(ctx, member.profileId))?.status).toBe(0);
  });

  it('writes who changed what, and when, to the audit log with the before and after values', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { ...NEW_PROFILE, featuredConsent: true });
    const started = Date.now();
    expect((await setStatus(ctx, admin, member.profileId, STATUS_APPROVED)).statusCode).toBe(200);
    expect((await setFeatured(ctx, admin, member.profileId, true)).statusCode).toBe(200);
    expect((await setStatus(ctx, admin, member.profileId, 300)).statusCode).toBe(200);

    const [married, featured, approved] = await auditRowsOf(ctx, 'profile', member.profileId);
    expect(approved).toMatchObject({
      adminUserId: admin.userId,
      action: 'admin:profile-status',
      before: { status: 0, is_featured: false },
      after: { status: 200, is_featured: false },
    });
    expect(approved?.createdAt.getTime()).toBeGreaterThanOrEqual(started - 5_000);
    expect(featured).toMatchObject({
      action: 'admin:profile-featured',
      before: { status: 200, is_featured: false },
      after: { status: 200, is_featured: true },
    });
    // Leaving Approved unfeatures, and the log says so.
    expect(married).toMatchObject({
      adminUserId: admin.userId,
      action: 'admin:profile-status',
      before: { status: 200, is_featured: true },
      after: { status: 300, is_featured: false },
    });
    expect(await storedFlags(ctx, member.profileId)).toEqual({ status: 300, isFeatured: false });
  });

  it('keeps a featured profile featured when it is set to Approved again', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { ...NEW_PROFILE, featuredConsent: true });
    await setStatus(ctx, admin, member.profileId, STATUS_APPROVED);
    await setFeatured(ctx, admin, member.profileId, true);
    const again = await setStatus(ctx, admin, member.profileId, STATUS_APPROVED);
    expect(again.json().profile).toMatchObject({ status: 200, is_featured: true });
  });
});
