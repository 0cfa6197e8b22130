import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A file of apps/api/assets (generated once by a script and committed), found from the sources
 * (src/lib) or from the bundle (dist, dist/cli) alike.
 */
export function apiAssetPath(...segments: string[]): string {
  const candidates = [path.resolve(here, '../assets'), path.resolve(here, '../../assets')];
  const folder = candidates.find((dir) => existsSync(dir));
  if (!folder) throw new Error(`No assets folder in ${candidates.join(' or ')}`);
  return path.join(folder, ...segments);
}
