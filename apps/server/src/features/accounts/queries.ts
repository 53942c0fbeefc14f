import { type Language, STATUS_REJECTED } from '@varmala/shared';
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { profiles, sessions, subscriptions, users } from '../../db/schema.js';

export async function findUserByMobile(db: DbOrTx, mobile: string) {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return user;
}

export async function findUserById(db: DbOrTx, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/**
 * The one statement of the auth check, by the token's session: the session while it is live, its
 * account, what most member requests need of their own profile (id, gender, status, whether it has
 * a photo, whether it is a demo member) and whether the member is in any block, so those need no round trip of their own. Kept between requests by `AuthCache`, which
 * drops it on any change (logout, demotion, a new password), so each applies at once.
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
      inBlock: sql<boolean>`exists (select 1 from "blocks" as b
        where b.blocker_id = "users"."id" or b.blocked_id = "users"."id")`,
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

/** The live session `sessionId` with its account, or undefined when it ended or never was. */
export async function findAuthUser(db: Db, sessionId: string) {
  const [user] = await authUserStatement(db).execute({ sessionId });
  return user;
}
export type AuthUserRow = NonNullable<Awaited<ReturnType<typeof findAuthUser>>>;

/** The channel the database notifies on when anything `findAuthUser` reads changes (migration 0003). */
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

/** What the token claims are built from: the account, its profile (if saved) and its live subscription. */
export async function findTokenSubject(db: DbOrTx, userId: number, now = new Date()) {
  const [row] = await db
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
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const [subscription] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        lte(subscriptions.startDate, now),
        gt(subscriptions.endDate, now),
      ),
    )
    .orderBy(desc(subscriptions.endDate))
    .limit(1);
  return { ...row, subscriptionId: subscription?.id ?? null };
}

/** Remembers the member's language: their next e-mails are written in it. */
export async function updateLanguage(db: DbOrTx, userId: number, language: Language): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}
