import { useInfiniteQuery } from '@tanstack/react-query';
import type { DownloadListItem, DownloadListResponse } from '@varmala/shared';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './query-keys';

/** Later pages are appended to the first, merged by profile. */
function merge(pages: DownloadListResponse[]): DownloadListResponse {
  const byProfile = new Map<number, DownloadListItem>();
  for (const page of pages) for (const row of page.rows) byProfile.set(row.profile_id, row);
  return { rows: [...byProfile.values()], count: pages[pages.length - 1]?.count ?? 0 };
}

/** The profiles the member has downloaded, newest first, 20 a page. */
export function useDownloadList() {
  return useInfiniteQuery({
    queryKey: subscriptionKeys.downloads,
    queryFn: ({ pageParam, signal }) =>
      api<DownloadListResponse>(`/subscription/download/list/${pageParam}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return last.rows.length > 0 && loaded < last.count ? lastPage + 1 : undefined;
    },
    select: (data) => merge(data.pages),
    staleTime: 0,
  });
}
