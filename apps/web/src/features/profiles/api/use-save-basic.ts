import { useMutation } from '@tanstack/react-query';
import type { BasicRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { loadCurrentUser } from '../../../lib/current-user';
import { startSession } from '../../../lib/session';

/**
 * Saves step 1, then swaps the token for one that carries the member id, gender and state the
 * save has just set: the navbar and the search read them from the token.
 */
export function useSaveBasic(userId: number) {
  return useMutation({
    mutationFn: async (body: BasicRequest) => {
      const saved = await callApi('saveBasic', { params: { userId }, body });
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
