import type { ImageStorage } from '../../../lib/image-storage';
import { getPublicUrl } from '../../../lib/public-http';
import { MAX_IMAGE_BYTES, reencodeImage } from '../uploads/image-processing';

/**
 * Copies a partner's listing photo into our storage the way an upload is stored: checked by
 * content, re-encoded, at most 7 MB. Answers the stored URL. The address comes from the
 * partner's answer, so it may not lead into a private network, except to the partner's own
 * configured API origin (`partnerOrigin`).
 */
export async function storeListingPhoto(
  storage: ImageStorage,
  url: string,
  { timeoutMs, partnerOrigin }: { timeoutMs: number; partnerOrigin: string },
): Promise<string> {
  const response = await getPublicUrl(url, { timeoutMs, trustedOrigin: partnerOrigin });
  if (response.statusCode !== 200) {
    response.resume();
    throw new Error(`The photo could not be downloaded (${response.statusCode}).`);
  }
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > MAX_IMAGE_BYTES) {
    response.destroy();
    throw new Error('The photo is larger than 7MB.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_IMAGE_BYTES) {
      response.destroy();
      throw new Error('The photo is larger than 7MB.');
    }
    chunks.push(chunk);
  }
  let image: Awaited<ReturnType<typeof reencodeImage>>;
  try {
    image = await reencodeImage(Buffer.concat(chunks));
  } catch {
    throw new Error('The photo is not a JPG or PNG image.');
  }
  const stored = await storage.save(image.bytes, image.extension, image.contentType);
  return stored.url;
}
