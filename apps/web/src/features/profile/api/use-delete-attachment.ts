import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttachmentList, DeleteAttachmentRequest } from '@varmala/shared';
import { api } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

export function useDeleteAttachment(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAttachmentRequest) =>
      api<AttachmentList>(`/profile/${userId}/attachment`, { method: 'DELETE', body }),
    onSuccess: (list) => queryClient.setQueryData(profileKeys.attachments(userId), list),
  });
}
