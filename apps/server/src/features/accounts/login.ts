import type { LoginRequest } from '@varmala/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { enforceRateLimit } from '../../lib/enforce-rate-limit.js';
import { verifyAgainstNothing, verifyPassword } from './password-hash.js';
import { findUserByMobile } from './queries.js';

export async function login(deps: Deps, input: LoginRequest, ip: string): Promise<string> {
  enforceRateLimit(deps.limiters.loginPerIp, ip);
  enforceRateLimit(deps.limiters.loginPerMobile, input.mobile_no);

  const user = await findUserByMobile(deps.db, input.mobile_no);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstNothing(input.password).then(() => false);
  if (!user || !valid) {
    // One message for an unknown mobile and a wrong password: a reply must not confirm who is registered.
    throw new AppError('INVALID_CREDENTIALS', 'Invalid mobile number or password.');
  }
  deps.limiters.loginPerMobile.reset(input.mobile_no);
  return deps.tokens.issueFor(deps.db, user.id);
}
