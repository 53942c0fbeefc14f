import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The horoscope match between the member and a profile: a call of its own beside the view. */
export function useProfileMatch(profileId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['profile-match', profileId] as const,
    queryFn: ({ signal }) => callApi('profileMatch', { params: { profileId }, signal }),
    enabled,
  });
}
