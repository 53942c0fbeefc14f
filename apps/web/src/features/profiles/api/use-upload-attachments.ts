import { ATTACHMENT_LIMITS, ATTACHMENT_UPLOAD_FIELD } from '@varmala/shared';
import { shrinkChart } from '../../../lib/shrink-photo';
import { profileKeys } from './query-keys';
import { useUpload } from './use-upload';

/**
 * One or more horoscope files in one request, pictures shrunk first: a phone photo of a patrika
 * took over a minute on a slow line. The answer is the new list.
 */
export function useUploadAttachments(userId: number) {
  return useUpload({
    operation: 'uploadAttachments',
    userId,
    field: ATTACHMENT_UPLOAD_FIELD,
    listKey: profileKeys.attachments(userId),
    prepare: shrinkChart,
    maxBytes: ATTACHMENT_LIMITS.maxBytes,
  });
}
