import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { mergePagesBy, nextProfilePage } from '../../../lib/profile-pages';
import { subscriptionKeys } from './query-keys';

/**
 * The profiles the member has downloaded, newest first, 20 a page. A profile whose member has left
 * has no id any more: rows are told apart by member id and time.
 */
export function useDownloadList() {
  return useInfiniteQuery({
    queryKey: subscriptionKeys.downloads,
    queryFn: ({ pageParam, signal }) => callApi('downloadList', { params: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextProfilePage,
    select: (data) => mergePagesBy(data.pages, (row) => `${row.downloaded_mid} ${row.viewed_at}`),
    staleTime: 0,
  });
}
