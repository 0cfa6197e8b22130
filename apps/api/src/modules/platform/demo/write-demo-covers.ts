import { mkdirSync, writeFileSync } from 'node:fs';
import { apiAssetPath } from '../../../lib/api-assets';
import { renderDemoCover } from './demo-images';
import { DEMO_COVERS_FOLDER, DEMO_STORES } from './demo-stores';

// `npm run -w apps/api demo-covers`: draws the demo stores' covers into apps/api/assets, after
// a demo store's name or colours or the drawing changed. The seeding copies them from there.
mkdirSync(apiAssetPath(DEMO_COVERS_FOLDER), { recursive: true });
for (const { storeName, cover } of DEMO_STORES) {
  const image = await renderDemoCover(storeName, cover.colors);
  writeFileSync(apiAssetPath(DEMO_COVERS_FOLDER, cover.file), image);
  process.stdout.write(`${cover.file}: ${image.length} bytes\n`);
}
