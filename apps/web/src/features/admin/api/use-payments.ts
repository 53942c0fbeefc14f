import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminPaymentListRequest, SavePlanRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { apiDownload } from '../../../lib/api-download';
import { mergePagesBy, nextProfilePage } from '../../../lib/profile-pages';
import { adminKeys } from './query-keys';

const paymentKeys = {
  lists: ['admin', 'payments'] as const,
  list: (filters: AdminPaymentListRequest) => ['admin', 'payments', filters] as const,
  plans: ['admin', 'plans'] as const,
};

/** Payments of one state (or all) started in those days, 20 a page; read fresh on every visit. */
export function useAdminPayments(filters: AdminPaymentListRequest) {
  return useInfiniteQuery({
    queryKey: paymentKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      callApi('adminPaymentList', { params: { page: pageParam }, body: filters, signal }),
    initialPageParam: 1,
    getNextPageParam: nextProfilePage,
    select: (data) => mergePagesBy(data.pages, (row) => row.payment_id),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * Confirms a payment with the UTR the operator checked (the plan is granted), or rejects it with the
 * reason its member reads.
 */
export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, utr, reject }: { paymentId: number; utr: string; reject?: string }) =>
      reject === undefined
        ? callApi('confirmPayment', { params: { paymentId }, body: { utr } })
        : callApi('rejectPayment', { params: { paymentId }, body: { reason: reject } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: paymentKeys.lists });
      await queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}

/** The ledger of those days as a CSV file. */
export function useDownloadLedger() {
  return useMutation({
    mutationFn: ({ from, to }: { from?: string; to?: string }) =>
      apiDownload('paymentLedger', `payments-${from ?? 'start'}-${to ?? 'today'}.csv`, {
        query: { from: from || undefined, to: to || undefined },
      }),
  });
}

/** Every plan, retired ones too. */
export function useAdminPlans() {
  return useQuery({
    queryKey: paymentKeys.plans,
    queryFn: ({ signal }) => callApi('adminPlanList', { signal }),
  });
}

/** Adds a plan, or changes one (retires it with `active: false`). */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, plan }: { planId?: number; plan: SavePlanRequest }) =>
      planId === undefined
        ? callApi('createPlan', { body: plan })
        : callApi('updatePlan', { params: { planId }, body: plan }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.plans }),
  });
}
