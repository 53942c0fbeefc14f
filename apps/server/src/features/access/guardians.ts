import { type GuardianRole, isForSomeoneElse, type SentBy, STATUS_REJECTED } from '@varmala/shared';
import { and, eq, gt, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { guardians, profiles, sessions, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/** A family is the profiles that share a guardian; brothers and sisters never see each other. */

/**
 * The accounts of the viewer's family: whom they run, who runs them, and whom their guardians run. Not
 * tied to the outer row, so PostgreSQL reads it once per statement and then looks each row up in it,
 * where a subquery per row cost a guardian's search fifteen times the database time of another's.
 */
export function familyIdsOf(viewerId: number | Placeholder): SQL {
  return sql`select g.profile_user_id from ${guardians} as g where g.guardian_user_id = ${viewerId}::int
    union all select g.guardian_user_id from ${guardians} as g where g.profile_user_id = ${viewerId}::int
    union all select g.profile_user_id from ${guardians} as g where g.guardian_user_id in
      (select h.guardian_user_id from ${guardians} as h where h.profile_user_id = ${viewerId}::int)`;
}

/** One runs the other, or a guardian runs both. */
export function sameFamilyAs(viewerId: number | Placeholder): SQL<boolean> {
  return sql<boolean>`("profiles"."user_id" in (${familyIdsOf(viewerId)}))`;
}

/** Almost no member is, so the rules that need it are skipped for them (`AuthUser.inBlock`). */
export function keptApartFromAnyone(userId: SQL | number): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from "blocks" as b
      where b.blocker_id = ${userId} or b.blocked_id = ${userId})
    or exists (select 1 from ${guardians} as g
      where g.profile_user_id = ${userId} or g.guardian_user_id = ${userId}))`;
}

export interface Actor {
  id: number;
  role: GuardianRole;
}

/** No row once the session ended or the guardian no longer runs the profile: the token stops at once. */
const actingUserStatement = preparedOnce((db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      domain: users.domain,
      tokenVersion: sql<number>`(select gu.token_version from "users" as gu where gu.id = ${sessions.userId})`,
      sessionExpiresAt: sessions.expiresAt,
      gender: profiles.gender,
      profileStatus: sql<
        number | null
      >`coalesce(${profiles.status}, case when ${users.refusedAtSignup} then ${sql.raw(String(STATUS_REJECTED))} end)`,
      hasPhoto: sql<boolean>`exists (select 1 from "photos" as ph where ph.profile_id = "profiles"."id")`,
      profileId: profiles.id,
      inBlock: keptApartFromAnyone(sql`"users"."id"`),
      demo: sql<boolean>`coalesce(${profiles.demo}, false)`,
      guardianRole: guardians.role,
    })
    .from(sessions)
    .innerJoin(
      guardians,
      and(
        eq(guardians.guardianUserId, sessions.userId),
        eq(guardians.profileUserId, sql.placeholder('subjectId')),
      ),
    )
    .innerJoin(users, eq(users.id, guardians.profileUserId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('guardianId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('auth_acting_session'),
);

export async function findActingUser(db: Db, sessionId: string, subjectId: number, guardianId: number) {
  const [row] = await actingUserStatement(db).execute({ sessionId, subjectId, guardianId });
  return row;
}

export const actingCacheKey = (sessionId: string, subjectId: number) => `${sessionId}>${subjectId}`;

/** `owner` of its own, else its guardian row's, else null. */
export async function roleFor(
  db: DbOrTx,
  profileUserId: number,
  loginId: number,
): Promise<GuardianRole | null> {
  if (profileUserId === loginId) return 'owner';
  const { rows } = await db.execute<{ role: GuardianRole | null }>(
    sql`select ${guardianRoleSql(profileUserId, loginId)} as role`,
  );
  return rows[0]?.role ?? null;
}

/** The guardian row's role, as a subquery: `roleFor` reads it, and the switch writes its audit row with it. */
export function guardianRoleSql(
  profileUserId: number | Placeholder,
  loginId: number | Placeholder,
): SQL<GuardianRole | null> {
  return sql<GuardianRole | null>`(select g.role from ${guardians} as g
    where g.profile_user_id = ${profileUserId}::int and g.guardian_user_id = ${loginId}::int)`;
}

/** The guardian behind a switch token, else the token's own account. */
export function loginOf(user: AuthUser): number {
  return user.actor?.id ?? user.id;
}

/** A `view` guardian writes nothing. Asked once per request (plugins/auth.ts), never route by route. */
export function assertMayWrite(user: AuthUser, method: string): void {
  if (user.actor?.role === 'view' && method !== 'GET' && method !== 'HEAD') {
    throw new AppError('FORBIDDEN', 'familyViewOnly');
  }
}

/** The family when a guardian acts, or when the login is a relative's own; the candidate otherwise. */
export async function sentByOf(db: DbOrTx, user: AuthUser): Promise<SentBy> {
  if (user.actor) return 'family';
  const [account] = await db
    .select({ profileFor: users.profileFor, addedByFamily: users.addedByFamily })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  // A profile the family added has a login only once its candidate claimed it.
  if (!account || account.addedByFamily) return 'candidate';
  return isForSomeoneElse(account.profileFor) ? 'family' : 'candidate';
}

/** 403, though the view answers 404 as for any profile the member may not see. */
export async function assertNotSameFamily(db: DbOrTx, viewer: AuthUser, profileId: number): Promise<void> {
  if (!viewer.inBlock) return;
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), sameFamilyAs(viewer.id)))
    .limit(1);
  if (row) throw new AppError('FORBIDDEN', 'interestWithinFamily');
}

/**
 * Each profile a guardian runs must be named `erase` (owner only) or `keep` (only with another login
 * or managing guardian), else 409. Answers the accounts to erase with theirs.
 */
export async function managedToErase(
  db: DbOrTx,
  userId: number,
  managed: Readonly<Record<string, 'erase' | 'keep'>> | undefined,
): Promise<number[]> {
  const run = await db
    .select({
      userId: guardians.profileUserId,
      role: guardians.role,
      mid: profiles.mid,
      name: profiles.name,
    })
    .from(guardians)
    .leftJoin(profiles, eq(profiles.userId, guardians.profileUserId))
    .where(and(eq(guardians.guardianUserId, userId), inArray(guardians.role, ['owner', 'manage'])));
  const named = (rows: typeof run) =>
    rows.map((row) => (row.name ? `${row.name} (${row.mid})` : `#${row.userId}`)).join(', ');
  const unnamed = run.filter((row) => managed?.[String(row.userId)] === undefined);
  if (unnamed.length > 0) {
    throw new AppError('CONFLICT', 'managedProfilesErasure', { params: { profiles: named(unnamed) } });
  }
  const kept = run.filter((row) => managed?.[String(row.userId)] === 'keep').map((row) => row.userId);
  const stranded = await strandedWithout(db, kept, userId);
  if (stranded.length > 0) {
    throw new AppError('CONFLICT', 'managedProfileNotKept', { params: { profiles: stranded.join(', ') } });
  }
  const toErase = run.filter((row) => managed?.[String(row.userId)] === 'erase');
  if (toErase.some((row) => row.role !== 'owner')) throw new AppError('FORBIDDEN', 'familyOwnerOnly');
  return toErase.map((row) => row.userId);
}

/** Added by the family, unclaimed, with no other owning or managing guardian. */
export async function strandedWithout(db: DbOrTx, profileUserIds: number[], guardianId: number) {
  if (profileUserIds.length === 0) return [];
  const rows = await db
    .select({ userId: users.id, mid: profiles.mid, name: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        inArray(users.id, profileUserIds),
        eq(users.addedByFamily, true),
        isNull(users.claimedAt),
        sql`not exists (select 1 from ${guardians} as other
          where other.profile_user_id = ${users.id} and other.guardian_user_id <> ${guardianId}::int
            and other.role in ('owner', 'manage'))`,
      ),
    );
  return rows.map((row) => (row.name ? `${row.name} (${row.mid})` : `#${row.userId}`));
}
