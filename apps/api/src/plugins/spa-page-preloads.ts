import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** index.html for one kind of page, ready in each encoding the server sends. */
export interface PreloadedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function staticClosure(manifest: Record<string, ManifestChunk>, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const child of chunk.imports ?? []) staticClosure(manifest, child, into);
}

/**
 * index.html that also names the code of one lazy route (`routeModule`, a source path as in
 * Vite's manifest): the browser fetches it alongside the app's entry instead of after running
 * it. Used for store pages, the guests' first page. Null when the build has no such route.
 */
export function pageWithRoutePreloads(distDir: string, routeModule: string): PreloadedPage | null {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const route = manifest[routeModule];
  if (!entryKey || !route) return null;

  const inEntry = new Set<string>();
  staticClosure(manifest, entryKey, inEntry);
  const routeFiles = new Set<string>();
  staticClosure(manifest, routeModule, routeFiles);
  const tags = [
    ...[...routeFiles]
      .filter((file) => !inEntry.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...(route.css ?? []).map((file) => `<link rel="preload" as="style" href="/${file}">`),
  ].join('');

  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (!html.includes('</head>')) return null;
  const identity = Buffer.from(html.replace('</head>', `${tags}</head>`));
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
}

/** The encoding of `page` to send for an Accept-Encoding header. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
