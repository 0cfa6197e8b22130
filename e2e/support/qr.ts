import jsQR from 'jsqr';
import sharp from 'sharp';

/** The text of the QR code in the top `share` of a PNG (each sign's first face sits there). */
export async function decodeQrPng(png: Buffer, share = 1) {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const { data, info } = await sharp(png)
    .extract({ left: 0, top: 0, width, height: Math.floor(height * share) })
    .resize({ width: 1000, withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}
