import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STORE_PAGE_IDS } from '@stayfront/core';
import { escapeHtml } from '../../../lib/escape-html';
import type { PageTags } from '../../../plugins/spa-page-preloads';
import type { PreparedPage } from '../../../plugins/spa';
import type { TGuestStore } from '@stayfront/core/contract';
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
 * largest thing on it; the app's code is fetched once that image shows. Nothing when the store
 * is not one guests may see: the app then asks and shows the unavailable page.
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
  return {
    head: head.join(''),
    body: storeFirstPaint(store, brandName),
    codeAfterImage: Boolean(store.image),
  };
}

/** A store page is a guest's first page: the SPA sends it with its code, data and first paint. */
export const storePage: PreparedPage = {
  pathPrefix: '/store/',
  routeModule: STOREFRONT_ROUTE_MODULE,
  tags: storePageTags,
};
