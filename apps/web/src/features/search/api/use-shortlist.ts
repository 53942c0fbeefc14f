import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileView, SearchResponse, ShortlistRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { searchKeys } from './query-keys';

/**
 * Adds a profile to the shortlist or takes it off. The flag then changes where the profile is
 * shown (its page, every search) without reloading them.
 */
export function useShortlist(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (add: boolean) => {
      const body: ShortlistRequest = { profile_id: profileId };
      return callApi(add ? 'addToShortlist' : 'removeFromShortlist', { body });
    },
    onSuccess: (_answer, add) => {
      queryClient.setQueryData<ProfileView>(searchKeys.profile(profileId), (view) =>
        view ? { ...view, hasShortlisted: add } : view,
      );
      queryClient.setQueriesData<InfiniteData<SearchResponse>>({ queryKey: searchKeys.searches }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                rows: page.rows.map((row) =>
                  row.profile_id === profileId ? { ...row, hasShortlisted: add } : row,
                ),
              })),
            }
          : data,
      );
    },
  });
}
