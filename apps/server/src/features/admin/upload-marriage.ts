import {
  fieldMessageKey,
  MARRIAGE_CAPTION_FIELD,
  MARRIAGE_PHOTO_FIELD,
  type Marriage,
  marriageCaptionSchema,
  type ValidationMessageKey,
} from '@varmala/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../app-types.js';
import { AppError } from '../../errors.js';
import type { MediaContext } from '../../lib/uploads/media-context.js';
import type { ReceiveUpload } from '../../lib/uploads/read-upload-form.js';
import { storePhotoVariants } from '../../lib/uploads/store-photo-variants.js';
import { recordAdminAction } from '../events/audit-log.js';
import { insertMarriage } from './queries.js';

/** Checked before the picture is decoded; both missing ones are named. */
function requiredParts(photo: Buffer | undefined, rawCaption: string | undefined) {
  const caption = marriageCaptionSchema.safeParse(rawCaption ?? '');
  const fields: Record<string, ValidationMessageKey> = {};
  if (!photo) fields[MARRIAGE_PHOTO_FIELD] = 'required';
  if (!caption.success) fields[MARRIAGE_CAPTION_FIELD] = fieldMessageKey(caption.error.issues[0]?.message);
  if (!photo || !caption.success) {
    const key = !photo
      ? 'chooseMarriagePhoto'
      : fields[MARRIAGE_CAPTION_FIELD] === 'tooLong'
        ? 'captionTooLong'
        : 'writeCaption';
    throw new AppError('VALIDATION_FAILED', key, { fields });
  }
  return { photo, caption: caption.data };
}

/** Handled like a member's photo: judged by its bytes, re-encoded without metadata. */
export async function uploadMarriage(
  media: MediaContext,
  admin: AuthUser,
  receive: ReceiveUpload,
  log: FastifyBaseLogger,
): Promise<Marriage> {
  const form = await receive();
  const { photo, caption } = requiredParts(form.files[0], form.fields.get(MARRIAGE_CAPTION_FIELD));
  // The files go again if the transaction fails.
  const row = await storePhotoVariants(media, 'marriage', photo, log, async (tx, keys) => {
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
    language: row.language,
    short: media.urls.urlFor(row.shortKey),
    large: media.urls.urlFor(row.largeKey),
    url: media.urls.urlFor(row.urlKey),
  };
}
