import type { ChangePasswordRequest } from '@varmala/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { findUserById, updatePassword } from './queries.js';

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
  await updatePassword(deps.db, userId, await hashPassword(input.password));
  deps.authCache.forget(userId);
  return deps.tokens.issueFor(deps.db, userId, sessionId);
}
