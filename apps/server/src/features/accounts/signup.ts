import { type SignupResponse, STATUS_REJECTED, type ValidSignupRequest } from '@varmala/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { hashPassword } from '../../lib/password-hash.js';
import { insertUser } from '../access/account-queries.js';
import { STARTS_REJECTED } from '../access/refused-mobiles.js';
import { startSession } from '../access/sessions.js';

/** A number of an account erased while refused starts the new one Rejected (decision 019). */
export async function signup(deps: Deps, input: ValidSignupRequest): Promise<SignupResponse> {
  // Hashed before the mobile is looked at, and the insert is the look: a taken mobile costs the same time.
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
    // By an earlier sign-up or one racing this one: the database lets one through.
    if (!user) throw new AppError('MOBILE_TAKEN', 'mobileTaken');
    return { user, sessionId: await startSession(tx, user.id), refused };
  });
  const token = await deps.tokens.issueFor(deps.db, user.id, sessionId);
  return refused ? { token, profile_status: STATUS_REJECTED, Message: STARTS_REJECTED } : { token };
}
