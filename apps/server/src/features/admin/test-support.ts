/** Members with a saved first step, and the operator's calls, for the admin API tests. */
import { and, desc, eq } from 'drizzle-orm';
import { adminAuditLog, profiles } from '../../db/schema.js';
import { basicFor } from '../../test/profile-fixtures.js';
import { bearer, signupMember, type TestContext, type TestMember } from '../../test/test-app.js';

export interface ProfileMember extends TestMember {
  profileId: number;
  mid: string;
}

/** Signs up and saves step 1 through the API, as a member would; the profile starts Unverified. */
export async function memberWithBasic(
  ctx: TestContext,
  options: { domain?: 'varmala' | 'tamilmala'; basic?: Record<string, unknown> } = {},
): Promise<ProfileMember> {
  const domain = options.domain ?? 'varmala';
  const member = await signupMember(ctx.app, { domain });
  const tamil = domain === 'tamilmala' ? { language: 'Tamil', community: 'Brahmin', surname: 'Iyer' } : {};
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/profile/${member.userId}/basic`,
    headers: bearer(member.token),
    payload: basicFor({ ...tamil, ...options.basic }),
  });
  if (response.statusCode !== 200) throw new Error(`basic save failed: ${response.body}`);
  const { profile_id, mid } = response.json<{ profile_id: number; mid: string }>();
  return { ...member, profileId: profile_id, mid };
}

export function post(ctx: TestContext, who: TestMember | null, url: string, payload?: object) {
  return ctx.app.inject({ method: 'POST', url, headers: who ? bearer(who.token) : {}, payload });
}

export const setStatus = (ctx: TestContext, who: TestMember | null, profileId: number, status: unknown) =>
  post(ctx, who, `/api/admin/profile/${profileId}/status`, { profile_id: profileId, status });

export const setFeatured = (ctx: TestContext, who: TestMember | null, profileId: number, status: unknown) =>
  post(ctx, who, `/api/admin/profile/${profileId}/featured`, { profile_id: profileId, status });

export const listProfiles = (ctx: TestContext, who: TestMember | null, filters: object = {}, page = 1) =>
  post(ctx, who, `/api/admin/profile/list/${page}`, filters);

export async function storedFlags(ctx: TestContext, profileId: number) {
  const [row] = await ctx.database.db
    .select({ status: profiles.status, isFeatured: profiles.isFeatured })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row;
}

/** The audit rows about one record, newest first. */
export function auditRowsOf(ctx: TestContext, targetType: string, targetId: number) {
  return ctx.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, targetType), eq(adminAuditLog.targetId, String(targetId))))
    .orderBy(desc(adminAuditLog.id));
}
