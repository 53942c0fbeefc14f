/** How far a picture is shrunk in the browser, and below what it goes as it is. */
interface Target {
  /** Pixels on the longest side. */
  maxSide: number;
  /** A picture no larger than maxSide and this many bytes goes as it is. */
  smallBytes: number;
}

/**
 * The server keeps a photo at most 1600 px on its longest side: a camera photo shrunk to that in
 * the browser sends a tenth of its bytes, which on a slow phone connection is most of the wait.
 */
const PHOTO: Target = { maxSide: 1600, smallBytes: 600 * 1024 };

/**
 * A photo of a paper horoscope (a patrika, a jathagam) is read for its small handwriting: 2000 px
 * keeps a chart filling the frame legible, and a 6 MB camera photo goes as about 800 KB.
 */
const CHART: Target = { maxSide: 2000, smallBytes: 900 * 1024 };

/** Tried in turn until the picture fits in smallBytes: only a very detailed one needs less than the first. */
const JPEG_QUALITIES = [0.85, 0.7, 0.55];

/** Types every browser decodes; anything else (a GIF, a HEIC) goes as it is and the server judges. */
const SHRINKABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

type Canvas = OffscreenCanvas | HTMLCanvasElement;
type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** The picture drawn at the given size, or null where the browser has no 2D canvas. */
function drawn(bitmap: ImageBitmap, width: number, height: number): Canvas | null {
  const canvas = canvasOf(width, height);
  const context = canvas.getContext('2d') as Context | null;
  if (!context) return null;
  // A JPEG has no transparency: what a PNG leaves clear would otherwise turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

function jpegOf(canvas: Canvas, quality: number): Promise<Blob | null> {
  if (canvas instanceof HTMLCanvasElement) {
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  }
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

async function smallestJpeg(canvas: Canvas, smallBytes: number): Promise<Blob | null> {
  let jpeg: Blob | null = null;
  for (const quality of JPEG_QUALITIES) {
    jpeg = await jpegOf(canvas, quality);
    if (!jpeg || jpeg.size <= smallBytes) break;
  }
  return jpeg;
}

function jpgName(name: string): string {
  return `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
}

async function shrunk(file: File, bitmap: ImageBitmap, target: Target): Promise<File> {
  const { width, height } = bitmap;
  const scale = Math.min(1, target.maxSide / Math.max(width, height));
  if (scale === 1 && file.size <= target.smallBytes) return file;
  const canvas = drawn(bitmap, Math.round(width * scale), Math.round(height * scale));
  const jpeg = canvas && (await smallestJpeg(canvas, target.smallBytes));
  if (!jpeg || jpeg.size >= file.size) return file;
  return new File([jpeg], jpgName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}

/**
 * A picture made at most `target.maxSide` px on its longest side, upright as the camera meant it
 * (the EXIF orientation is applied, since the canvas keeps no EXIF), as a JPEG. When the browser
 * cannot decode or encode it, the original goes: the server decodes by content and decides.
 */
async function shrinkImage(file: File, target: Target): Promise<File> {
  if (!SHRINKABLE.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    return await shrunk(file, bitmap, target);
  } catch {
    return file;
  } finally {
    // A 12-megapixel bitmap holds 48 MB: not left for the garbage collector on a small phone.
    bitmap.close();
  }
}

/** A profile or marriage photo, at the size the server keeps; one over the upload limit too. */
export const shrinkPhoto = (file: File): Promise<File> => shrinkImage(file, PHOTO);

/** A horoscope file that is a picture; PDF and Word files go as they are. */
export const shrinkChart = (file: File): Promise<File> => shrinkImage(file, CHART);
