import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { searchKeys } from './query-keys';

/**
 * Blocks a profile. The two members no longer see each other anywhere, so every answer kept is
 * stale; the profile's own page is dropped at once.
 */
export function useBlockProfile(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('blockProfile', { params: { profileId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: searchKeys.profile(profileId) });
      await queryClient.invalidateQueries();
    },
  });
}
