import { loadSharp } from '../../../lib/load-sharp';
import { fieldError } from '../../../errors';

export const MAX_IMAGE_BYTES = 7 * 1024 * 1024;
export const MAX_IMAGE_EDGE = 2000;

export const uploadMessages = {
  wrongType: 'You can only upload JPG/PNG file!',
  tooLarge: 'Image must be smaller than 7MB!',
  missing: 'Choose an image to upload.',
} as const;

/**
 * Checks the bytes (not the name) are a JPEG or PNG, then re-encodes: orientation applied,
 * at most 2000 px on a side, metadata such as GPS position dropped.
 */
export async function reencodeImage(bytes: Buffer) {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw fieldError('file', uploadMessages.wrongType);
  }
  if (format !== 'jpeg' && format !== 'png') throw fieldError('file', uploadMessages.wrongType);
  const pipeline = sharp(bytes, { limitInputPixels: 60_000_000 }).rotate().resize({
    width: MAX_IMAGE_EDGE,
    height: MAX_IMAGE_EDGE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  try {
    return format === 'jpeg'
      ? {
          bytes: await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
          extension: 'jpg' as const,
          contentType: 'image/jpeg',
        }
      : {
          bytes: await pipeline.png({ compressionLevel: 9 }).toBuffer(),
          extension: 'png' as const,
          contentType: 'image/png',
        };
  } catch {
    throw fieldError('file', uploadMessages.wrongType);
  }
}
