import type sharp from 'sharp';

/**
 * sharp and libvips add about 25 MB to the process, and only uploads, signage and the demo's
 * first seeding use them, so they are loaded on first use rather than with the server.
 */
export async function loadSharp(): Promise<typeof sharp> {
  const { default: loaded } = await import('sharp');
  // libvips keeps up to 50 MB of past operations to reuse their results; every image here is
  // processed once, so the cache would only hold a first start's demo covers for good.
  loaded.cache(false);
  return loaded;
}
