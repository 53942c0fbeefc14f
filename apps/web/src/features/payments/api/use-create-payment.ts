import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

/** A reference, UPI link and QR code to pay a plan; the same plan again answers the same reference. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) => callApi('createPayment', { body: { plan_id: planId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.mine }),
  });
}
