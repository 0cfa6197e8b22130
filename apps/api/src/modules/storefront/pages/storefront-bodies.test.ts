import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enterpriseInfos,
  owners,
  productExtraFields,
  productPrices,
  products,
  stores,
} from '../../../db/schema/index';
import { signedInOwner } from '../../../testing/factories';
import { validProduct } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createStorefrontBodies } from './storefront-bodies';

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInOwner>>;
let storeId: string;
let breakfast: { id: string; product_prices: { id: string }[]; extra_fields: { id: string }[] };

const listPath = () => `/api/services/guest/store/${storeId}/products/`;

async function guestList() {
  const response = await t.client().get(listPath());
  expect(response.statusCode).toBe(200);
  return {
    etag: response.headers.etag as string,
    products: response.json().results as {
      id: string;
      product_name: string;
      quantity: number | null;
      product_prices: { label: string; price: number }[];
      extra_fields: { label: string }[];
    }[],
  };
}

const productNamed = async (name: string) =>
  (await guestList()).products.find((product) => product.product_name === name);

beforeAll(async () => {
  t = await createTestApp();
  host = await signedInOwner(t);
  storeId = (await createStoreVia(host.client, host.ownerId)).id;
  const created = await host.client.post(
    '/api/services/product/create/',
    validProduct(storeId, {
      product_name: 'Breakfast',
      price_type: 'multiple',
      has_quantity: false,
      quantity: null,
      product_prices: [
        { label: 'Continental', price: 20 },
        { label: 'Full', price: 30 },
      ],
      extra_fields: [{ label: 'Allergies' }],
    }),
  );
  expect(created.statusCode).toBe(201);
  breakfast = created.json();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/services/guest/store/:id/products/ served from the kept copy', () => {
  it('answers 304 without a body while the catalogue is unchanged, and revalidates each time', async () => {
    const first = await t.client().get(listPath());
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"\d+-\d+"$/);

    const again = await t.client().get(listPath(), { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.client().get(listPath(), { headers: { 'if-none-match': '"0-0"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('shows a host edit of the product, its prices and its extra fields at once', async () => {
    const before = await guestList();
    const updated = await host.client.post(`/api/services/product/${breakfast.id}/update/`, {
      ...validProduct(storeId, {
        product_name: 'Full Breakfast',
        price_type: 'multiple',
        has_quantity: false,
        quantity: null,
        product_prices: [
          { label: 'Full English', price: 32 },
          { label: 'Vegan', price: 28 },
        ],
        extra_fields: [{ label: 'Dietary needs' }],
      }),
    });
    expect(updated.statusCode).toBe(200);

    const after = await guestList();
    expect(after.etag).not.toBe(before.etag);
    const shown = after.products.find((product) => product.id === breakfast.id);
    expect(shown?.product_name).toBe('Full Breakfast');
    expect(shown?.product_prices).toMatchObject([
      { label: 'Full English', price: 32 },
      { label: 'Vegan', price: 28 },
    ]);
    expect(shown?.extra_fields).toMatchObject([{ label: 'Dietary needs' }]);
  });

  it('follows writes that do not go through this process: prices, extra fields, stock', async () => {
    await guestList();
    await t.db
      .update(productPrices)
      .set({ priceCents: 4100 })
      .where(eq(productPrices.productId, breakfast.id));
    expect((await productNamed('Full Breakfast'))?.product_prices.map((row) => row.price)).toEqual([
      41, 41,
    ]);

    await t.db.delete(productExtraFields).where(eq(productExtraFields.productId, breakfast.id));
    expect((await productNamed('Full Breakfast'))?.extra_fields).toEqual([]);

    await t.db
      .update(products)
      .set({ hasQuantity: true, quantity: 2 })
      .where(eq(products.id, breakfast.id));
    expect((await productNamed('Full Breakfast'))?.quantity).toBe(2);
  });

  it('drops products switched off or deleted, and shows new ones', async () => {
    const firewood = await host.client.post(
      '/api/services/product/create/',
      validProduct(storeId, { product_name: 'Firewood' }),
    );
    expect(await productNamed('Firewood')).toBeDefined();

    await host.client.post(`/api/services/product/${firewood.json().id}/update-active/`, {
      is_active: false,
    });
    expect(await productNamed('Firewood')).toBeUndefined();

    await host.client.post(`/api/services/product/${breakfast.id}/delete/`);
    expect((await guestList()).products).toEqual([]);
  });

  it('is not found as soon as the store is hidden, and back when it is shown', async () => {
    await guestList();
    await host.client.request('PATCH', `/api/services/store/${storeId}/set-visibility/`, {
      is_visible: false,
    });
    expect((await t.client().get(listPath())).statusCode).toBe(404);
    await host.client.request('PATCH', `/api/services/store/${storeId}/set-visibility/`, {
      is_visible: true,
    });
    expect((await t.client().get(listPath())).statusCode).toBe(200);
  });
});

describe('compressed answers', () => {
  it('sends Brotli or gzip when the client takes it, with the same content', async () => {
    const shop = (await createStoreVia(host.client, host.ownerId)).id;
    for (const name of ['Firewood', 'Kayak', 'Bikes']) {
      await host.client.post(
        '/api/services/product/create/',
        validProduct(shop, { product_name: name, description: 'Ready at the door. '.repeat(30) }),
      );
    }
    const listPath = () => `/api/services/guest/store/${shop}/products/`;
    const plain = await t.client().get(listPath());
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.client().get(listPath(), { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.client().get(listPath(), {
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});

describe('GET /api/services/guest/store/:id/ served from the kept copy', () => {
  const storePath = () => `/api/services/guest/store/${storeId}/`;

  it('follows edits of the store and of its enterprise branding', async () => {
    const first = await t.client().get(storePath());
    expect(first.statusCode).toBe(200);
    expect(
      (await t.client().get(storePath(), { headers: { 'if-none-match': first.headers.etag } }))
        .statusCode,
    ).toBe(304);

    await host.client.request('PATCH', storePath().replace('/guest', ''), {
      storeName: 'Lakeside Cabin',
    });
    const renamed = await t.client().get(storePath());
    expect(renamed.json().storeName).toBe('Lakeside Cabin');
    expect(renamed.headers.etag).not.toBe(first.headers.etag);

    await t.db.update(owners).set({ plan: 'ENTERPRISE' }).where(eq(owners.id, host.ownerId));
    await host.client.request('PATCH', storePath().replace('/guest', ''), {
      enterpriseInfo: { isEnabled: true, company_name: 'Lakeside Stays' },
    });
    expect((await t.client().get(storePath())).json().enterprise_info).toMatchObject({
      isEnabled: true,
      company_name: 'Lakeside Stays',
    });
    await t.db
      .update(enterpriseInfos)
      .set({ companyName: 'Lakeside Holidays' })
      .where(eq(enterpriseInfos.storeId, storeId));
    expect((await t.client().get(storePath())).json().enterprise_info.company_name).toBe(
      'Lakeside Holidays',
    );
  });

  it('is not found once the store is archived', async () => {
    const archived = (await createStoreVia(host.client, host.ownerId)).id;
    const path = `/api/services/guest/store/${archived}/`;
    expect((await t.client().get(path)).statusCode).toBe(200);
    await t.db.update(stores).set({ isActive: false }).where(eq(stores.id, archived));
    expect((await t.client().get(path)).statusCode).toBe(404);
  });
});

describe('createStorefrontBodies', () => {
  it('keeps the most recently read answers within its byte budget', async () => {
    const second = (await createStoreVia(host.client, host.ownerId)).id;
    await host.client.post('/api/services/product/create/', validProduct(second));
    const bodyBytes = (await t.client().get(`/api/services/guest/store/${second}/products/`))
      .rawPayload.length;

    const { products: cache } = createStorefrontBodies('http://localhost:3000', bodyBytes + 10);
    await cache.read(t.db, storeId);
    expect(cache.size).toBe(1);
    const kept = await cache.read(t.db, second);
    expect(cache.size).toBe(1);
    expect(await cache.read(t.db, second)).toBe(kept);
  });

  it('answers null for a store guests cannot see', async () => {
    const { store, products: list } = createStorefrontBodies('http://localhost:3000');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await store.read(t.db, unknown)).toBeNull();
    expect(await list.read(t.db, unknown)).toBeNull();
  });
});
