import type { ProfileReport } from '@varmala/shared';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { DbOrTx } from '../../db/client.js';
import { blocks, profiles, reports } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { PROFILE_NOT_FOUND } from '../search/view-profile.js';
import { assertMayLook, visibleTo } from '../search/visibility.js';

/** The viewer blocked the owner of the outer query's profile: they saw it, and may still report it. */
const blockedBy = (viewerId: number) =>
  sql`exists (select 1 from ${blocks} as b
    where b.blocker_id = ${viewerId} and b.blocked_id = "profiles"."user_id")`;

/**
 * `POST /api/profile/report/{profileId}`: a report for the operator's queue (/admin/reports). A
 * member may report a profile they may see, or one they blocked (blocking first, then reporting, is
 * what someone harassed does); anything else is 404, as in view.
 */
export async function reportProfile(
  db: DbOrTx,
  viewer: AuthUser,
  profileId: number,
  report: ProfileReport,
): Promise<void> {
  assertMayLook(viewer);
  const visible = visibleTo(viewer);
  const [target] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), visible && or(visible, blockedBy(viewer.id))))
    .limit(1);
  if (!target) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  if (target.userId === viewer.id) throw new AppError('BAD_REQUEST', 'You cannot report your own profile.');
  await db.insert(reports).values({
    reporterId: viewer.id,
    profileId,
    reason: report.reason,
    details: report.details ?? null,
  });
}
