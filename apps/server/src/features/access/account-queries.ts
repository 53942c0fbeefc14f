import { type Language, STATUS_REJECTED } from '@varmala/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { profiles, sessions, subscriptions, users } from '../../db/schema.js';
import { keptApartFromAnyone } from '../access/guardians.js';

export async function findUserByMobile(db: DbOrTx, mobile: string) {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return user;
}

export async function findUserById(db: DbOrTx, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/**
 * One statement with what most requests need of the member's own profile, so those need no round trip.
 * `AuthCache` drops it on any change (logout, demotion, a new password), so each applies at once.
 */
const authUserStatement = preparedOnce((db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      domain: users.domain,
      tokenVersion: users.tokenVersion,
      sessionExpiresAt: sessions.expiresAt,
      gender: profiles.gender,
      // An account that starts Rejected is Rejected before its profile exists (decision 019).
      profileStatus: sql<
        number | null
      >`coalesce(${profiles.status}, case when ${users.refusedAtSignup} then ${sql.raw(String(STATUS_REJECTED))} end)`,
      hasPhoto: sql<boolean>`exists (select 1 from "photos" as ph where ph.profile_id = "profiles"."id")`,
      profileId: profiles.id,
      inBlock: keptApartFromAnyone(sql`"users"."id"`),
      demo: sql<boolean>`coalesce(${profiles.demo}, false)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('auth_session'),
);

export async function findAuthUser(db: Db, sessionId: string) {
  const [user] = await authUserStatement(db).execute({ sessionId });
  return user;
}
export type AuthUserRow = NonNullable<Awaited<ReturnType<typeof findAuthUser>>>;

/** The viewer an auth row stands for, as the request's auth check and a held stream's checks read it. */
export function viewerOf(
  row: Omit<AuthUserRow, 'tokenVersion' | 'sessionExpiresAt'>,
  demosApart: boolean,
  actor?: AuthUser['actor'],
): AuthUser {
  return {
    id: row.id,
    role: row.role,
    domain: row.domain,
    gender: row.gender,
    profileStatus: row.profileStatus,
    hasPhoto: row.hasPhoto,
    profileId: row.profileId,
    inBlock: row.inBlock,
    demo: row.demo,
    demosApart,
    ...(actor ? { actor } : {}),
  };
}

/** Migration 0003. */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

export async function insertUser(
  db: DbOrTx,
  values: Pick<
    typeof users.$inferInsert,
    'mobile' | 'passwordHash' | 'userName' | 'domain' | 'language' | 'profileFor' | 'refusedAtSignup'
  >,
) {
  const [user] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.mobile })
    .returning({ id: users.id });
  return user;
}

export async function updatePassword(db: DbOrTx, userId: number, passwordHash: string) {
  const [user] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return user;
}

const tokenSubjectStatement = preparedOnce((db) =>
  db
    .select({
      id: users.id,
      userName: users.userName,
      role: users.role,
      domain: users.domain,
      language: users.language,
      profileFor: users.profileFor,
      refusedAtSignup: users.refusedAtSignup,
      tokenVersion: users.tokenVersion,
      mid: profiles.mid,
      gender: profiles.gender,
      state: profiles.state,
      emailVerifiedAt: profiles.emailVerifiedAt,
      subscriptionId: sql<number | null>`(select s.id from ${subscriptions} as s
        where s.user_id = ${users.id} and s.start_date <= now() and s.end_date > now()
        order by s.end_date desc limit 1)`,
      guardianTokenVersion: sql<number | null>`(select g.token_version from ${users} as g
        where g.id = ${sql.placeholder('guardianId')}::int)`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('token_subject'),
);

/**
 * What a token says of an account, with its subscription of the moment, in one statement. With
 * `guardianId`, also the token version of the guardian acting for it (their password change ends
 * the switch token too): null when that guardian's account is gone.
 */
export async function findTokenSubject(db: Db, userId: number, guardianId?: number) {
  const [row] = await tokenSubjectStatement(db).execute({ userId, guardianId: guardianId ?? null });
  return row;
}

/** Their next e-mails are written in it. */
export async function updateLanguage(db: DbOrTx, userId: number, language: Language): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}
