import { ApiError, request } from './http';
import { endSession, getSession, startSession } from './session';

/** A member still using the app with less than this left gets a fresh token. */
export const REFRESH_WINDOW_MS = 15 * 60_000;

let inFlight: Promise<void> | null = null;

/**
 * Swaps the token for a fresh one when it is close to expiry. The server has the last word: a
 * token it refuses ends the session, anything else (offline, 5xx) is left for the next try.
 */
export function refreshTokenIfDue(now = Date.now()): Promise<void> {
  const { token, expiresAt } = getSession();
  if (!token || expiresAt === null || expiresAt - now > REFRESH_WINDOW_MS) return Promise.resolve();
  inFlight ??= request('refreshToken', { token })
    .then((response) => {
      if (getSession().token === token) startSession(response.token);
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401 && getSession().token === token) endSession();
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
