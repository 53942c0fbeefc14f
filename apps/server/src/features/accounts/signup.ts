import type { SignupRequest } from '@varmala/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { enforceRateLimit } from '../../lib/enforce-rate-limit.js';
import { hashPassword } from './password-hash.js';
import { findUserByMobile, insertUser } from './queries.js';

const MOBILE_TAKEN = 'This mobile number is already registered. Please log in.';

export async function signup(deps: Deps, input: Required<SignupRequest>, ip: string): Promise<string> {
  enforceRateLimit(deps.limiters.signupPerIp, ip);
  enforceRateLimit(deps.limiters.signupPerMobile, input.mobile_no);

  if (await findUserByMobile(deps.db, input.mobile_no)) throw new AppError('MOBILE_TAKEN', MOBILE_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(deps.db, {
    mobile: input.mobile_no,
    passwordHash,
    userName: input.user_name,
    domain: input.domain,
  });
  // Two sign-ups of one mobile racing each other: the database lets one through.
  if (!user) throw new AppError('MOBILE_TAKEN', MOBILE_TAKEN);
  return deps.tokens.issueFor(deps.db, user.id);
}
