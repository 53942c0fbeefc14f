import { type MeResponse, TOKEN_TTL_MS, type TokenClaims } from '@varmala/shared';
import { jwtDecode } from 'jwt-decode';
import { useSyncExternalStore } from 'react';
import { readTokenCookie, removeTokenCookie, writeTokenCookie } from './auth-cookie';
import { queryClient } from './query-client';

export interface Session {
  token: string | null;
  claims: TokenClaims | null;
  /** When this browser should consider the token expired, by its own clock. */
  expiresAt: number | null;
  /** The answer of GET /api/me, once known. */
  user: MeResponse | null;
  /** False until the first check of a stored token has finished. */
  isAuthChecked: boolean;
  /**
   * Counts the moves from one signed-in account to another (a family's switch of profile): the
   * shell draws itself anew on each, so nothing of the profile before stays on the screen.
   */
  accountChanges: number;
}

type DecodedToken = TokenClaims & { exp?: number; iat?: number };

const signedOut: Omit<Session, 'isAuthChecked' | 'accountChanges'> = {
  token: null,
  claims: null,
  expiresAt: null,
  user: null,
};

let session: Session = { ...signedOut, isAuthChecked: false, accountChanges: 0 };
const listeners = new Set<() => void>();

function update(next: Partial<Session>): void {
  session = { ...session, ...next };
  for (const listener of listeners) listener();
}

function decode(token: string): DecodedToken | null {
  try {
    return jwtDecode<DecodedToken>(token);
  } catch {
    return null;
  }
}

/**
 * The token's lifetime measured from now by the local clock, so a phone whose clock is off
 * neither refreshes endlessly nor drops a valid session.
 */
function lifetimeMs(claims: DecodedToken): number {
  if (claims.exp && claims.iat && claims.exp > claims.iat) return (claims.exp - claims.iat) * 1000;
  return TOKEN_TTL_MS;
}

export function getSession(): Session {
  return session;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession);
}

/** Keeps a token just issued by the server (login, signup, refresh, password change). */
export function startSession(token: string): boolean {
  const claims = decode(token);
  if (!claims) return false;
  const previousUser = session.claims?.user_id;
  writeTokenCookie(token);
  const changed = previousUser !== undefined && previousUser !== claims.user_id;
  if (changed) queryClient.clear();
  update({
    token,
    claims,
    expiresAt: Date.now() + lifetimeMs(claims),
    user: session.user?.user_id === claims.user_id ? session.user : null,
    accountChanges: session.accountChanges + (changed ? 1 : 0),
  });
  return true;
}

/** Adopts the token kept in the cookie by an earlier visit; false when there is none usable. */
export function resumeSession(): boolean {
  const token = readTokenCookie();
  const claims = token ? decode(token) : null;
  if (!token || !claims) {
    // Writing a cookie costs a phone a few milliseconds at start-up: only one that is there goes.
    if (token) removeTokenCookie();
    return false;
  }
  // The cookie lives no longer than the token, so what is left is at most one lifetime.
  const byClaims = claims.exp ? claims.exp * 1000 : Date.now();
  const expiresAt = Math.min(byClaims, Date.now() + lifetimeMs(claims));
  update({ token, claims, expiresAt });
  return true;
}

export function setCurrentUser(user: MeResponse): void {
  update({ user });
}

export function markAuthChecked(): void {
  update({ isAuthChecked: true });
}

/** Forgets the member: cookie, session and every cached answer of the API. */
export function endSession(): void {
  removeTokenCookie();
  queryClient.clear();
  update({ ...signedOut });
}
