import type { Deps } from '../../deps.js';
import { findAuthUser } from './account-queries.js';
import { actingCacheKey, findActingUser } from './guardians.js';

/**
 * A token held by something that outlives its request (a member's event stream), by its claims:
 * its session, account, token version and end, and the guardian acting through it.
 */
export interface HeldToken {
  userId: number;
  sessionId: string;
  /** With a switch token: the guardian's account, acting for `userId`'s profile. */
  actingFor: number | null;
  tokenVersion: number;
  tokenExpiresAt: Date;
}

/**
 * Whether the token would still be accepted now, by the same check every request passes
 * (plugins/auth.ts): not expired, its session live, the account's token version unchanged, the
 * guardian still running the profile. A logout, an erasure, a password change or a refusal that
 * ends the sessions ends it. Answers the auth row (the account's profile), or undefined.
 */
export async function heldTokenAccepted(
  deps: Pick<Deps, 'db' | 'authCache'>,
  held: HeldToken,
  options: { fresh?: boolean } = {},
) {
  if (held.tokenExpiresAt.getTime() <= Date.now()) return undefined;
  const read = () =>
    held.actingFor === null
      ? findAuthUser(deps.db, held.sessionId)
      : findActingUser(deps.db, held.sessionId, held.userId, held.actingFor);
  // Fresh: told that this account changed, the cache of this instance may not have heard it yet.
  const row = options.fresh
    ? await read()
    : await deps.authCache.get(
        held.actingFor === null ? held.sessionId : actingCacheKey(held.sessionId, held.userId),
        read,
      );
  if (
    !row ||
    row.id !== held.userId ||
    row.tokenVersion !== held.tokenVersion ||
    row.sessionExpiresAt.getTime() <= Date.now()
  ) {
    return undefined;
  }
  return row;
}
