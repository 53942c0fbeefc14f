import {
  MARRIAGE_CAPTION_FIELD,
  MARRIAGE_PHOTO_FIELD,
  type Marriage,
  marriageCaptionSchema,
} from '@varmala/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../app-types.js';
import { AppError } from '../../errors.js';
import { MEDIA_CONTENT_TYPES, newMediaKey } from '../../lib/storage/media-keys.js';
import { detectFileKind, isImageKind } from '../media/detect-file-type.js';
import { commitStoredFiles, type MediaContext, storeFiles } from '../media/media-context.js';
import { photoVariants } from '../media/process-image.js';
import type { ReceiveUpload } from '../media/read-upload-form.js';
import { recordAdminAction } from './audit-log.js';
import { insertMarriage } from './queries.js';

/** Both parts are checked before the picture is decoded, and both missing ones are named. */
function requiredParts(photo: Buffer | undefined, rawCaption: string | undefined) {
  const caption = marriageCaptionSchema.safeParse(rawCaption ?? '');
  const errors: Record<string, string> = {};
  if (!photo) errors[MARRIAGE_PHOTO_FIELD] = 'Required';
  if (!caption.success) errors[MARRIAGE_CAPTION_FIELD] = caption.error.issues[0]?.message ?? 'Required';
  if (!photo || !caption.success) {
    const message = !photo
      ? 'Please choose a marriage photo to upload.'
      : errors[MARRIAGE_CAPTION_FIELD] === 'Too long'
        ? 'The caption is too long.'
        : 'Please write a caption for the photo.';
    throw new AppError('VALIDATION_FAILED', message, errors);
  }
  return { photo, caption: caption.data };
}

/**
 * A success-story photo for the admin's own site: handled like a member's photo (judged by its
 * bytes, re-encoded in three sizes without metadata), recorded with its audit entry.
 */
export async function uploadMarriage(
  media: MediaContext,
  admin: AuthUser,
  receive: ReceiveUpload,
  log: FastifyBaseLogger,
): Promise<Marriage> {
  const form = await receive();
  const { photo, caption } = requiredParts(form.files[0], form.fields.get(MARRIAGE_CAPTION_FIELD));
  if (photo.length === 0) throw new AppError('BAD_REQUEST', 'The file is empty. Please choose a photo.');
  const kind = await detectFileKind(photo);
  if (!kind || !isImageKind(kind)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please choose a PNG, JPEG or GIF picture.');
  }

  const variants = await media.images.run(() => photoVariants(photo, kind));
  const keys = {
    short: newMediaKey('marriage', 'webp'),
    large: newMediaKey('marriage', 'webp'),
    url: newMediaKey('marriage', 'webp'),
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
  // One transaction for the row and its audit entry; the files go again if it fails.
  const row = await commitStoredFiles(media, Object.values(keys), log, async (tx) => {
    const marriage = await insertMarriage(tx, {
      domain: admin.domain,
      shortKey: keys.short,
      largeKey: keys.large,
      urlKey: keys.url,
      caption,
      createdBy: admin.id,
    });
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: 'admin:marriage-upload',
      targetType: 'marriage',
      targetId: marriage.id,
      after: { domain: marriage.domain, caption: marriage.caption, keys },
    });
    return marriage;
  });
  return {
    id: row.id,
    caption: row.caption,
    short: media.urls.urlFor(row.shortKey),
    large: media.urls.urlFor(row.largeKey),
    url: media.urls.urlFor(row.urlKey),
  };
}
