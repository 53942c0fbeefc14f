import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { searchKeys } from './query-keys';

export function useProfileView(profileId: number | undefined) {
  return useQuery({
    queryKey: searchKeys.profile(profileId ?? 0),
    queryFn: ({ signal }) => callApi('viewProfile', { params: { profileId: profileId ?? 0 }, signal }),
    enabled: profileId !== undefined,
  });
}
