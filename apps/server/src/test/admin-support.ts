/** The operator's calls, and what they leave in the database, for the admin API tests. */
import { apiRoute, isRefusedStatus } from '@varmala/shared';
import { and, desc, eq } from 'drizzle-orm';
import { adminAuditLog, profiles } from '../db/schema.js';
import { bearer, type TestContext, type TestMember } from './test-app.js';

export function post(ctx: TestContext, who: TestMember | null, url: string, payload?: object) {
  return ctx.app.inject({ method: 'POST', url, headers: who ? bearer(who.token) : {}, payload });
}

/**
 * Sets a status as the operator's dialog does: a refusal (500, 501) goes with a reason unless the
 * test gives its own body fields.
 */
export const setStatus = (
  ctx: TestContext,
  who: TestMember | null,
  profileId: number,
  status: unknown,
  fields: object = typeof status === 'number' && isRefusedStatus(status) ? { reason: 'incomplete' } : {},
) =>
  post(ctx, who, apiRoute('updateProfileStatus', { profileId }).url, {
    profile_id: profileId,
    status,
    ...fields,
  });

export const undoRefusal = (ctx: TestContext, who: TestMember | null, profileId: number) =>
  post(ctx, who, apiRoute('undoProfileRefusal', { profileId }).url, { profile_id: profileId });

export const setFeatured = (ctx: TestContext, who: TestMember | null, profileId: number, status: unknown) =>
  post(ctx, who, apiRoute('updateProfileFeatured', { profileId }).url, { profile_id: profileId, status });

export const listProfiles = (ctx: TestContext, who: TestMember | null, filters: object = {}, page = 1) =>
  post(ctx, who, apiRoute('adminProfileList', { page }).url, filters);

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
