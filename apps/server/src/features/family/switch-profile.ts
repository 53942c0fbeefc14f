import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { recordFamilyAction, recordGuardianSwitch } from './queries.js';

/**
 * `POST /api/me/family/switch/{userId}`: a token of the login's session acting for a profile it
 * runs (its subject is the profile's account, `act` the guardian), or its own token back. Each
 * switch is a token of its own: two tabs acting for two profiles both keep working.
 */
export async function switchProfile(
  deps: Pick<Deps, 'db' | 'tokens'>,
  loginId: number,
  sessionId: string,
  userId: number,
): Promise<{ token: string }> {
  if (userId === loginId) {
    await recordFamilyAction(deps.db, 'switch', loginId, userId, { role: 'owner' });
    return { token: await deps.tokens.issueFor(deps.db, userId, sessionId) };
  }
  const role = await recordGuardianSwitch(deps.db, loginId, userId);
  if (!role) throw new AppError('FORBIDDEN', 'notYourFamilyProfile');
  return { token: await deps.tokens.issueFor(deps.db, userId, sessionId, loginId) };
}
