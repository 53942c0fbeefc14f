import { createHash, randomBytes } from 'node:crypto';
import type { GuardianRole } from '@varmala/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { adminAuditLog, guardians, oneTimeTokens, profiles, users } from '../../db/schema.js';
import { guardianRoleSql } from '../access/guardians.js';

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const newSecret = () => randomBytes(32).toString('base64url');

/** Never a number in full. */
export async function recordFamilyAction(
  db: DbOrTx,
  action: 'switch' | 'profile-added' | 'invite' | 'invite-accepted' | 'guardian-removed' | 'candidate-login',
  by: number,
  targetUserId: number,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(adminAuditLog).values({
    action: `family:${action}`,
    targetType: 'user',
    targetId: String(targetUserId),
    after: { by, ...details },
  });
}

const guardianSwitchStatement = preparedOnce((db) => {
  const profileUserId = sql.placeholder('profileUserId');
  const loginId = sql.placeholder('loginId');
  const written = db.$with('written', { role: sql<GuardianRole>`role`.as('role') }).as(
    sql`insert into ${adminAuditLog} (action, target_type, target_id, after)
      select 'family:switch', 'user', ${profileUserId}::text,
        jsonb_build_object('by', ${loginId}::int, 'role', r.role)
      from (select ${guardianRoleSql(profileUserId, loginId)} as role) as r
      where r.role is not null
      returning after->>'role' as role`,
  );
  return db.with(written).select({ role: written.role }).from(written).prepare('family_switch');
});

/**
 * A guardian's switch to a profile they run, written to the audit log in the statement that reads
 * their role: the role, or null (and nothing written) when they run no such profile.
 */
export async function recordGuardianSwitch(
  db: Db,
  loginId: number,
  profileUserId: number,
): Promise<GuardianRole | null> {
  const [row] = await guardianSwitchStatement(db).execute({ loginId, profileUserId });
  return row?.role ?? null;
}

export async function runBy(db: DbOrTx, loginId: number) {
  return db
    .select({ userId: guardians.profileUserId, role: guardians.role })
    .from(guardians)
    .where(eq(guardians.guardianUserId, loginId));
}

export async function familyAccounts(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: users.id,
      userName: users.userName,
      mobile: users.mobile,
      profileFor: users.profileFor,
      addedByFamily: users.addedByFamily,
      claimedAt: users.claimedAt,
      declaredGender: users.declaredGender,
      reservedProfileId: users.reservedProfileId,
      refusedAtSignup: users.refusedAtSignup,
      domain: users.domain,
      language: users.language,
      profileId: profiles.id,
      mid: profiles.mid,
      name: profiles.name,
      gender: profiles.gender,
      status: profiles.status,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, userIds));
}
export type FamilyAccount = Awaited<ReturnType<typeof familyAccounts>>[number];

export async function guardiansOf(db: DbOrTx, profileUserIds: number[]) {
  if (profileUserIds.length === 0) return [];
  return db
    .select({
      profileUserId: guardians.profileUserId,
      guardianUserId: guardians.guardianUserId,
      role: guardians.role,
    })
    .from(guardians)
    .where(inArray(guardians.profileUserId, profileUserIds));
}

export function hasCandidateLogin(account: Pick<FamilyAccount, 'addedByFamily' | 'claimedAt'>): boolean {
  return account.addedByFamily && account.claimedAt !== null;
}

/** Its own (it is the candidate, or the login that holds it) and those it added (`owner`). */
export async function ownedBy(db: DbOrTx, loginId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: guardians.profileUserId })
    .from(guardians)
    .where(and(eq(guardians.guardianUserId, loginId), eq(guardians.role, 'owner')));
  return [loginId, ...rows.map((row) => row.userId)];
}

export async function insertGuardian(
  db: DbOrTx,
  profileUserId: number,
  guardianUserId: number,
  role: GuardianRole,
) {
  await db
    .insert(guardians)
    .values({ profileUserId, guardianUserId, role })
    .onConflictDoUpdate({ target: [guardians.profileUserId, guardians.guardianUserId], set: { role } });
}

export async function deleteGuardian(
  db: DbOrTx,
  profileUserIds: number[],
  guardianUserId: number,
  roles?: GuardianRole[],
) {
  const removed = await db
    .delete(guardians)
    .where(
      and(
        inArray(guardians.profileUserId, profileUserIds),
        eq(guardians.guardianUserId, guardianUserId),
        roles ? inArray(guardians.role, roles) : undefined,
      ),
    )
    .returning({ profileUserId: guardians.profileUserId });
  return removed.map((row) => row.profileUserId);
}

/** Earlier ones stop working. */
export async function issueClaimSecret(db: DbOrTx, userId: number, ttlMs: number): Promise<string> {
  const secret = newSecret();
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, 'account_claim'),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  await db.insert(oneTimeTokens).values({
    userId,
    purpose: 'account_claim',
    secretHash: hashSecret(secret),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return secret;
}

export async function mobileTaken(db: DbOrTx, mobile: string, except: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
  return row !== undefined && row.id !== except;
}
