import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { mergePagesBy, nextProfilePage } from '../../../lib/profile-pages';
import { adminKeys } from './query-keys';

/** The marriage photos of the operator's site, newest first, 20 a page; read fresh on every visit. */
export function useAdminMarriages() {
  return useInfiniteQuery({
    queryKey: adminKeys.marriages,
    queryFn: ({ pageParam, signal }) => callApi('adminMarriageList', { params: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextProfilePage,
    select: (data) => mergePagesBy(data.pages, (row) => row.id),
    staleTime: 0,
  });
}

/** A new caption, or the photo removed (its files too); the list is read again either way. */
export function useChangeMarriage() {
  const queryClient = useQueryClient();
  return useMutation({
    // Nothing reads the answer: a union of the two answers' types is left to no inference.
    mutationFn: async (
      change: { id: number; caption: string } | { id: number; remove: true },
    ): Promise<void> => {
      if ('remove' in change) await callApi('deleteMarriage', { params: { marriageId: change.id } });
      else
        await callApi('updateMarriage', {
          params: { marriageId: change.id },
          body: { caption: change.caption },
        });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.marriages }),
  });
}
