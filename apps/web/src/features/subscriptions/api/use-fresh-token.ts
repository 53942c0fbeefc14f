import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import { subscriptionKeys } from './query-keys';

/**
 * Swaps the token for one with the current claims. A subscription granted (or ended) since the
 * member logged in is in the token only after this; the profile page reads it from there.
 */
export function useFreshToken(enabled = true) {
  return useQuery({
    queryKey: subscriptionKeys.freshToken,
    queryFn: async ({ signal }) => {
      const { token } = await callApi('refreshToken', { signal });
      startSession(token);
      return token;
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
    enabled,
  });
}
