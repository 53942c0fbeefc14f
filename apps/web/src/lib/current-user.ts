import type { MeResponse } from '@varmala/shared';
import { changeLanguage, chosenOnDevice, currentLanguage } from '../i18n/i18n';
import { callApi } from './api-client';
import { getSession, markAuthChecked, resumeSession, setCurrentUser } from './session';

/**
 * The device and the account agree on the language: a choice made on this device goes to the
 * account (for the member's e-mails); on a device where none was made, the account's is shown.
 */
function agreeOnLanguage(user: MeResponse): void {
  // Acting for a family's profile: the profile's language is the family's, this device's the guardian's.
  if (getSession().claims?.act !== undefined) return;
  const onDevice = chosenOnDevice();
  if (onDevice && onDevice !== user.language) {
    void callApi('setLanguage', { body: { language: onDevice } }).catch(() => undefined);
  } else if (!onDevice && user.language && user.language !== currentLanguage()) {
    void changeLanguage(user.language);
  }
}

export function loadCurrentUser(): Promise<void> {
  // A 401 has already ended the session inside callApi(); other failures leave it as it is.
  return callApi('me').then(
    (user) => {
      setCurrentUser(user);
      agreeOnLanguage(user);
    },
    () => undefined,
  );
}

/** The first check on start: a stored token is confirmed with GET /api/me before anything shows. */
export async function checkStoredSession(): Promise<void> {
  if (resumeSession()) await loadCurrentUser();
  markAuthChecked();
}
