import { PHOTO_LIMITS, PHOTO_UPLOAD_FIELD } from '@varmala/shared';
import { shrinkPhoto } from '../../../lib/shrink-photo';
import { profileKeys } from './query-keys';
import { useUpload } from './use-upload';

/** One photo per request, shrunk before it goes (one over the limit too); the answer is the new list. */
export function useUploadPhoto(userId: number) {
  return useUpload({
    operation: 'uploadPhoto',
    userId,
    field: PHOTO_UPLOAD_FIELD,
    listKey: profileKeys.photos(userId),
    prepare: shrinkPhoto,
    maxBytes: PHOTO_LIMITS.maxBytes,
  });
}
