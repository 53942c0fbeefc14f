import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** The member's own photos; their signed URLs last about an hour, so the list is read fresh. */
export function usePhotos(userId: number) {
  return useQuery({
    queryKey: profileKeys.photos(userId),
    queryFn: ({ signal }) => callApi('listPhotos', { params: { userId }, signal }),
    staleTime: 0,
  });
}
