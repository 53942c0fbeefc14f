import { fieldMessageKey, PHOTO_CAPTION_FIELD, PHOTO_LIMITS, photoCaptionSchema } from '@varmala/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../app-types.js';
import { AppError } from '../../errors.js';
import { changesWaitForReview } from '../profiles/review-after-approval.js';
import { dropBadge } from '../verification/badges.js';
import type { MediaContext } from './media-context.js';
import { countPhotos, insertPhoto, lockProfile, markPhotoStepDone } from './queries.js';
import type { ReceiveUpload } from './read-upload-form.js';
import { storePhotoVariants } from './store-photo-variants.js';

const full = () => new AppError('CONFLICT', 'photosFull', { params: { max: PHOTO_LIMITS.maxPerProfile } });

function parseCaption(raw: string | undefined): string | null {
  const parsed = photoCaptionSchema.safeParse(raw);
  if (!parsed.success) {
    const key = fieldMessageKey(parsed.error.issues[0]?.message);
    throw new AppError('VALIDATION_FAILED', key, { fields: { [PHOTO_CAPTION_FIELD]: key } });
  }
  return parsed.data ?? null;
}

/**
 * One photo: checked by its bytes, re-encoded in three sizes without metadata, then recorded. Others
 * see it once the operator approves it (`changesWaitForReview`), unless the operator added it.
 */
export async function addPhoto(
  media: MediaContext,
  actor: AuthUser,
  profileId: number,
  receive: ReceiveUpload,
  log: FastifyBaseLogger,
): Promise<void> {
  // Refused before the upload is read: a full album should not cost the member a long upload.
  if ((await countPhotos(media.db, profileId)) >= PHOTO_LIMITS.maxPerProfile) {
    throw full();
  }
  const form = await receive();
  const [bytes] = form.files;
  if (!bytes) {
    throw new AppError('VALIDATION_FAILED', 'choosePhoto', { fields: { photo: 'required' } });
  }
  const caption = parseCaption(form.fields.get(PHOTO_CAPTION_FIELD));
  await storePhotoVariants(media, 'photo', bytes, log, async (tx, keys) => {
    await lockProfile(tx, profileId);
    if ((await countPhotos(tx, profileId)) >= PHOTO_LIMITS.maxPerProfile) {
      throw full();
    }
    await insertPhoto(tx, {
      profileId,
      shortKey: keys.short,
      largeKey: keys.large,
      urlKey: keys.url,
      caption,
      approved: !changesWaitForReview(actor),
    });
    await markPhotoStepDone(tx, profileId);
    // The photo check compared the selfie with the photos then: a new one waits for the next check.
    await dropBadge(tx, profileId, 'photo');
  });
}
