import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** The counts of what waits for the operator, read fresh on every visit. */
export function useDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => callApi('adminDashboard', { signal }),
    staleTime: 0,
  });
}
