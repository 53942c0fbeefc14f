import sharp from 'sharp';

/** A 12-megapixel phone camera's picture, as its sensor stores it: landscape. */
export const CAMERA = { width: 4000, height: 3000 } as const;

/** EXIF orientation 6: the phone was held upright, so a viewer turns the picture 90° clockwise. */
export const HELD_UPRIGHT = 6;

/** How wide the red band along the stored picture's left edge is; held upright, it is at the top. */
export const TOP_BAND = 400;

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/**
 * A camera photo as a phone saves it: 4000 × 3000, JPEG at quality 92, about 6 MB, with EXIF
 * orientation 6. Soft shapes with sensor grain compress like a real photo, and a red band marks
 * the side that is up once the orientation is applied.
 */
export async function cameraPhoto(): Promise<Buffer> {
  const { width, height } = CAMERA;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grain = (random() + random() + random() - 1.5) * 40;
      const band = x < TOP_BAND;
      const at = (y * width + x) * 3;
      pixels[at] = clamp((band ? 220 : 60 + 30 * Math.sin(x / 300) + 30 * Math.cos(y / 170)) + grain);
      pixels[at + 1] = clamp((band ? 30 : 120 + 50 * Math.sin((x + y) / 230)) + grain);
      pixels[at + 2] = clamp((band ? 30 : 140 + 50 * Math.cos(x / 410 - y / 290)) + grain);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: HELD_UPRIGHT })
    .toBuffer();
}
