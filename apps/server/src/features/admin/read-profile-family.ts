import type { AdminProfileFamily } from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { guardians, profiles, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';

const guardianProfiles = alias(profiles, 'guardian_profiles');

/**
 * `GET /api/admin/profile/{profileId}/family`: who runs a profile (issue 53). The operator reads the
 * last four digits of a guardian's mobile, as the family's own pages show them.
 */
export async function readProfileFamily(db: DbOrTx, profileId: number): Promise<AdminProfileFamily> {
  const [profile] = await db
    .select({ userId: users.id, addedByFamily: users.addedByFamily, claimedAt: users.claimedAt })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId));
  if (!profile) throw new AppError('NOT_FOUND', 'profileNotFound');
  const rows = await db
    .select({
      userId: users.id,
      userName: users.userName,
      name: guardianProfiles.name,
      mid: guardianProfiles.mid,
      mobile: users.mobile,
      role: guardians.role,
    })
    .from(guardians)
    .innerJoin(users, eq(users.id, guardians.guardianUserId))
    .leftJoin(guardianProfiles, eq(guardianProfiles.userId, users.id))
    .where(eq(guardians.profileUserId, profile.userId))
    .orderBy(sql`case ${guardians.role} when 'owner' then 0 when 'manage' then 1 else 2 end`, users.id);
  return {
    profile_id: profileId,
    added_by_family: profile.addedByFamily,
    candidate_claimed: profile.addedByFamily ? profile.claimedAt !== null : null,
    guardians: rows.map((row) => ({
      user_id: row.userId,
      name: row.userName || row.name || '',
      mid: row.mid,
      mobile_last4: row.mobile ? row.mobile.slice(-4) : null,
      role: row.role,
    })),
  };
}
