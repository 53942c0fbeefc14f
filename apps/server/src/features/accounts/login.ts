import type { LoginRequest } from '@varmala/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { addressKey } from '../../lib/address-key.js';
import { enforceLoginThrottle, forgetLoginFailures } from './login-throttle.js';
import { verifyAgainstNothing, verifyPassword } from './password-hash.js';
import { findUserByMobile } from './queries.js';
import { startSession } from './sessions.js';

export async function login(deps: Deps, input: LoginRequest, ip: string): Promise<string> {
  // Per mobile and address: a guesser is stopped, the member trying from home is not. Each address
  // as a whole is limited by the route, before this.
  const throttleKey = `${input.mobile_no}|${addressKey(ip)}`;
  await enforceLoginThrottle(deps.limiters.loginFailures, throttleKey);

  const user = await findUserByMobile(deps.db, input.mobile_no);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstNothing(input.password).then(() => false);
  if (!user || !valid) {
    // One message for an unknown mobile and a wrong password: a reply must not confirm who is registered.
    throw new AppError('INVALID_CREDENTIALS', 'invalidCredentials');
  }
  await forgetLoginFailures(deps.limiters.loginFailures, throttleKey);
  const sessionId = await startSession(deps.db, user.id);
  return deps.tokens.issueFor(deps.db, user.id, sessionId);
}
