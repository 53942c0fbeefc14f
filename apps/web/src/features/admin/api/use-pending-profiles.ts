import { useInfiniteQuery } from '@tanstack/react-query';
import type { PendingProfilesQuery } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { mergeProfilePages } from '../../../lib/profile-pages';
import { adminKeys } from './query-keys';

/** A page of the queue: its number, and where it starts (the `next` of the page before). */
interface QueuePage extends PendingProfilesQuery {
  page: number;
}

/**
 * What waits for the operator, oldest first, 20 a page; read fresh on every visit. Each page starts
 * where the one before ended, so profiles decided meanwhile (in another tab) move none past the
 * operator.
 */
export function usePendingProfiles() {
  return useInfiniteQuery({
    queryKey: adminKeys.pending,
    queryFn: ({ pageParam, signal }) =>
      callApi('adminPendingProfiles', {
        params: { page: pageParam.page },
        query: { after: pageParam.after },
        signal,
      }),
    initialPageParam: { page: 1 } as QueuePage,
    getNextPageParam: (last, _pages, lastPage): QueuePage | undefined =>
      last.next === null ? undefined : { page: lastPage.page + 1, after: last.next },
    select: (data) => mergeProfilePages(data.pages),
    staleTime: 0,
  });
}
