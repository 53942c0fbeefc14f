import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResolveUnreachableRequest, UnreachableStatusName } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { mergePagesBy, nextProfilePage } from '../../../lib/profile-pages';
import { adminKeys } from './query-keys';

/** Reports of numbers that did not answer, of one state (or all), newest first, 20 a page. */
export function useUnreachableReports(status: UnreachableStatusName | undefined) {
  return useInfiniteQuery({
    queryKey: adminKeys.unreachableList(status),
    queryFn: ({ pageParam, signal }) =>
      callApi('adminUnreachableList', { params: { page: pageParam }, body: { status }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextProfilePage,
    select: (data) => mergePagesBy(data.pages, (row) => row.report_id),
    placeholderData: keepPreviousData,
    // The operator acts on what the queue shows: read it fresh on every visit.
    staleTime: 0,
  });
}

/**
 * Refunds the download (the owner is asked to confirm the number) or dismisses the report. Read
 * again whatever the answer: another operator may have resolved it first (409).
 */
export function useResolveUnreachable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, action }: { reportId: number; action: ResolveUnreachableRequest['action'] }) =>
      callApi('resolveUnreachable', { params: { reportId }, body: { action } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.unreachableLists });
      await queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
      // A second refund puts the profile back among those waiting for review.
      await queryClient.invalidateQueries({ queryKey: adminKeys.profileLists });
      await queryClient.invalidateQueries({ queryKey: adminKeys.pending });
    },
  });
}
