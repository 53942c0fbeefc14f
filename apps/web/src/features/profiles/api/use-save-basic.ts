import { useMutation } from '@tanstack/react-query';
import type { BasicRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { loadCurrentUser } from '../../../lib/current-user';
import { startSession } from '../../../lib/session';

interface SaveBasic {
  body: BasicRequest;
  /** At the first save, the family's answer about the public birth-date page; left as it is when absent. */
  publicDobListing?: boolean;
}

/**
 * Saves step 1, then swaps the token for one that carries the member id, gender and state the
 * save has just set: the navbar and the search read them from the token. A family that asked to
 * stay off the public birth-date page is taken off it as soon as the profile exists, long before the
 * operator's approval could list it; should that fail, the save says it failed, and sending it again
 * asks again. `ownProfile: false` (the operator's desk) saves the step only.
 */
export function useSaveBasic(userId: number, { ownProfile = true } = {}) {
  return useMutation({
    mutationFn: async ({ body, publicDobListing }: SaveBasic) => {
      const saved = await callApi('saveBasic', { params: { userId }, body });
      // The operator saving a family's profile: their own token and privacy are not the family's.
      if (!ownProfile) return saved;
      if (publicDobListing === false) {
        await callApi('updatePrivacy', { body: { public_dob_listing: false } });
      }
      try {
        const { token } = await callApi('refreshToken');
        if (startSession(token)) await loadCurrentUser();
      } catch (error) {
        // The profile is saved; the next scheduled refresh brings the new claims.
        console.warn('token refresh after saving basic details failed', error);
      }
      return saved;
    },
  });
}
