import { useInfiniteQuery } from '@tanstack/react-query';
import type { DownloadListResponse } from '@varmala/shared';
import { api } from '../../../lib/api-client';
import { mergeProfilePages, nextProfilePage } from '../../../lib/profile-pages';
import { subscriptionKeys } from './query-keys';

/** The profiles the member has downloaded, newest first, 20 a page. */
export function useDownloadList() {
  return useInfiniteQuery({
    queryKey: subscriptionKeys.downloads,
    queryFn: ({ pageParam, signal }) =>
      api<DownloadListResponse>(`/subscription/download/list/${pageParam}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextProfilePage,
    select: (data) => mergeProfilePages(data.pages),
    staleTime: 0,
  });
}
