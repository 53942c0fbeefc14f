import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAttachmentRequest } from '@varmala/shared';
import { callApi } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

export function useDeleteAttachment(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAttachmentRequest) => callApi('deleteAttachment', { params: { userId }, body }),
    onSuccess: (list) => queryClient.setQueryData(profileKeys.attachments(userId), list),
  });
}
