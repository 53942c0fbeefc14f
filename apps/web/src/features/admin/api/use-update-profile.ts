import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProfileListResponse,
  UpdateFeaturedRequest,
  UpdateProfileStatusRequest,
} from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './query-keys';
import { withUpdatedRow } from './with-updated-row';

// The profile id goes in the path as well as the body, so it is a number here, not any input.
type Change =
  | { kind: 'status'; body: UpdateProfileStatusRequest & { profile_id: number } }
  | { kind: 'featured'; body: UpdateFeaturedRequest & { profile_id: number } };

/**
 * A status or featured change of one profile. The answer is the row as it now is (leaving Approved
 * also unfeatures), and it replaces the row in every list on screen.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => {
      const params = { profileId: change.body.profile_id };
      return change.kind === 'status'
        ? callApi('updateProfileStatus', { params, body: change.body })
        : callApi('updateProfileFeatured', { params, body: change.body });
    },
    onSuccess: ({ profile }) => {
      queryClient.setQueriesData<InfiniteData<AdminProfileListResponse>>(
        { queryKey: adminKeys.profileLists },
        (data) => data && { ...data, pages: withUpdatedRow(data.pages, profile) },
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
