import { ATTACHMENT_UPLOAD_FIELD, type AttachmentList } from '@varmala/shared';
import { profileKeys } from './query-keys';
import { useUpload } from './use-upload';

/** One or more horoscope files in one request; the answer is the new list. */
export function useUploadAttachments(userId: number) {
  return useUpload<AttachmentList>({
    path: `/profile/${userId}/attachment`,
    field: ATTACHMENT_UPLOAD_FIELD,
    listKey: profileKeys.attachments(userId),
  });
}
