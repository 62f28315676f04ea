import sharp from 'sharp';

/** Decoding stops beyond this many pixels (a tiny file can claim a gigapixel canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes an uploaded image to a square WebP of `size` px. Re-encoding drops EXIF (GPS!),
 * ICC and any payload hidden after the image data; `rotate()` first applies the EXIF
 * orientation so the picture stays upright. Returns null when the bytes do not decode.
 */
export async function toSquareWebp(input: Buffer, size: number): Promise<Buffer | null> {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** The two WebP renderings of a listing image (detail page and search card). */
export interface WidthVariants {
  detail: Buffer;
  card: Buffer;
}

/**
 * Re-encodes an uploaded image to WebP at two widths (never enlarged), upright per its EXIF
 * orientation and then turned by `turn` degrees clockwise. Like toSquareWebp, nothing the
 * client wrote survives but the pixels: EXIF (GPS!), XMP, ICC and trailing payloads are gone.
 * The card is made from the detail rendering, so the big input is decoded only once.
 * Returns null when the bytes do not decode.
 */
export async function toWidthVariants(
  input: Buffer,
  widths: { detail: number; card: number },
  turn: 0 | 90 | 180 | 270 = 0,
): Promise<WidthVariants | null> {
  try {
    let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).autoOrient();
    if (turn) pipeline = pipeline.rotate(turn);
    const detail = await pipeline.resize({ width: widths.detail, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
    const card = await sharp(detail).resize({ width: widths.card, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    return { detail, card };
  } catch {
    return null;
  }
}
