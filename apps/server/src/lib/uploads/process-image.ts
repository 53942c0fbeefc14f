import sharp, { type SharpOptions } from 'sharp';
import { AppError } from '../../errors.js';
import type { ImageKind } from './detect-file-type.js';

// One libvips thread per image and no operation cache: memory stays bounded by the work queue.
sharp.concurrency(1);
sharp.cache(false);

export const IMAGE_LIMITS = { maxPixels: 40_000_000, maxSide: 12_000 } as const;

const INPUT: SharpOptions = {
  limitInputPixels: IMAGE_LIMITS.maxPixels,
  // Refuses truncated pixel data instead of filling the gap with grey.
  failOn: 'error',
  animated: false,
};

function imageError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new AppError('PAYLOAD_TOO_LARGE', 'pictureTooBig');
  return new AppError('BAD_REQUEST', 'pictureUnreadable');
}

/** Reads only the header, so an image that would take gigabytes to decode is refused undecoded. */
async function assertDecodable(bytes: Uint8Array, kind: ImageKind): Promise<void> {
  const meta = await sharp(bytes, INPUT).metadata();
  if (meta.format !== kind || !meta.width || !meta.height)
    throw new AppError('BAD_REQUEST', 'pictureUnreadable');
  const { maxSide, maxPixels } = IMAGE_LIMITS;
  if (meta.width > maxSide || meta.height > maxSide || meta.width * meta.height > maxPixels) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'pictureTooBig');
  }
}

/** Re-encoding is what drops EXIF (and GPS), comments and anything hidden after the image data. */
function decoded(bytes: Uint8Array, maxSide: number) {
  return sharp(bytes, INPUT)
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
}

export interface PhotoVariants {
  short: Buffer;
  large: Buffer;
  full: Buffer;
}

export async function photoVariants(bytes: Uint8Array, kind: ImageKind): Promise<PhotoVariants> {
  try {
    await assertDecodable(bytes, kind);
    const full = await decoded(bytes, 1600).webp({ quality: 82 }).toBuffer();
    // From the re-encoded picture: the original is decoded only once.
    const smaller = (side: number, quality: number) =>
      sharp(full)
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
        .toBuffer();
    const large = await smaller(800, 80);
    const short = await smaller(200, 75);
    return { short, large, full };
  } catch (error) {
    throw imageError(error);
  }
}

export interface CleanImage {
  bytes: Buffer;
  extension: 'jpg' | 'png';
}

/** Horoscope charts are often scans: kept sharp (up to 3000 px) in a format every viewer opens. */
export async function cleanAttachmentImage(bytes: Uint8Array, kind: ImageKind): Promise<CleanImage> {
  try {
    await assertDecodable(bytes, kind);
    const image = decoded(bytes, 3000);
    if (kind === 'jpeg') return { bytes: await image.jpeg({ quality: 88 }).toBuffer(), extension: 'jpg' };
    return { bytes: await image.png().toBuffer(), extension: 'png' };
  } catch (error) {
    throw imageError(error);
  }
}
