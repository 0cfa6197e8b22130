import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages, STORE_PAGE_IDS } from '@stayfront/core';
import { preferredEncoding } from '../lib/accept-encoding';
import { escapeHtml } from '../lib/escape-html';
import type { TGuestStore } from '@stayfront/core/contract';
import {
  pageWithTags,
  pageWithRoutePreloads,
  type PageTags,
  type PreloadedPage,
} from './spa-page-preloads';
import { storeFirstPaint } from './store-first-paint';

const STOREFRONT_ROUTE_MODULE = 'src/app/routes/storefront/index.tsx';
const STORE_PAGE_PATH = /^\/store\/([^/?#]+)(\/[^?#]*)?/;

/** What an API GET answers for this request, or undefined when it does not succeed. */
async function apiAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
): Promise<unknown> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
  });
  return response.statusCode === 200 ? response.json() : undefined;
}

/**
 * What a store page first shows, fetched in-process while the page is made: the configuration,
 * the store, its products and who is signed in (null for nobody), so the app renders the store at
 * once instead of after four round trips. The home page also gets its first paint (the header
 * and the store's top in plain HTML) and its image asked for ahead of everything else, as the
 * largest thing on it. Nothing when the store is not one guests may see: the app then asks and
 * shows the unavailable page.
 */
async function storePageTags(app: FastifyInstance, request: FastifyRequest): Promise<PageTags> {
  const match = STORE_PAGE_PATH.exec(request.url);
  if (!match || request.method !== 'GET') return {};
  const storeId = decodeURIComponent(match[1]!);
  const storeApi = `/api/services/guest/store/${encodeURIComponent(storeId)}/`;
  const [appConfig, store, products, user] = await Promise.all([
    apiAnswer(app, request, '/api/services/app-config/'),
    apiAnswer(app, request, storeApi) as Promise<TGuestStore | undefined>,
    apiAnswer(app, request, `${storeApi}products/`),
    // Signed out is an answer too (401): the app then makes a guest session.
    apiAnswer(app, request, '/api/jwt/me/').then((answer) => answer ?? null),
  ]);
  if (store === undefined || products === undefined) return {};
  const boot = JSON.stringify({ storeId, appConfig, store, products, user });
  // JSON.stringify leaves "<" as it is: "</script>" in a product's text would end the element.
  const head = [
    `<script type="application/json" id="${STORE_PAGE_IDS.bootData}">${boot.replace(/</g, '\\u003c')}</script>`,
  ];
  const isHome = (match[2] ?? '/') === '/';
  if (!isHome) return { head: head.join('') };
  if (store.image) {
    head.unshift(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(store.image)}">`,
    );
  }
  const brandName = (appConfig as { brandName?: unknown } | undefined)?.brandName;
  if (typeof brandName !== 'string') return { head: head.join('') };
  return { head: head.join(''), body: storeFirstPaint(store, brandName) };
}

/** The store page's body in `encoding`: the shell with the store's own tags when it has some. */
async function storePage(
  app: FastifyInstance,
  request: FastifyRequest,
  shell: PreloadedPage,
  encoding: 'br' | 'gzip' | undefined,
): Promise<Buffer> {
  try {
    const tags = await storePageTags(app, request);
    if (tags.head || tags.body) return pageWithTags(shell, tags, encoding);
  } catch (error) {
    // The page works without them: the app then asks for the store itself.
    request.log.warn({ err: error }, 'could not add the store data to a store page');
  }
  return encoding ? shell[encoding] : shell.identity;
}

interface SpaOptions {
  distDir?: string;
}

/**
 * Serves the built web app: hashed assets cached for a year, every other non-API path answered
 * with index.html so the client router can take it (history fallback). The build writes Brotli
 * and gzip copies of its text files (apps/web/vite.config.ts), sent to browsers that accept them.
 */
export default fp(async function spa(app: FastifyInstance, { distDir }: SpaOptions) {
  const hasSpa = distDir != null && existsSync(path.join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  // A store page is a guest's first page: its code is named in the page itself.
  const storeShell = hasSpa ? pageWithRoutePreloads(distDir, STOREFRONT_ROUTE_MODULE) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasSpa || !isPage || request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({ detail: messages.notFound });
    }
    reply.header('cache-control', 'no-cache');
    if (storeShell && request.url.startsWith('/store/')) {
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const page = await storePage(app, request, storeShell, encoding);
      // The page now carries who is signed in: no shared cache may keep it.
      reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, cookie');
      reply.header('content-type', 'text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(page);
    }
    return reply.sendFile('index.html');
  });
});
