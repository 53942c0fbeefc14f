import type { AdminProfileBadges, BadgeKind, operatorVerificationRequestSchema } from '@varmala/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../app-types.js';
import type { Db, Tx } from '../../db/client.js';
import { profileBadges, profiles, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { maskedMobile } from '../../lib/sms/sms.js';
import { assertMayCarryBadges, BADGE_HOLDS, dropBadge, grantBadge, readBadges } from '../access/badges.js';
import { recordAdminAction } from '../events/audit-log.js';

type CheckInput = z.output<typeof operatorVerificationRequestSchema>;

async function lockProfile(tx: Tx, profileId: number) {
  const [row] = await tx
    .select({ id: profiles.id, demo: profiles.demo })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'adminProfileNotFound');
  return row;
}

/** Of a document its type and last four characters (all the site keeps); lapsed badges are left out. */
export async function readProfileBadges(db: Db, profileId: number): Promise<AdminProfileBadges> {
  const [profile] = await db
    .select({ mid: profiles.mid, name: profiles.name, demo: profiles.demo })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!profile) throw new AppError('NOT_FOUND', 'adminProfileNotFound');
  const rows = await db
    .select({
      kind: profileBadges.kind,
      by: profileBadges.by,
      verifiedAt: profileBadges.verifiedAt,
      operatorName: users.userName,
      note: profileBadges.note,
      idType: profileBadges.idType,
      idLast4: profileBadges.idLast4,
      mobile: profileBadges.mobile,
    })
    .from(profileBadges)
    .innerJoin(profiles, eq(profiles.id, profileBadges.profileId))
    .leftJoin(users, eq(users.id, profileBadges.operatorId))
    .where(and(eq(profileBadges.profileId, profileId), BADGE_HOLDS))
    .orderBy(asc(profileBadges.verifiedAt), asc(profileBadges.kind));
  return {
    profile_id: profileId,
    ...profile,
    badges: rows.map((row) => ({
      kind: row.kind,
      by: row.by,
      verified_at: row.verifiedAt.toISOString(),
      operator_name: row.by === 'operator' ? row.operatorName : null,
      note: row.note,
      id_type: row.idType as AdminProfileBadges['badges'][number]['id_type'],
      id_last4: row.idLast4,
      ...(row.kind === 'mobile' && row.mobile ? { mobile: maskedMobile(row.mobile) } : {}),
    })),
  };
}

/** Of a document its type and at most its last four characters (the schema refuses more). Audited. */
export async function addVerification(deps: Deps, admin: AuthUser, profileId: number, input: CheckInput) {
  await deps.db.transaction(async (tx) => {
    const profile = await lockProfile(tx, profileId);
    assertMayCarryBadges(profile);
    await grantBadge(tx, profileId, {
      kind: input.kind,
      by: 'operator',
      operatorId: admin.id,
      note: input.note ?? null,
      idType: input.id_type ?? null,
      idLast4: input.id_last4 ?? null,
    });
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: 'admin:verification-add',
      targetType: 'profile',
      targetId: profileId,
      after: { kind: input.kind, id_type: input.id_type ?? null },
    });
  });
  return { Status: 'Success' as const, profile_id: profileId, badges: await readBadges(deps.db, profileId) };
}

export async function withdrawVerification(deps: Deps, admin: AuthUser, profileId: number, kind: BadgeKind) {
  await deps.db.transaction(async (tx) => {
    await lockProfile(tx, profileId);
    if (!(await dropBadge(tx, profileId, kind))) throw new AppError('NOT_FOUND', 'verificationNotFound');
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: 'admin:verification-withdraw',
      targetType: 'profile',
      targetId: profileId,
      before: { kind },
      after: {},
    });
  });
  return { Status: 'Success' as const, profile_id: profileId, badges: await readBadges(deps.db, profileId) };
}
