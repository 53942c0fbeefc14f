import { useQuery } from '@tanstack/react-query';
import { interestApi, interestKeys } from './interests-api';

/**
 * The member's home: what happened since the last visit. The navbar reads the same query for its
 * count of new interests, so the home and the header ask once between them.
 */
export function useMemberHome({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: interestKeys.home,
    queryFn: ({ signal }) => interestApi.home(signal),
    enabled,
  });
}
