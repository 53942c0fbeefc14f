import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** The member's horoscope files, with download links that last about an hour. */
export function useAttachments(userId: number) {
  return useQuery({
    queryKey: profileKeys.attachments(userId),
    queryFn: ({ signal }) => callApi('listAttachments', { params: { userId }, signal }),
    staleTime: 0,
  });
}
