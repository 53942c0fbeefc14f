import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { DbOrTx } from '../../db/client.js';
import { blocks, profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { assertMayLook } from '../access/who-may-look.js';
import { viewableBy } from '../access/who-sees-whom.js';

async function ownerOfVisibleProfile(db: DbOrTx, viewer: AuthUser, profileId: number) {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), viewableBy(viewer)))
    .limit(1);
  return row?.userId;
}

const ownerOf = (profileId: number) =>
  sql`(select p.user_id from ${profiles} as p where p.id = ${profileId})`;

export async function hasBlocked(db: DbOrTx, viewerId: number, profileId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, ownerOf(profileId))))
    .limit(1);
  return row !== undefined;
}

/**
 * Silent: nothing tells the other member. Only a visible profile can be blocked, so the list never names
 * one they could not see. Answers the user id blocked, whose kept auth row must go.
 */
export async function blockProfile(db: DbOrTx, viewer: AuthUser, profileId: number): Promise<number | null> {
  assertMayLook(viewer);
  const owner = await ownerOfVisibleProfile(db, viewer, profileId);
  if (owner === undefined) {
    if (await hasBlocked(db, viewer.id, profileId)) return null;
    throw new AppError('NOT_FOUND', 'profileNotFound');
  }
  if (owner === viewer.id) throw new AppError('BAD_REQUEST', 'cannotBlockOwn');
  await db.insert(blocks).values({ blockerId: viewer.id, blockedId: owner }).onConflictDoNothing();
  return owner;
}

/** A profile neither blocked nor visible is 404, as in view. */
export async function unblockProfile(
  db: DbOrTx,
  viewer: AuthUser,
  profileId: number,
): Promise<number | null> {
  const [removed] = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, viewer.id), eq(blocks.blockedId, ownerOf(profileId))))
    .returning({ blockedId: blocks.blockedId });
  if (removed) return removed.blockedId;
  if ((await ownerOfVisibleProfile(db, viewer, profileId)) === undefined) {
    throw new AppError('NOT_FOUND', 'profileNotFound');
  }
  return null;
}
