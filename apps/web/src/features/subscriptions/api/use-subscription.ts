import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { subscriptionKeys } from './query-keys';

/** The member's active subscription; 402 without one. Read fresh: every download changes it. */
export function useSubscription() {
  return useQuery({
    queryKey: subscriptionKeys.summary,
    queryFn: ({ signal }) => callApi('subscription', { signal }),
    staleTime: 0,
  });
}
