import sharp from 'sharp';
import { type ProductImageInput, productImageSvg } from './product-image';

/** The side of a generated photo in pixels: larger than the largest width served (1280), as a camera's is. */
export const PHOTO_SIZE = 1600;

const RAW = { width: PHOTO_SIZE, height: PHOTO_SIZE, channels: 3 } as const;

/**
 * What turns a flat drawing into something with a photo's texture and weight: sensor-like grain at two
 * scales and a lens's vignette. Made once (about a second) and laid over every photo of a run.
 */
export interface PhotoTexture {
  fine: Buffer;
  coarse: Buffer;
  vignette: Buffer;
}

export async function photoTexture(): Promise<PhotoTexture> {
  const noise = (size: number, sigma: number) =>
    sharp({
      create: {
        width: size,
        height: size,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    });
  const [fine, coarse, vignette] = await Promise.all([
    noise(PHOTO_SIZE, 14).raw().toBuffer(),
    // Grain a few pixels across: it survives downscaling, as the texture of fabric or a table top does.
    noise(PHOTO_SIZE / 8, 22)
      .resize(PHOTO_SIZE, PHOTO_SIZE, { kernel: 'cubic' })
      .raw()
      .toBuffer(),
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE}" height="${PHOTO_SIZE}">` +
          `<defs><radialGradient id="v" cx="42%" cy="38%" r="75%">` +
          `<stop offset="0" stop-color="#fff"/><stop offset=".6" stop-color="#f2f2f2"/><stop offset="1" stop-color="#a8a8a8"/>` +
          `</radialGradient></defs><rect width="100%" height="100%" fill="url(#v)"/></svg>`,
      ),
    )
      .removeAlpha()
      .raw()
      .toBuffer(),
  ]);
  return { fine, coarse, vignette };
}

/**
 * A product's picture as a JPEG "photo" of PHOTO_SIZE × PHOTO_SIZE, about 150–300 kB as a camera's
 * would be: its drawing (productImageSvg) rendered large, lit unevenly and grainy. Made for the seed, so the
 * shop can be measured with pictures of a real photo's weight without fetching any.
 */
export async function productPhotoJpeg(input: ProductImageInput, texture: PhotoTexture): Promise<Buffer> {
  const drawing = await sharp(Buffer.from(productImageSvg(input)), { density: (72 * PHOTO_SIZE) / 600 })
    .resize(PHOTO_SIZE, PHOTO_SIZE)
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer();
  return sharp(drawing, { raw: RAW })
    .composite([
      { input: texture.vignette, raw: RAW, blend: 'multiply' },
      { input: texture.coarse, raw: RAW, blend: 'soft-light' },
      { input: texture.fine, raw: RAW, blend: 'overlay' },
    ])
    .jpeg({ quality: 74 })
    .toBuffer();
}
