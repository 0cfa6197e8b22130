import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePage } from '../modules/storefront/pages/store-page';
import spaPlugin from './spa';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>';
// The web app's static files, where the script that starts a held-back page lives.
const WEB_PUBLIC = new URL('../../../web/public/', import.meta.url).pathname;
const ENTRY_JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** A small web build: an entry, a shared chunk, and the storefront route with its own chunk. */
function writeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'stayfront-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets/index-a.js'), ENTRY_JS);
  writeFileSync(path.join(dist, 'assets/index-a.js.br'), brotliCompressSync(ENTRY_JS));
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-b.js' },
      '_money.js': { file: 'assets/money-d.js', css: ['assets/storefront-e.css'] },
      'src/app/routes/storefront/index.tsx': {
        file: 'assets/storefront-c.js',
        imports: ['_shared.js', '_money.js'],
      },
    }),
  );
  return dist;
}

const STORE_ID = '3f1c0a7e-0000-4000-8000-000000000001';
const GUEST_STORE = {
  id: STORE_ID,
  storeName: 'Lake </script> House $` $&',
  image: '/uploads/a&b.jpg',
  city: 'Tahoe City',
  state: 'CA',
  description: 'Kayaks & <b>firewood</b>',
  enterprise_info: { isEnabled: false },
};
const PRODUCTS = { results: [{ id: 'p1', name: 'Firewood' }] };
const HOST = { email: 'host@example.com', role: 'HOST' };

/** The API calls a store page is made with, as the real routes answer them. */
function fakeApi(app: FastifyInstance) {
  app.get('/api/services/app-config/', () => ({ brandName: 'Stayfront' }));
  app.get<{ Params: { id: string } }>('/api/services/guest/store/:id/', (request, reply) =>
    request.params.id === STORE_ID ? GUEST_STORE : reply.status(404).send({ detail: 'Not found.' }),
  );
  app.get('/api/services/guest/store/:id/products/', () => PRODUCTS);
  app.get('/api/jwt/me/', (request, reply) =>
    request.headers.cookie === 'session=host'
      ? HOST
      : reply.status(401).send({ detail: 'Not signed in.' }),
  );
}

/** The store data written into a store page, as the web app reads it. */
function bootData(html: string): unknown {
  const json = /<script type="application\/json" id="sf-boot">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe('web app serving', () => {
  const app = Fastify();

  beforeAll(async () => {
    fakeApi(app);
    await app.register(spaPlugin, { distDir: writeBuild(), preparedPage: storePage });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the Brotli copy of an asset to browsers that accept it, cached for a year', async () => {
    const compressed = await app.inject({
      url: '/assets/index-a.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(ENTRY_JS);

    const plain = await app.inject({ url: '/assets/index-a.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY_JS);
  });

  it("names the storefront's own code in store pages, and only there", async () => {
    const store = await app.inject({
      url: '/store/3f1c0a7e-0000-4000-8000-000000000001/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(store.statusCode).toBe(200);
    expect(store.headers['content-type']).toContain('text/html');
    expect(store.headers['cache-control']).toBe('private, no-cache');
    expect(store.headers.vary).toBe('accept-encoding, cookie');
    expect(store.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(store.rawPayload).toString();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/storefront-c.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/money-d.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/storefront-e.css">');
    // Already loaded with the entry: not named twice.
    expect(html).not.toContain('shared-b.js');

    const login = await app.inject({ url: '/login/' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toBe(INDEX);
  });

  it("writes the store's first data and its image into the store page", async () => {
    const home = await app.inject({ url: `/store/${STORE_ID}/?category=Food` });
    expect(bootData(home.body)).toEqual({
      storeId: STORE_ID,
      appConfig: { brandName: 'Stayfront' },
      store: GUEST_STORE,
      products: PRODUCTS,
      user: null,
    });
    // The store's own text cannot end the element early, and "$" patterns stay as they are.
    expect(home.body).toContain('Lake \\u003c/script> House $` $&');
    expect(home.body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/a&amp;b.jpg">',
    );

    // The first paint: header and store top in plain HTML, before the app's (hidden) root.
    const firstPaint = /<div id="sf-first-paint" aria-hidden="true"[^>]*>(.*?)<div id="root">/.exec(
      home.body,
    )?.[1];
    expect(firstPaint).toContain('#sf-first-paint~#root{display:none}');
    expect(firstPaint).toContain('Stayfront</span>');
    expect(firstPaint).toContain(
      '<img src="/uploads/a&amp;b.jpg" alt="" fetchpriority="high" class="sf-hero__image">',
    );
    expect(firstPaint).toContain(
      '<h1 class="sf-hero__name">Lake &lt;/script&gt; House $` $&amp;</h1>',
    );
    expect(firstPaint).toContain('<p class="sf-hero__place">Tahoe City, CA</p>');
    expect(firstPaint).toContain(
      '<p class="sf-hero__description">Kayaks &amp; &lt;b&gt;firewood&lt;/b&gt;</p>',
    );

    const cart = await app.inject({
      url: `/store/${STORE_ID}/cart/`,
      headers: { cookie: 'session=host' },
    });
    expect(bootData(cart.body)).toMatchObject({ storeId: STORE_ID, user: HOST });
    // The hero image and the first paint are the home page's only.
    expect(cart.body).not.toContain('as="image"');
    expect(cart.body).not.toContain('sf-first-paint');
  });

  it("holds a store home page's code back until the store's image shows", async () => {
    const home = await app.inject({ url: `/store/${STORE_ID}/` });
    const template = /<template id="sf-app-code">(.*?)<\/template>/.exec(home.body)?.[1];
    expect(template).toBe(
      '<script type="module" src="/assets/index-a.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/money-d.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/storefront-c.js">',
    );
    // Outside the inert template the page names no code but the script that adds it.
    const rest = home.body.replace(/<template.*?<\/template>/, '');
    expect(rest).not.toMatch(/index-a\.js|modulepreload/);
    expect(rest).toContain('<script type="module" src="/start-app-after-image.js"></script>');
    expect(existsSync(path.join(WEB_PUBLIC, 'start-app-after-image.js'))).toBe(true);
    // Its styles still come before the first paint.
    expect(rest).toContain('<link rel="stylesheet" crossorigin href="/assets/storefront-e.css">');

    // A page without the store's image starts the app at once.
    const cart = await app.inject({ url: `/store/${STORE_ID}/cart/` });
    expect(cart.body).not.toContain('sf-app-code');
    expect(cart.body).toContain('<script type="module" src="/assets/index-a.js"></script>');
  });

  it('leaves the data out of the page of a store guests may not see', async () => {
    const page = await app.inject({ url: '/store/archived/' });
    expect(page.statusCode).toBe(200);
    expect(bootData(page.body)).toBeUndefined();
    expect(page.body).not.toContain('as="image"');
    expect(page.body).not.toContain('sf-first-paint');
  });

  it('still answers 404 for unknown API paths', async () => {
    const response = await app.inject({ url: '/api/nothing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});
