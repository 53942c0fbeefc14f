import { useQuery } from '@tanstack/react-query';
import type { ProfileView } from '@varmala/shared';
import { api } from '../../../lib/api-client';
import { matchKeys } from './query-keys';

export function useProfileView(profileId: number | undefined) {
  return useQuery({
    queryKey: matchKeys.profile(profileId ?? 0),
    queryFn: ({ signal }) => api<ProfileView>(`/profile/view/${profileId}`, { signal }),
    enabled: profileId !== undefined,
  });
}
