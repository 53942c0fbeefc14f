import type { ClaimAccountRequest } from '@varmala/shared';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { consumeOneTimeSecret } from '../accounts/one-time-tokens.js';
import { hashPassword } from '../accounts/password-hash.js';
import { startSession } from '../accounts/sessions.js';
import { issueClaimLink } from './claim-link.js';

/**
 * `POST /api/account/claim`: the family sets their own password with the claim link, once, and is
 * logged in. Spending the secret and saving the password are one transaction.
 */
export async function claimAccount(
  deps: Pick<Deps, 'db' | 'tokens' | 'authCache'>,
  input: { user_id: number; secret: string; password: string } & ClaimAccountRequest,
): Promise<{ token: string }> {
  const sessionId = await deps.db.transaction(async (tx) => {
    const token = await consumeOneTimeSecret(tx, input.user_id, 'account_claim', input.secret);
    if (!token) throw new AppError('BAD_REQUEST', 'invalidClaimLink');
    // Hashed only for a secret that opened the claim, as a password reset does: a visitor sending
    // made-up links cannot make the server run argon2 for each of them.
    const passwordHash = await hashPassword(input.password);
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        claimedAt: sql`now()`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, input.user_id), isNotNull(users.registeredBy), isNull(users.claimedAt)))
      .returning({ id: users.id });
    if (!user) throw new AppError('BAD_REQUEST', 'invalidClaimLink');
    return startSession(tx, user.id);
  });
  deps.authCache.forget(input.user_id);
  return { token: await deps.tokens.issueFor(deps.db, input.user_id, sessionId) };
}

/** `POST /api/admin/assisted-profile/{userId}/claim-link`: a new link, the old one no longer works. */
export async function renewClaimLink(db: Db, publicUrl: string, userId: number) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError('NOT_FOUND', 'noAccountWithUserId', { params: { userId } });
    if (user.registeredBy === null) throw new AppError('CONFLICT', 'notAssisted');
    if (user.claimedAt !== null) throw new AppError('CONFLICT', 'alreadyClaimed');
    return issueClaimLink(tx, publicUrl, user);
  });
}
