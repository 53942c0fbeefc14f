import { ATTACHMENT_UPLOAD_FIELD } from '@varmala/shared';
import { profileKeys } from './query-keys';
import { useUpload } from './use-upload';

/** One or more horoscope files in one request; the answer is the new list. */
export function useUploadAttachments(userId: number) {
  return useUpload({
    operation: 'uploadAttachments',
    userId,
    field: ATTACHMENT_UPLOAD_FIELD,
    listKey: profileKeys.attachments(userId),
  });
}
