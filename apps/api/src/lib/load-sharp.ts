import type sharp from 'sharp';

/**
 * sharp and libvips add about 25 MB to the process, and only uploads and signage use them (the
 * demo's covers are drawn ahead by a script), so they are loaded on first use rather than with
 * the server.
 */
export async function loadSharp(): Promise<typeof sharp> {
  const { default: loaded } = await import('sharp');
  // libvips keeps up to 50 MB of past operations to reuse their results; every image here is
  // processed once, so the cache would only hold the first images for good.
  loaded.cache(false);
  return loaded;
}
