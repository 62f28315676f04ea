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
