import type { ImageStorage } from '../../lib/image-storage';
import { MAX_IMAGE_BYTES, reencodeImage } from '../uploads/image-processing';

/**
 * Copies a partner's listing photo into our storage the way an upload is stored: checked by
 * content, re-encoded, at most 7 MB. Answers the stored URL.
 */
export async function storeListingPhoto(
  storage: ImageStorage,
  url: string,
  timeoutMs: number,
): Promise<string> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error('The photo address is not a web address.');
  }
  const response = await fetch(parsed, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`The photo could not be downloaded (${response.status}).`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_IMAGE_BYTES) {
    await response.body.cancel();
    throw new Error('The photo is larger than 7MB.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > MAX_IMAGE_BYTES) throw new Error('The photo is larger than 7MB.');
    chunks.push(Buffer.from(chunk));
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
