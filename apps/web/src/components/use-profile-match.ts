import { useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';

/**
 * The horoscope match between the member and a profile: a call of its own beside the view, read by
 * the profile's horoscope panel and by the interest dialog (which offers "our horoscopes match" only
 * when they do), once for both.
 */
export function useProfileMatch(profileId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['profile-match', profileId] as const,
    queryFn: ({ signal }) => callApi('profileMatch', { params: { profileId }, signal }),
    enabled,
  });
}
