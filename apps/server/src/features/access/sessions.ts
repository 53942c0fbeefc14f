import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions } from '../../db/schema.js';

/** A session lasts this long from its login, however often its token is refreshed. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Starts a session for a login or sign-up and answers its id (32 random bytes, base64url). */
export async function startSession(db: DbOrTx, userId: number, now = new Date()): Promise<string> {
  // Ended sessions of this member are of no further use; removing them here keeps the table to
  // about one row per member and device without a job of its own.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
  const id = randomBytes(32).toString('base64url');
  await db
    .insert(sessions)
    .values({ id, userId, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) });
  return id;
}

/** Ends one session of the member (logout); answers whether it was still live. */
export async function endSession(db: DbOrTx, sessionId: string, userId: number): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
