import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

/** The member's own payments, newest first; read fresh, the operator may have decided meanwhile. */
export function useMyPayments() {
  return useQuery({
    queryKey: paymentKeys.mine,
    queryFn: ({ signal }) => callApi('myPayments', { signal }),
    staleTime: 0,
  });
}
