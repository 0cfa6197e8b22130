import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
  const routeChunks = Object.values(manifest).filter(
    (chunk) => routeFiles.has(chunk.file) && !inEntry.has(chunk.file),
  );
  const tags = [
    ...routeChunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
    // Applied from the page itself (the build may put them with a chunk the route shares): the
    // app's loader finds them there instead of adding them and waiting for them once it runs.
    // crossorigin as the loader asks for them, else the browser would fetch them twice.
    ...routeChunks
      .flatMap((chunk) => chunk.css ?? [])
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('');

  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (!html.includes('</head>')) return null;
  const identity = Buffer.from(html.replace('</head>', `${tags}</head>`));
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
}

/** What differs per request in a page: tags for its head, markup before the app's root. */
export interface PageTags {
  head?: string;
  body?: string;
}

/**
 * `page` with a store's own tags (its data, image and first paint), in the one encoding the
 * client takes. Compressed at a fast level: it is made on every request.
 */
export function pageWithTags(
  page: PreloadedPage,
  { head = '', body = '' }: PageTags,
  encoding: 'br' | 'gzip' | undefined,
): Buffer {
  // Replaced by functions: a "$" pattern in a store's own text must stay as it is.
  const identity = Buffer.from(
    page.identity
      .toString()
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root">', () => `${body}<div id="root">`),
  );
  if (encoding === 'br') {
    return brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  return encoding === 'gzip' ? gzipSync(identity, { level: 6 }) : identity;
}
