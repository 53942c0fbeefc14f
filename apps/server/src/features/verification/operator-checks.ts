import type { AdminProfileBadges, BadgeKind, operatorVerificationRequestSchema } from '@varmala/shared';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../app-types.js';
import type { Db, Tx } from '../../db/client.js';
import { profileBadges, profiles, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { recordAdminAction } from '../admin/audit-log.js';
import { dropBadge, grantBadge, readBadges } from './badges.js';

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

/**
 * `GET /api/admin/profile/{profileId}/verification`: the profile's badges as the operator sees them,
 * beside the actions that add and withdraw them: when, by which operator, the note, and of a
 * document its type and last four characters (all the site keeps of it). The mobile a code
 * confirmed is not repeated here: it is the profile's own.
 */
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
    })
    .from(profileBadges)
    .leftJoin(users, eq(users.id, profileBadges.operatorId))
    .where(eq(profileBadges.profileId, profileId))
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
    })),
  };
}

/**
 * `POST /api/admin/profile/{profileId}/verification`: the operator called the family, or looked at
 * a document (its type and at most its last four characters; the schema refuses anything more).
 * Audited; a second call renews the date.
 */
export async function addVerification(deps: Deps, admin: AuthUser, profileId: number, input: CheckInput) {
  await deps.db.transaction(async (tx) => {
    const profile = await lockProfile(tx, profileId);
    if (profile.demo) throw new AppError('FORBIDDEN', 'demoNeverVerified');
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

/** `DELETE /api/admin/profile/{profileId}/verification`: the operator withdraws a badge; audited. */
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
