import { PHOTO_CAPTION_FIELD, PHOTO_LIMITS, photoCaptionSchema } from '@varmala/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.js';
import { MEDIA_CONTENT_TYPES, newMediaKey } from '../../lib/storage/media-keys.js';
import { detectFileKind, isImageKind } from './detect-file-type.js';
import { commitStoredFiles, type MediaContext, storeFiles } from './media-context.js';
import { photoVariants } from './process-image.js';
import { countPhotos, insertPhoto, lockProfile, markPhotoStepDone } from './queries.js';
import type { ReceiveUpload } from './read-upload-form.js';

const FULL = `You can keep at most ${PHOTO_LIMITS.maxPerProfile} photos. Please delete one before adding another.`;

function parseCaption(raw: string | undefined): string | null {
  const parsed = photoCaptionSchema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid value';
    throw new AppError('VALIDATION_FAILED', message, { [PHOTO_CAPTION_FIELD]: message });
  }
  return parsed.data ?? null;
}

/** One photo: checked by its bytes, re-encoded in three sizes without metadata, then recorded. */
export async function addPhoto(
  media: MediaContext,
  profileId: number,
  receive: ReceiveUpload,
  log: FastifyBaseLogger,
): Promise<void> {
  // Refused before the upload is read: a full album should not cost the member a long upload.
  if ((await countPhotos(media.db, profileId)) >= PHOTO_LIMITS.maxPerProfile) {
    throw new AppError('CONFLICT', FULL);
  }
  const form = await receive();
  const [bytes] = form.files;
  if (!bytes) {
    throw new AppError('VALIDATION_FAILED', 'Please choose a photo to upload.', { photo: 'Required' });
  }
  const caption = parseCaption(form.fields.get(PHOTO_CAPTION_FIELD));
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'The file is empty. Please choose a photo.');
  const kind = await detectFileKind(bytes);
  if (!kind || !isImageKind(kind)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please choose a PNG, JPEG or GIF picture.');
  }

  const variants = await media.images.run(() => photoVariants(bytes, kind));
  const keys = {
    short: newMediaKey('photo', 'webp'),
    large: newMediaKey('photo', 'webp'),
    url: newMediaKey('photo', 'webp'),
  };
  await storeFiles(
    media,
    [
      { key: keys.short, bytes: variants.short, contentType: MEDIA_CONTENT_TYPES.webp },
      { key: keys.large, bytes: variants.large, contentType: MEDIA_CONTENT_TYPES.webp },
      { key: keys.url, bytes: variants.full, contentType: MEDIA_CONTENT_TYPES.webp },
    ],
    log,
  );
  await commitStoredFiles(media, Object.values(keys), log, async (tx) => {
    await lockProfile(tx, profileId);
    if ((await countPhotos(tx, profileId)) >= PHOTO_LIMITS.maxPerProfile) {
      throw new AppError('CONFLICT', FULL);
    }
    await insertPhoto(tx, {
      profileId,
      shortKey: keys.short,
      largeKey: keys.large,
      urlKey: keys.url,
      caption,
    });
    await markPhotoStepDone(tx, profileId);
  });
}
