import type { ChangePasswordRequest } from '@varmala/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../lib/password-hash.js';
import { announceAccountChanges } from '../access/account-changes.js';
import { markAccountClaimed } from '../access/account-claim.js';
import { findUserById, updatePassword } from '../access/account-queries.js';

/**
 * Changes the password and signs out every session but the caller's, which gets a new token of
 * the same session (so its 30 days still count from its login). Tries are counted per member by the
 * route, before the old password is checked.
 */
export async function changePassword(
  deps: Deps,
  userId: number,
  sessionId: string,
  input: ChangePasswordRequest,
): Promise<string> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'sessionExpired');
  if (!(await verifyPassword(user.passwordHash, input.old_password))) {
    throw new AppError('VALIDATION_FAILED', 'wrongOldPassword', {
      fields: { old_password: 'wrongOldPassword' },
    });
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await updatePassword(tx, userId, passwordHash);
    await markAccountClaimed(tx, userId, 'password-change');
  });
  deps.authCache.forget(userId);
  await announceAccountChanges(deps, [userId]);
  return deps.tokens.issueFor(deps.db, userId, sessionId);
}
