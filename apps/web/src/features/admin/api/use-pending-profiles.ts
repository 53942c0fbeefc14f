import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { mergeProfilePages, nextProfilePage } from '../../../lib/profile-pages';
import { adminKeys } from './query-keys';

/** What waits for the operator, oldest first, 20 a page; read fresh on every visit. */
export function usePendingProfiles() {
  return useInfiniteQuery({
    queryKey: adminKeys.pending,
    queryFn: ({ pageParam, signal }) =>
      callApi('adminPendingProfiles', { params: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextProfilePage,
    select: (data) => mergeProfilePages(data.pages),
    staleTime: 0,
  });
}
