import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { mergeProfilePages, nextProfilePage } from '../../../lib/profile-pages';
import { subscriptionKeys } from './query-keys';

/** The profiles the member has downloaded, newest first, 20 a page. */
export function useDownloadList() {
  return useInfiniteQuery({
    queryKey: subscriptionKeys.downloads,
    queryFn: ({ pageParam, signal }) => callApi('downloadList', { params: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextProfilePage,
    select: (data) => mergeProfilePages(data.pages),
    staleTime: 0,
  });
}
