import type sharp from 'sharp';

/**
 * sharp and libvips add about 25 MB to the process, and only uploads, signage and the demo's
 * first seeding use them, so they are loaded on first use rather than with the server.
 */
export async function loadSharp(): Promise<typeof sharp> {
  return (await import('sharp')).default;
}
