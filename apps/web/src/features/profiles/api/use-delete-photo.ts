import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletePhotoRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { loadCurrentUser } from '../../../lib/current-user';
import { profileKeys } from './query-keys';

export function useDeletePhoto(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeletePhotoRequest) => callApi('deletePhoto', { params: { userId }, body }),
    onSuccess: (list) => {
      queryClient.setQueryData(profileKeys.photos(userId), list);
      void loadCurrentUser();
    },
  });
}
