import jsQR from 'jsqr';
import sharp from 'sharp';

const DECODE_WIDTH = 1000;

/** The text of the QR code in one region of a PNG (the whole image when no region is given). */
export async function decodeQr(
  png: Buffer,
  region?: { left: number; top: number; width: number; height: number },
) {
  const image = region ? sharp(png).extract(region) : sharp(png);
  const { data, info } = await image
    .resize({ width: DECODE_WIDTH, withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** Decodes one QR code per cell of a `cols` × `rows` grid laid over the image. */
export async function decodeQrGrid(png: Buffer, cols: number, rows: number) {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const cw = Math.floor(width / cols);
  const ch = Math.floor(height / rows);
  const texts: (string | null)[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      texts.push(await decodeQr(png, { left: col * cw, top: row * ch, width: cw, height: ch }));
    }
  }
  return texts;
}
