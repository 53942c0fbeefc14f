import { request } from '../../../lib/http';
import { endSession, getSession } from '../../../lib/session';

let inFlight: Promise<void> | null = null;

/**
 * Ends the session on the server, so the token stops working everywhere it may have been copied,
 * then forgets it here. The local token goes whatever the server answers: offline, or a session
 * that had already ended, the member still leaves.
 */
export function logOut(): Promise<void> {
  const { token } = getSession();
  if (!token) return Promise.resolve();
  inFlight ??= request('logout', { token })
    .catch(() => undefined)
    .then(() => {
      if (getSession().token === token) endSession();
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
