import {
  fieldMessageKey,
  PHOTO_CAPTION_FIELD,
  PHOTO_LIMITS,
  PHOTO_UPLOAD_FIELD,
  photoCaptionSchema,
} from '@varmala/shared';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../app-types.js';
import { AppError } from '../../errors.js';
import { abandonStoredFiles, holdStoredFiles, type MediaContext } from '../../lib/uploads/media-context.js';
import { readUpload, type UploadRules } from '../../lib/uploads/read-upload-form.js';
import { storePhotoFiles } from '../../lib/uploads/store-photo-variants.js';
import { dropBadge } from '../access/badges.js';
import { changesWaitForReview } from '../access/review-after-approval.js';
import { countPhotos, insertPhotoUnderLimit } from './queries.js';

export const PHOTO_UPLOAD: UploadRules = {
  fileField: PHOTO_UPLOAD_FIELD,
  textFields: [PHOTO_CAPTION_FIELD],
  maxFiles: 1,
  maxFileBytes: PHOTO_LIMITS.maxBytes,
  noun: 'photo',
};

const full = () => new AppError('CONFLICT', 'photosFull', { params: { max: PHOTO_LIMITS.maxPerProfile } });

function parseCaption(raw: string | undefined): string | null {
  const parsed = photoCaptionSchema.safeParse(raw);
  if (!parsed.success) {
    const key = fieldMessageKey(parsed.error.issues[0]?.message);
    throw new AppError('VALIDATION_FAILED', key, { fields: { [PHOTO_CAPTION_FIELD]: key } });
  }
  return parsed.data ?? null;
}

/** Stored in three sizes without metadata; others see it once the operator approves it. */
export async function addPhoto(
  media: MediaContext,
  actor: AuthUser,
  profileId: number,
  request: FastifyRequest,
): Promise<void> {
  // A full album should not cost the member a long upload.
  if ((await countPhotos(media.db, profileId)) >= PHOTO_LIMITS.maxPerProfile) {
    throw full();
  }
  const upload = await readUpload(media, request, PHOTO_UPLOAD);
  try {
    const [bytes] = upload.form.files;
    if (!bytes) {
      throw new AppError('VALIDATION_FAILED', 'choosePhoto', { fields: { photo: 'required' } });
    }
    const caption = parseCaption(upload.form.fields.get(PHOTO_CAPTION_FIELD));
    const keys = await storePhotoFiles(upload.media, 'photo', bytes, request.log);
    const stored = Object.values(keys);
    let committing = false;
    try {
      await media.db.transaction(async (tx) => {
        await holdStoredFiles(tx, media, stored);
        const added = await insertPhotoUnderLimit(tx, PHOTO_LIMITS.maxPerProfile, {
          profileId,
          shortKey: keys.short,
          largeKey: keys.large,
          urlKey: keys.url,
          caption,
          approved: !changesWaitForReview(actor),
        });
        if (!added) throw full();
        // The photo check compared the selfie with the photos then: a new one waits for the next check.
        await dropBadge(tx, profileId, 'photo');
        committing = true;
      });
    } catch (error) {
      await abandonStoredFiles(media, stored, request.log, error, committing);
      throw error;
    }
  } finally {
    upload.release();
  }
}
