import { type SignupResponse, STATUS_REJECTED, type ValidSignupRequest } from '@varmala/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { hashPassword } from './password-hash.js';
import { insertUser } from './queries.js';
import { STARTS_REJECTED } from './refused-mobiles.js';
import { startSession } from './sessions.js';

/**
 * A new account and its first session. A number of an account erased while the operator had
 * refused it makes the new account start Rejected (decision 019): the operator decides again.
 */
export async function signup(deps: Deps, input: ValidSignupRequest): Promise<SignupResponse> {
  // The password is hashed before the mobile is looked at, and the insert is the look: a taken
  // mobile is answered after the same work as a new one, so the time tells nothing.
  const passwordHash = await hashPassword(input.password);
  const { user, sessionId, refused } = await deps.db.transaction(async (tx) => {
    const refused = await deps.refusedMobiles.anyRefused(tx, [input.mobile_no]);
    const user = await insertUser(tx, {
      mobile: input.mobile_no,
      passwordHash,
      userName: input.user_name,
      domain: input.domain,
      language: input.language ?? null,
      profileFor: input.profile_for ?? null,
      refusedAtSignup: refused,
    });
    // Taken, by an earlier sign-up or one racing this one: the database lets one through.
    if (!user) throw new AppError('MOBILE_TAKEN', 'mobileTaken');
    return { user, sessionId: await startSession(tx, user.id), refused };
  });
  const token = await deps.tokens.issueFor(deps.db, user.id, sessionId);
  return refused ? { token, profile_status: STATUS_REJECTED, Message: STARTS_REJECTED } : { token };
}
