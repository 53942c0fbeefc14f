import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { MEDIA_CONTENT_TYPES, type MediaPurpose, newMediaKey } from '../storage/media-keys.js';
import { detectFileKind, isImageKind } from './detect-file-type.js';
import { commitStoredFiles, type MediaContext, storeFiles } from './media-context.js';
import { photoVariants } from './process-image.js';

/** The storage keys of a photo's three sizes, as the photo and marriage rows name them. */
export interface PhotoVariantKeys {
  short: string;
  large: string;
  url: string;
}

/** A picture judged by its bytes, re-encoded in three sizes without metadata and stored: their keys. */
export async function storePhotoFiles(
  media: MediaContext,
  purpose: Extract<MediaPurpose, 'photo' | 'marriage'>,
  bytes: Buffer,
  log: FastifyBaseLogger,
): Promise<PhotoVariantKeys> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'photoEmpty');
  const kind = await detectFileKind(bytes);
  if (!kind || !isImageKind(kind)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'photoKinds');
  }

  const variants = await media.images.run(() => photoVariants(bytes, kind));
  const keys: PhotoVariantKeys = {
    short: newMediaKey(purpose, 'webp'),
    large: newMediaKey(purpose, 'webp'),
    url: newMediaKey(purpose, 'webp'),
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
  return keys;
}

/** `storePhotoFiles`, then `write` records its rows in the transaction that commits the files. */
export async function storePhotoVariants<T>(
  media: MediaContext,
  purpose: Extract<MediaPurpose, 'photo' | 'marriage'>,
  bytes: Buffer,
  log: FastifyBaseLogger,
  write: (tx: Tx, keys: PhotoVariantKeys) => Promise<T>,
): Promise<T> {
  const keys = await storePhotoFiles(media, purpose, bytes, log);
  return commitStoredFiles(media, Object.values(keys), log, (tx) => write(tx, keys));
}
