import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileView, SearchResponse } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { searchKeys } from './query-keys';

/**
 * Saves the family's note on a profile (issue 53): a note shortlists it, an empty one is removed.
 * The profile's page and every search show the new note without reloading.
 */
export function useShortlistNote(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => callApi('saveShortlistNote', { body: { profile_id: profileId, text } }),
    onSuccess: ({ text }) => {
      const noted = { hasShortlisted: true, shortlist_note: text };
      queryClient.setQueryData<ProfileView>(searchKeys.profile(profileId), (view) =>
        view ? { ...view, ...noted } : view,
      );
      queryClient.setQueriesData<InfiniteData<SearchResponse>>({ queryKey: searchKeys.searches }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                rows: page.rows.map((row) => (row.profile_id === profileId ? { ...row, ...noted } : row)),
              })),
            }
          : data,
      );
    },
  });
}
