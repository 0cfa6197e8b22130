import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { STORE_PAGE_IDS } from '@stayfront/core';

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
  /**
   * The same page with its code held back (see `withCodeAfterImage`), null when the shell's code
   * tags are not the ones Vite writes.
   */
  codeAfterImage: string | null;
}

// The tags Vite writes for the entry and its static imports, and those added for the route.
const CODE_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
/** Adds a template's code to the page once the first paint's image shows (apps/web/public). */
const START_AFTER_IMAGE = '<script type="module" src="/start-app-after-image.js"></script>';

/**
 * `html` with its code tags moved into an inert template, which a small script adds to the page
 * once the store's image is on screen: the first paint shows the store without the app, so on a
 * slow link the image, the page's largest element, does not share the bandwidth with the app's
 * JavaScript. Null when `html` names code some other way (the template would not hold it all).
 */
function withCodeAfterImage(html: string, entryFile: string): string | null {
  const codeTags = html.match(CODE_TAGS) ?? [];
  const rest = html.replace(CODE_TAGS, '');
  if (rest.includes(entryFile) || !rest.includes('</head>')) return null;
  const template = `<template id="${STORE_PAGE_IDS.appCode}">${codeTags.join('')}</template>`;
  return rest.replace('</head>', () => `${template}${START_AFTER_IMAGE}</head>`);
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
  const page = html.replace('</head>', `${tags}</head>`);
  const identity = Buffer.from(page);
  return {
    identity,
    br: brotliCompressSync(identity),
    gzip: gzipSync(identity, { level: 9 }),
    codeAfterImage: withCodeAfterImage(page, manifest[entryKey]!.file),
  };
}

/** What differs per request in a page: tags for its head, markup before the app's root. */
export interface PageTags {
  head?: string;
  body?: string;
  /** The body shows the page's largest image: the app's code waits for it (withCodeAfterImage). */
  codeAfterImage?: boolean;
}

/**
 * `page` with a store's own tags (its data, image and first paint), in the one encoding the
 * client takes. Compressed at a fast level: it is made on every request.
 */
export function pageWithTags(
  page: PreloadedPage,
  { head = '', body = '', codeAfterImage = false }: PageTags,
  encoding: 'br' | 'gzip' | undefined,
): Buffer {
  const shell = (codeAfterImage && page.codeAfterImage) || page.identity.toString();
  // Replaced by functions: a "$" pattern in a store's own text must stay as it is.
  const identity = Buffer.from(
    shell
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root">', () => `${body}<div id="root">`),
  );
  if (encoding === 'br') {
    return brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  return encoding === 'gzip' ? gzipSync(identity, { level: 6 }) : identity;
}
