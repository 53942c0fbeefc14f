import type { LoginRequest } from '@varmala/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { verifyAgainstNothing, verifyPassword } from '../../lib/password-hash.js';
import { isUnclaimed, markAccountClaimed } from '../access/account-claim.js';
import { findUserByMobile } from '../access/account-queries.js';
import { startSession } from '../access/sessions.js';

/** Tries are counted by the route, per address and per mobile from that address, before this. */
export async function login(deps: Deps, input: LoginRequest): Promise<string> {
  const user = await findUserByMobile(deps.db, input.mobile_no);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstNothing(input.password).then(() => false);
  if (!user || !valid) {
    // One message for an unknown mobile and a wrong password: a reply must not confirm who is registered.
    throw new AppError('INVALID_CREDENTIALS', 'invalidCredentials');
  }
  // The office's password is one nobody knows: a family logging in set its own, so holds the account.
  const sessionId = isUnclaimed(user)
    ? await deps.db.transaction(async (tx) => {
        await markAccountClaimed(tx, user.id, 'login');
        return startSession(tx, user.id);
      })
    : await startSession(deps.db, user.id);
  return deps.tokens.issueFor(deps.db, user.id, sessionId);
}
