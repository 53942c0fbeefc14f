import type { ChangePasswordRequest } from '@varmala/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { enforceLoginThrottle, forgetLoginFailures } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { findUserById, updatePassword } from './queries.js';

/**
 * Changes the password and signs out every session but the caller's, which gets a new token of
 * the same session (so its 30 days still count from its login).
 */
export async function changePassword(
  deps: Deps,
  userId: number,
  sessionId: string,
  input: ChangePasswordRequest,
): Promise<string> {
  // Guessing the old password with a stolen token slows and stops like guessing at login.
  const throttleKey = `password-change:${userId}`;
  await enforceLoginThrottle(deps.limiters.loginFailures, throttleKey);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'sessionExpired');
  if (!(await verifyPassword(user.passwordHash, input.old_password))) {
    throw new AppError('VALIDATION_FAILED', 'wrongOldPassword', {
      fields: { old_password: 'wrongOldPassword' },
    });
  }
  await forgetLoginFailures(deps.limiters.loginFailures, throttleKey);
  await updatePassword(deps.db, userId, await hashPassword(input.password));
  deps.authCache.forget(userId);
  return deps.tokens.issueFor(deps.db, userId, sessionId);
}
