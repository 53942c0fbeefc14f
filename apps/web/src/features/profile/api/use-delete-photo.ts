import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletePhotoRequest, PhotoList } from '@varmala/shared';
import { api } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

export function useDeletePhoto(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeletePhotoRequest) =>
      api<PhotoList>(`/profile/${userId}/photo`, { method: 'DELETE', body }),
    onSuccess: (list) => queryClient.setQueryData(profileKeys.photos(userId), list),
  });
}
