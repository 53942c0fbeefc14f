import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { mergePagesBy, nextProfilePage } from '../../../lib/profile-pages';
import { privacyKeys } from './query-keys';

/**
 * Every member who downloaded the member's contact details, newest first, 20 a page. A downloader
 * who has left has only a member id: rows are told apart by member id and time.
 */
export function useContactViews() {
  return useInfiniteQuery({
    queryKey: privacyKeys.contactViews,
    queryFn: ({ pageParam, signal }) => callApi('contactViews', { params: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextProfilePage,
    select: (data) => mergePagesBy(data.pages, (row) => `${row.mid} ${row.viewed_at}`),
    staleTime: 0,
  });
}
