import { apiRoute, PROFILE_STATUSES, STATUS_APPROVED } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { auditRowsOf, post, setFeatured, setStatus, storedFlags } from '../../test/admin-support.js';
import { makeAdmin, makeMember, NEW_PROFILE } from '../../test/members.js';
import { useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

describe('POST /api/admin/profile/{profileId}/featured', () => {
  it('features an Approved profile and stops featuring it', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { ...NEW_PROFILE, featuredConsent: true });
    await setStatus(ctx, admin, member.profileId, STATUS_APPROVED);

    const on = await setFeatured(ctx, admin, member.profileId, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      Status: 'Success',
      Message: 'Profile status updated...',
      profile: { profile_id: member.profileId, status: 200, status_label: 'Approved', is_featured: true },
    });
    expect(await storedFlags(ctx, member.profileId)).toEqual({ status: 200, isFeatured: true });

    const off = await setFeatured(ctx, admin, member.profileId, false);
    expect(off.statusCode).toBe(200);
    expect(off.json().profile.is_featured).toBe(false);
    expect(await storedFlags(ctx, member.profileId)).toEqual({ status: 200, isFeatured: false });

    const [unfeatured, featured] = await auditRowsOf(ctx, 'profile', member.profileId);
    expect(featured).toMatchObject({
      adminUserId: admin.userId,
      action: 'admin:profile-featured',
      before: { is_featured: false },
      after: { is_featured: true },
    });
    expect(unfeatured).toMatchObject({ before: { is_featured: true }, after: { is_featured: false } });
  });

  it('refuses to feature a profile that is not Approved, with 409 and a clear message', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { ...NEW_PROFILE, featuredConsent: true });
    for (const { code } of PROFILE_STATUSES.filter((s) => s.code !== STATUS_APPROVED)) {
      await setStatus(ctx, admin, member.profileId, code);
      const refused = await setFeatured(ctx, admin, member.profileId, true);
      expect(refused.statusCode, String(code)).toBe(409);
      expect(refused.json()).toEqual({
        Status: 'Error',
        code: 'CONFLICT',
        Message: 'Only Approved profiles can be featured. Approve the profile first.',
        message_key: 'onlyApprovedFeatured',
      });
      expect(await storedFlags(ctx, member.profileId)).toEqual({ status: code, isFeatured: false });
    }
    // No audit row for a refused change: only the status changes are logged.
    const actions = (await auditRowsOf(ctx, 'profile', member.profileId)).map((row) => row.action);
    expect(new Set(actions)).toEqual(new Set(['admin:profile-status']));
    // Unfeaturing is always allowed.
    expect((await setFeatured(ctx, admin, member.profileId, false)).statusCode).toBe(200);
  });

  it('refuses to feature a profile whose member has not agreed, with 409, and features it once they have', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, NEW_PROFILE);
    await setStatus(ctx, admin, member.profileId, STATUS_APPROVED);
    const refused = await setFeatured(ctx, admin, member.profileId, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      Status: 'Error',
      code: 'CONFLICT',
      Message:
        'This member has not agreed to appear on the home page. Only profiles whose member agreed can be featured.',
      message_key: 'onlyWithConsent',
    });
    expect(await storedFlags(ctx, member.profileId)).toEqual({ status: 200, isFeatured: false });

    const agreed = await ctx.app.inject({
      ...apiRoute('setFeaturedConsent', { userId: member.userId }),
      headers: { authorization: `Bearer ${member.token}` },
      payload: { consent: true },
    });
    expect(agreed.statusCode).toBe(200);
    const featured = await setFeatured(ctx, admin, member.profileId, true);
    expect(featured.json().profile).toMatchObject({ is_featured: true, featured_consent: true });
  });

  it('unfeatures a profile that leaves Approved, whatever its new status', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { ...NEW_PROFILE, featuredConsent: true });
    for (const { code } of PROFILE_STATUSES.filter((s) => s.code !== STATUS_APPROVED)) {
      await setStatus(ctx, admin, member.profileId, STATUS_APPROVED);
      expect((await setFeatured(ctx, admin, member.profileId, true)).json().profile.is_featured).toBe(true);
      const moved = await setStatus(ctx, admin, member.profileId, code);
      expect(moved.json().profile).toMatchObject({ status: code, is_featured: false });
      expect(await storedFlags(ctx, member.profileId)).toEqual({ status: code, isFeatured: false });
    }
  });

  it('validates the body and answers 404 for an unknown profile', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { ...NEW_PROFILE, featuredConsent: true });
    await setStatus(ctx, admin, member.profileId, STATUS_APPROVED);

    for (const status of ['yes', 1, null]) {
      const response = await setFeatured(ctx, admin, member.profileId, status);
      expect(response.statusCode, String(status)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { status: 'Invalid value' },
      });
    }
    const missing = await post(
      ctx,
      admin,
      apiRoute('updateProfileFeatured', { profileId: member.profileId }).url,
      {
        profile_id: member.profileId,
      },
    );
    expect(missing.json().errors).toEqual({ status: 'Required' });
    const differ = await post(
      ctx,
      admin,
      apiRoute('updateProfileFeatured', { profileId: member.profileId }).url,
      {
        profile_id: member.profileId + 1,
        status: true,
      },
    );
    expect(differ.statusCode).toBe(400);
    expect(await storedFlags(ctx, member.profileId)).toEqual({ status: 200, isFeatured: false });

    const unknown = await setFeatured(ctx, admin, 2_000_000_000, true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('lets parallel status and featured changes end with featured only on an Approved profile', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { ...NEW_PROFILE, featuredConsent: true });
    await setStatus(ctx, admin, member.profileId, STATUS_APPROVED);
    const results = await Promise.all([
      setFeatured(ctx, admin, member.profileId, true),
      setStatus(ctx, admin, member.profileId, 500),
    ]);
    for (const response of results) expect([200, 409]).toContain(response.statusCode);
    expect(await storedFlags(ctx, member.profileId)).toEqual({ status: 500, isFeatured: false });
  });
});
