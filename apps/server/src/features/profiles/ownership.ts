import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/**
 * The one rule for `/api/profile/{userId}/...`: the member themself or an ADMIN, nobody else.
 * Anyone else gets 403, whether or not that user exists, so ids cannot be probed.
 */
export function assertMayEditProfileOf(user: AuthUser, userId: number): void {
  if (user.id !== userId && user.role !== 'ADMIN') {
    throw new AppError('FORBIDDEN', 'You are not allowed to do that.');
  }
}

export async function findProfileIdOfUser(db: DbOrTx, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.id;
}

/** Steps after the first need the profile the basic step creates. */
export async function requireProfileIdOfUser(db: DbOrTx, userId: number): Promise<number> {
  const id = await findProfileIdOfUser(db, userId);
  if (id === undefined) {
    throw new AppError('CONFLICT', 'Please save your basic details first.');
  }
  return id;
}
