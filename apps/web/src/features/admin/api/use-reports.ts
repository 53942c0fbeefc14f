import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportAction, ReportStatus } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { mergePagesBy, nextProfilePage } from '../../../lib/profile-pages';
import type { Refusal } from '../components/refuse-dialog';
import { adminKeys } from './query-keys';

/** The members' reports of one status (or all), newest first, 20 a page. */
export function useReports(status: ReportStatus | undefined) {
  return useInfiniteQuery({
    queryKey: adminKeys.reportList(status),
    queryFn: ({ pageParam, signal }) =>
      callApi('adminReportList', { params: { page: pageParam }, body: { status }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextProfilePage,
    select: (data) => mergePagesBy(data.pages, (row) => row.report_id),
    placeholderData: keepPreviousData,
    // The operator acts on what the queue shows: read it fresh on every visit.
    staleTime: 0,
  });
}

/**
 * Dismisses a report, or rejects the reported profile with the reason its member is told (which
 * closes its other open reports too):
 * every list of reports and of profiles may now read differently.
 */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      reportId,
      action,
      refusal,
    }: {
      reportId: number;
      action: ReportAction;
      refusal?: Refusal;
    }) =>
      callApi('resolveReport', {
        params: { reportId },
        body: { action, ...(refusal ? { reason: refusal.reason, note: refusal.note } : {}) },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.reportLists });
      await queryClient.invalidateQueries({ queryKey: adminKeys.profileLists });
      await queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
