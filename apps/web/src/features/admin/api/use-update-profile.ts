import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProfileChangeResponse,
  AdminProfileListResponse,
  UpdateFeaturedRequest,
  UpdateProfileStatusRequest,
} from '@varmala/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';
import { withUpdatedRow } from './with-updated-row';

type Change =
  | { kind: 'status'; body: UpdateProfileStatusRequest }
  | { kind: 'featured'; body: UpdateFeaturedRequest };

/**
 * A status or featured change of one profile. The answer is the row as it now is (leaving Approved
 * also unfeatures), and it replaces the row in every list on screen.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: Change) =>
      api<AdminProfileChangeResponse>(`/admin/profile/${body.profile_id}/${kind}`, { method: 'POST', body }),
    onSuccess: ({ profile }) => {
      queryClient.setQueriesData<InfiniteData<AdminProfileListResponse>>(
        { queryKey: adminKeys.profileLists },
        (data) => data && { ...data, pages: withUpdatedRow(data.pages, profile) },
      );
    },
  });
}
