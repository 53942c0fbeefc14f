import { callApi } from './api-client';
import { markAuthChecked, resumeSession, setCurrentUser } from './session';

export function loadCurrentUser(): Promise<void> {
  // A 401 has already ended the session inside callApi(); other failures leave it as it is.
  return callApi('me').then(setCurrentUser, () => undefined);
}

/** The first check on start: a stored token is confirmed with GET /api/me before anything shows. */
export async function checkStoredSession(): Promise<void> {
  if (resumeSession()) await loadCurrentUser();
  markAuthChecked();
}
