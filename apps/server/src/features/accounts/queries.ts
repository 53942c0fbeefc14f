import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles, subscriptions, users } from '../../db/schema.js';

export async function findUserByMobile(db: DbOrTx, mobile: string) {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return user;
}

export async function findUserById(db: DbOrTx, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/** The little the auth check needs on every request, read fresh so a demotion or logout-everywhere applies at once. */
export async function findAuthUser(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({ id: users.id, role: users.role, domain: users.domain, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user;
}

export async function insertUser(
  db: DbOrTx,
  values: { mobile: string; passwordHash: string; userName: string; domain: 'varmala' | 'tamilmala' },
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
