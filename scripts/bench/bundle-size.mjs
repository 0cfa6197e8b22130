// The JavaScript a guest downloads before /store/:storeId/ first renders, gzip-compressed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function benchBundleSize(root) {
  const dist = path.join(root, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const needed = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || needed.has(chunk.file)) return;
    needed.add(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  visit(entryKey);
  const storefrontKey = Object.keys(manifest).find((key) =>
    key.includes('app/routes/storefront/index'),
  );
  if (storefrontKey) visit(storefrontKey);
  let total = 0;
  console.log('\nJavaScript for the first render of /store/:storeId/ (gzip):');
  for (const file of [...needed].filter((f) => f.endsWith('.js')).sort()) {
    const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    total += size;
    console.log(`  ${file.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
  }
  console.log(`  total ${(total / 1024).toFixed(1)} KB gzip (target <= 180 KB)`);
  return total;
}
