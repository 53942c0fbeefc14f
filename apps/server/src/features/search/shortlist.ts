import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { DbOrTx } from '../../db/client.js';
import { profiles, shortlists } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { assertMayLook } from '../access/who-may-look.js';
import { viewableBy } from '../access/who-sees-whom.js';

async function requireVisibleProfile(db: DbOrTx, viewer: AuthUser, profileId: number) {
  const [profile] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), viewableBy(viewer)))
    .limit(1);
  if (!profile) throw new AppError('NOT_FOUND', 'profileNotFound');
  return profile;
}

/** Adding twice is the same as adding once. */
export async function addToShortlist(db: DbOrTx, viewer: AuthUser, profileId: number): Promise<void> {
  assertMayLook(viewer);
  const profile = await requireVisibleProfile(db, viewer, profileId);
  if (profile.userId === viewer.id) {
    throw new AppError('BAD_REQUEST', 'cannotShortlistOwn');
  }
  await db.insert(shortlists).values({ userId: viewer.id, profileId }).onConflictDoNothing();
}

/**
 * Removing twice is the same as removing once. A profile that is no longer visible (married,
 * rejected) can still be removed from the shortlist it is on; anything else unseen is 404.
 */
export async function removeFromShortlist(db: DbOrTx, viewer: AuthUser, profileId: number): Promise<void> {
  assertMayLook(viewer);
  const removed = await db
    .delete(shortlists)
    .where(and(eq(shortlists.userId, viewer.id), eq(shortlists.profileId, profileId)))
    .returning({ profileId: shortlists.profileId });
  if (removed.length === 0) await requireVisibleProfile(db, viewer, profileId);
}
