import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

/** The plans on offer, cheapest first. */
export function usePlans() {
  return useQuery({
    queryKey: paymentKeys.plans,
    queryFn: ({ signal }) => callApi('listPlans', { signal }),
  });
}
