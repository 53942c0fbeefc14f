import { useMutation } from '@tanstack/react-query';
import type { BasicRequest, SaveBasicResponse, TokenResponse } from '@varmala/shared';
import { api } from '../../../lib/api-client';
import { loadCurrentUser } from '../../../lib/current-user';
import { startSession } from '../../../lib/session';

/**
 * Saves step 1, then swaps the token for one that carries the member id, gender and state the
 * save has just set: the navbar and the search read them from the token.
 */
export function useSaveBasic(userId: number) {
  return useMutation({
    mutationFn: async (body: BasicRequest) => {
      const saved = await api<SaveBasicResponse>(`/profile/${userId}/basic`, { method: 'POST', body });
      try {
        const { token } = await api<TokenResponse>('/refresh-token');
        if (startSession(token)) await loadCurrentUser();
      } catch (error) {
        // The profile is saved; the next scheduled refresh brings the new claims.
        console.warn('token refresh after saving basic details failed', error);
      }
      return saved;
    },
  });
}
