import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { memberNumberSequence, profiles, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileInsert = typeof profiles.$inferInsert;

export async function findProfileByUserId(db: DbOrTx, userId: number, forUpdate = false) {
  const query = db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** Holds the account's row until the transaction ends; the lock leaves its key free for references. */
export async function lockAccount(db: DbOrTx, userId: number): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  // Erased while this save was on its way (another tab left the site): nothing is left to save to.
  if (!row) throw new AppError('NOT_FOUND', 'accountGone');
}

export function midPrefix(gender: 'Male' | 'Female'): 'MM' | 'MF' {
  return gender === 'Male' ? 'MM' : 'MF';
}

export async function nextMemberNumber(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute<{ n: string }>(sql`select nextval(${memberNumberSequence.seqName}) as n`);
  return Number(rows[0]?.n);
}

/** Adds a step to the profile's completed steps once, in SQL, so concurrent saves cannot lose one. */
export function withStep(step: string) {
  return sql`case when ${step} = any(${profiles.completedSteps}) then ${profiles.completedSteps}
    else array_append(${profiles.completedSteps}, ${step}::text) end`;
}

/** What the member's own profile needs for GET /api/me: its status and what it still lacks. */
export async function findOwnProfileSummary(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      status: profiles.status,
      refusal: profiles.refusal,
      completedSteps: profiles.completedSteps,
      about: profiles.about,
      email: profiles.email,
      featuredConsent: profiles.featuredConsent,
      gender: profiles.gender,
      hasPhoto: sql<boolean>`exists (select 1 from "photos" as ph where ph.profile_id = "profiles"."id")`,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row;
}
