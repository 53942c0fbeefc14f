import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

/** The member's UTR of a payment: it then waits for the operator. */
export function useSubmitUtr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, utr }: { paymentId: number; utr: string }) =>
      callApi('submitUtr', { params: { paymentId }, body: { utr } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.mine }),
  });
}
