import { apiRoute, STATUS_APPROVED } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, oneTimeTokens, profiles, users } from '../../db/schema.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { basicFor } from '../../test/profile-fixtures.js';
import {
  bearer,
  decodeClaims,
  type TestMember,
  uniqueIp,
  uniqueMobile,
  useTestApp,
} from '../../test/test-app.js';
import { idsOf, search } from '../search/test-support.js';
import { claimLinkText } from './claim-link-text.js';

const ctx = useTestApp();

let adminPromise: Promise<TestMember> | undefined;
const theAdmin = () => {
  adminPromise ??= makeAdmin(ctx);
  return adminPromise;
};

function register(who: TestMember | null, payload: object) {
  return ctx.app.inject({
    ...apiRoute('createAssistedProfile'),
    remoteAddress: uniqueIp(),
    headers: who ? bearer(who.token) : {},
    payload,
  });
}

function claim(payload: object) {
  return ctx.app.inject({ ...apiRoute('claimAccount'), remoteAddress: uniqueIp(), payload });
}

/** The user id and secret of a claim link. */
function partsOf(url: string) {
  const match = /\/claim\/(\d+)\/([A-Za-z0-9_-]+)$/.exec(url);
  if (!match) throw new Error(`not a claim link: ${url}`);
  return { user_id: Number(match[1]), secret: match[2] as string };
}

describe('a family registered at the office', () => {
  it('gets an account from the operator only, with a claim link to send on WhatsApp in their language', async () => {
    const admin = await theAdmin();
    const member = await makeMember(ctx, { steps: [] });
    const mobile = uniqueMobile();
    const payload = { user_name: 'Sunita Patil', mobile_no: mobile, language: 'mr', profile_for: 'daughter' };
    expect((await register(null, payload)).statusCode).toBe(401);
    expect((await register(member, payload)).statusCode).toBe(403);

    const response = await register(admin, payload);
    expect(response.statusCode).toBe(200);
    const link = response.json();
    expect(link).toMatchObject({ mobile_no: mobile, registered_by_operator: true });
    expect(link.claim_url).toMatch(/^http:\/\/varmala\.test\/claim\/\d+\/[A-Za-z0-9_-]{43}$/);
    expect(link.claim_text).toContain(link.claim_url);
    expect(link.claim_text).toContain('पासवर्ड');
    const days = (new Date(link.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);

    // Only the secret's hash is stored.
    const { secret } = partsOf(link.claim_url);
    const stored = await ctx.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, link.user_id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(secret);

    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, link.user_id));
    expect(account).toMatchObject({ registeredBy: admin.userId, claimedAt: null, language: 'mr' });
    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(link.user_id)));
    expect(audit.map((row) => row.action)).toContain('admin:assisted-profile');

    // The same mobile again: already registered.
    expect((await register(admin, payload)).statusCode).toBe(409);
    // Nobody can log in before the family sets a password.
    const login = await ctx.app.inject({
      ...apiRoute('login'),
      remoteAddress: uniqueIp(),
      payload: { mobile_no: mobile, password: 'correct horse battery' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('the claim link sets the password once; a renewed link replaces the old; an expired one fails', async () => {
    const admin = await theAdmin();
    const mobile = uniqueMobile();
    const first = (
      await register(admin, { user_name: 'Ravi Kumar', mobile_no: mobile, language: 'ta' })
    ).json();
    expect(first.claim_text).toContain('கடவுச்சொல்');
    const renewed = await ctx.app.inject({
      ...apiRoute('renewClaimLink', { userId: first.user_id }),
      headers: bearer(admin.token),
    });
    expect(renewed.statusCode).toBe(200);
    const second = renewed.json();
    const password = 'a family password';
    expect((await claim({ ...partsOf(first.claim_url), password })).statusCode).toBe(400);
    expect((await claim({ ...partsOf(second.claim_url), secret: 'x'.repeat(43), password })).statusCode).toBe(
      400,
    );

    const claimed = await claim({ ...partsOf(second.claim_url), password });
    expect(claimed.statusCode).toBe(200);
    expect(decodeClaims(claimed.json().token).user_id).toBe(first.user_id);
    const again = await claim({ ...partsOf(second.claim_url), password: 'another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message_key).toBe('invalidClaimLink');
    const login = await ctx.app.inject({
      ...apiRoute('login'),
      remoteAddress: uniqueIp(),
      payload: { mobile_no: mobile, password },
    });
    expect(login.statusCode).toBe(200);
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, first.user_id));
    expect(account?.claimedAt).not.toBeNull();
    // Claimed: no new link.
    const late = await ctx.app.inject({
      ...apiRoute('renewClaimLink', { userId: first.user_id }),
      headers: bearer(admin.token),
    });
    expect(late.statusCode).toBe(409);

    // A link past its 7 days does nothing.
    const old = (await register(admin, { user_name: 'Late Family', mobile_no: uniqueMobile() })).json();
    await ctx.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, old.user_id));
    expect((await claim({ ...partsOf(old.claim_url), password })).statusCode).toBe(400);

    // A member's own account has no claim link.
    const member = await makeMember(ctx, { steps: [] });
    const notAssisted = await ctx.app.inject({
      ...apiRoute('renewClaimLink', { userId: member.userId }),
      headers: bearer(admin.token),
    });
    expect(notAssisted.statusCode).toBe(409);
  });

  it('the operator fills the steps; the profile shows in search only once approved', async () => {
    const admin = await theAdmin();
    const groom = await makeMember(ctx, { gender: 'Male' });
    const link = (await register(admin, { user_name: 'Meera Joshi', mobile_no: uniqueMobile() })).json();
    const saved = await ctx.app.inject({
      ...apiRoute('saveBasic', { userId: link.user_id }),
      headers: bearer(admin.token),
      payload: basicFor({ name: 'Meera', surname: 'Joshi', gender: 'Female', mobiles: [uniqueMobile()] }),
    });
    expect(saved.statusCode).toBe(200);
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, link.user_id));
    if (!profile) throw new Error('no profile saved');
    expect(profile.status).toBe(0);
    expect(idsOf((await search(ctx, groom)).json())).not.toContain(profile.id);

    const approved = await ctx.app.inject({
      ...apiRoute('updateProfileStatus', { profileId: profile.id }),
      headers: bearer(admin.token),
      payload: { profile_id: profile.id, status: STATUS_APPROVED },
    });
    expect(approved.statusCode).toBe(200);
    await expect.poll(async () => idsOf((await search(ctx, groom)).json())).toContain(profile.id);
  });

  it('writes the claim text for an SMS as well, in each language', () => {
    const facts = { siteName: 'Varmala', url: 'https://varmala.example/claim/7/abc', days: 7 };
    for (const language of ['en', 'mr', 'ta'] as const) {
      const text = claimLinkText(language, facts);
      expect(text).toContain(facts.url);
      expect(text).toContain('Varmala');
    }
  });
});
