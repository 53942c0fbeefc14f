import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';

export function mayManageProfileOf(user: AuthUser, userId: number): boolean {
  return user.id === userId || user.role === 'ADMIN';
}

/** 403 whether or not that user exists, so ids cannot be probed. */
export function assertMayEditProfileOf(user: AuthUser, userId: number): void {
  if (!mayManageProfileOf(user, userId)) throw new AppError('FORBIDDEN', 'notAllowed');
}

export function basicDetailsMissing(): AppError {
  return new AppError('CONFLICT', 'basicDetailsFirst');
}

export async function findProfileIdOfUser(db: DbOrTx, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.id;
}

export async function requireProfileIdOfUser(db: DbOrTx, userId: number): Promise<number> {
  const id = await findProfileIdOfUser(db, userId);
  if (id === undefined) throw basicDetailsMissing();
  return id;
}
