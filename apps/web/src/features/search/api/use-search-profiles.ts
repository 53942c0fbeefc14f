import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { SearchFilters } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { nextProfilePage } from '../../../lib/profile-pages';
import { mergeSearchPages } from './merge-search-pages';
import { searchKeys } from './query-keys';

/** One search's pages, 20 each: what the page reads and what its route starts early (start-search.ts). */
export function searchQuery(filters: SearchFilters) {
  return infiniteQueryOptions({
    queryKey: searchKeys.search(filters),
    queryFn: ({ pageParam, signal }) =>
      callApi('searchProfiles', { params: { page: pageParam }, body: filters, signal }),
    initialPageParam: 1,
    getNextPageParam: nextProfilePage,
  });
}

/**
 * Search results, 20 a page. New filters are a new query, so they start again at page 1; the
 * results of the previous filters stay on screen until the new ones arrive.
 */
export function useSearchProfiles(filters: SearchFilters) {
  return useInfiniteQuery({
    ...searchQuery(filters),
    select: (data) => mergeSearchPages(data.pages),
    placeholderData: keepPreviousData,
  });
}
