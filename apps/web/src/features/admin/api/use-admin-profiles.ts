import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminProfileFiltersRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { mergeProfilePages, nextProfilePage } from '../../../lib/profile-pages';
import { adminKeys } from './query-keys';

/** Every profile, newest first, 20 a page; new filters start again at page 1. */
export function useAdminProfiles(filters: AdminProfileFiltersRequest) {
  return useInfiniteQuery({
    queryKey: adminKeys.profileList(filters),
    queryFn: ({ pageParam, signal }) =>
      callApi('adminProfileList', { params: { page: pageParam }, body: filters, signal }),
    initialPageParam: 1,
    getNextPageParam: nextProfilePage,
    select: (data) => mergeProfilePages(data.pages),
    placeholderData: keepPreviousData,
    // The operator acts on what the list shows: read it fresh on every visit.
    staleTime: 0,
  });
}
