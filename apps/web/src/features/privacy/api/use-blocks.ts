import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { privacyKeys } from './query-keys';

/** The profiles the member blocked, the latest first. */
export function useBlocks() {
  return useQuery({
    queryKey: privacyKeys.blocks,
    queryFn: ({ signal }) => callApi('blockList', { signal }),
    staleTime: 0,
  });
}

/** Lifts a block. Both members see each other again everywhere, so every answer kept is stale. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => callApi('unblockProfile', { params: { profileId } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
