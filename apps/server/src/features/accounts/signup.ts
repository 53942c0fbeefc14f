import type { ValidSignupRequest } from '@varmala/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { hashPassword } from './password-hash.js';
import { insertUser } from './queries.js';
import { startSession } from './sessions.js';

const MOBILE_TAKEN = 'This mobile number is already registered. Please log in.';

export async function signup(deps: Deps, input: ValidSignupRequest): Promise<string> {
  // The password is hashed before the mobile is looked at, and the insert is the look: a taken
  // mobile is answered after the same work as a new one, so the time tells nothing.
  const passwordHash = await hashPassword(input.password);
  const { user, sessionId } = await deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      mobile: input.mobile_no,
      passwordHash,
      userName: input.user_name,
      domain: input.domain,
      language: input.language ?? null,
      profileFor: input.profile_for ?? null,
    });
    // Taken, by an earlier sign-up or one racing this one: the database lets one through.
    if (!user) throw new AppError('MOBILE_TAKEN', MOBILE_TAKEN);
    return { user, sessionId: await startSession(tx, user.id) };
  });
  return deps.tokens.issueFor(deps.db, user.id, sessionId);
}
