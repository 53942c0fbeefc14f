import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProfileListResponse } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './query-keys';
import { withUpdatedRow } from './with-updated-row';

/**
 * Undoes a rejection (or duplicate) within its day: the profile gets back what it was, and the row
 * shows it in every list on screen.
 */
export function useUndoRefusal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) =>
      callApi('undoProfileRefusal', { params: { profileId }, body: { profile_id: profileId } }),
    onSuccess: ({ profile }) => {
      queryClient.setQueriesData<InfiniteData<AdminProfileListResponse>>(
        { queryKey: adminKeys.profileLists },
        (data) => data && { ...data, pages: withUpdatedRow(data.pages, profile) },
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: adminKeys.pending });
    },
  });
}
