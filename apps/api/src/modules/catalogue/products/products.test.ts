import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owners, products } from '../../../db/schema/index';
import { signedInOwner } from '../../../testing/factories';
import { createProductVia, validProduct } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function hostWithStore() {
  const host = await signedInOwner(t);
  const store = await createStoreVia(host.client, host.ownerId);
  return { ...host, store };
}

const list = async (client: TestClient, storeId: string, category = 'all') =>
  (await client.get(`/api/services/store/${storeId}/products/?category=${category}`)).json()
    .results as {
    id: string;
    product_name: string;
  }[];

const productRow = (id: string) => t.db.query.products.findFirst({ where: eq(products.id, id) });

describe('GET /api/services/product/templates/', () => {
  it('offers the 27 built-in templates', async () => {
    const body = (await t.client().get('/api/services/product/templates/')).json();
    expect(body.count).toBe(27);
    expect(body.results.find((tpl: { key: string }) => tpl.key === 'mid-stay-clean')).toMatchObject(
      { price: 100, preorder_by: 7 },
    );
  });
});

describe('POST /api/services/product/create/', () => {
  it('creates a product at the end of the store, in the spec payload shape', async () => {
    const { client, store } = await hostWithStore();
    const first = await createProductVia(client, store.id);
    const second = await createProductVia(client, store.id, {
      product_name: 'Bike Rental',
      has_quantity: false,
      quantity: null,
    });
    expect(first).toMatchObject({
      product_name: 'Firewood',
      price: 20,
      price_type: 'static',
      quantity: 5,
      has_quantity: true,
      is_active: true,
      is_local: false,
      is_out_of_stock: false,
      product_group_id: null,
      store: store.id,
    });
    expect(second.store_arrangement).toBeGreaterThan(first.store_arrangement as number);
    expect((await client.get(`/api/services/store/${store.id}/`)).json()).toMatchObject({
      hasAddedProduct: true,
      numProducts: 2,
    });
  });

  it('applies every field rule with the spec messages', async () => {
    const { client, store } = await hostWithStore();
    const response = await client.post('/api/services/product/create/', {
      ...validProduct(store.id),
      product_name: '',
      image: '',
      description: '',
      instructions: 'x'.repeat(501),
      price: 0.3,
      has_quantity: true,
      quantity: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      product_name: ['This field is required.'],
      instructions: ['Ensure this field has no more than 500 characters.'],
    });
    const second = await client.post('/api/services/product/create/', {
      ...validProduct(store.id),
      image: '',
      description: '',
      price: 0.3,
      quantity: null,
    });
    expect(second.json()).toEqual({
      image: ['This field is required.'],
      description: ['This field is required.'],
      price: ['The price must be 0 or at least $0.50.'],
      quantity: ['This field is required.'],
    });
    expect(await t.db.$count(products, eq(products.storeId, store.id))).toBe(0);
  });

  it('checks description length, notice, links and price rows', async () => {
    const { client, store } = await hostWithStore();
    const long = await client.post('/api/services/product/create/', {
      ...validProduct(store.id),
      description: 'x'.repeat(10001),
    });
    expect(long.json()).toEqual({
      description: ['Ensure this field has no more than 10000 characters.'],
    });
    const preorder = await client.post('/api/services/product/create/', {
      ...validProduct(store.id),
      category: 'PO',
      preorder_by: null,
    });
    expect(preorder.json()).toEqual({ preorder_by: ['This field is required.'] });
    const link = await client.post('/api/services/product/create/', {
      ...validProduct(store.id),
      category: 'LINK',
      subcategory: 'Something else',
      description: '',
      external_link: 'ftp://example.com',
    });
    expect(link.json()).toEqual({
      external_link: ['Enter a link that starts with http:// or https://.'],
    });
    const tooLong = await client.post('/api/services/product/create/', {
      ...validProduct(store.id),
      external_link: `https://example.com/${'a'.repeat(250)}`,
    });
    expect(tooLong.json()).toEqual({
      external_link: ['Ensure this field has no more than 254 characters.'],
    });
    const rows = await client.post('/api/services/product/create/', {
      ...validProduct(store.id),
      price_type: 'multiple',
      product_prices: [
        { label: '', price: 10 },
        { label: 'Large', price: 0.2 },
      ],
    });
    expect(rows.json()).toEqual({
      'product_prices.0.label': ['This field is required.'],
      'product_prices.1.price': ['The price must be 0 or at least $0.50.'],
    });
  });

  it('enforces the contact rules and the plan gates', async () => {
    const { client, store, ownerId } = await hostWithStore();
    const contacts = Array.from({ length: 11 }, (_, i) => ({ email: `c${i}@example.com` }));
    const tooMany = await client.post('/api/services/product/create/', {
      ...validProduct(store.id),
      product_delegates: contacts,
    });
    expect(tooMany.json()).toEqual({
      product_delegates: ['You have met the limit of 10 emails for notifications.'],
    });
    const duplicate = await client.post('/api/services/product/create/', {
      ...validProduct(store.id),
      product_delegates: [{ email: 'a@example.com' }, { email: 'A@example.com' }],
    });
    expect(duplicate.json()).toEqual({
      'product_delegates.1.email': ['That email has already been added.'],
    });
    const phone = await client.post('/api/services/product/create/', {
      ...validProduct(store.id),
      product_delegates: [
        { email: 'a@example.com', phone_number: '+1 555 123 4567' },
        { email: 'b@example.com', is_sales_sms_enabled: true },
      ],
    });
    expect(phone.json()).toEqual({
      'product_delegates.0.phone_number': [
        'Select the text info you would like your contact to receive.',
      ],
      'product_delegates.1.phone_number': ['Phone number is required to receive text info.'],
      'product_delegates.1.is_sales_sms_enabled': ['Text notifications need a paid plan.'],
    });
    const external = await client.post('/api/services/product/create/', {
      ...validProduct(store.id),
      category: 'LINK',
      subcategory: 'External Link',
      external_link: 'https://example.com/guide',
    });
    expect(external.json()).toEqual({
      subcategory: ['External Link products need the Pro plan or higher.'],
    });

    await t.db.update(owners).set({ plan: 'PRO' }).where(eq(owners.id, ownerId));
    const proLink = await client.post('/api/services/product/create/', {
      ...validProduct(store.id),
      category: 'LINK',
      subcategory: 'External Link',
      description: '',
      external_link: 'https://example.com/guide',
      product_delegates: [
        { email: 'b@example.com', phone_number: '+15551234567', is_request_sms_enabled: true },
      ],
    });
    expect(proLink.statusCode).toBe(201);
    expect(proLink.json()).toMatchObject({
      is_external_link: true,
      product_delegates: [{ email: 'b@example.com', is_request_sms_enabled: true }],
    });
  });

  it('normalizes price modes and subcategories', async () => {
    const { client, store } = await hostWithStore();
    const variable = await createProductVia(client, store.id, {
      price_type: 'variable',
      price: 40,
    });
    expect(variable).toMatchObject({ price_type: 'variable', price: 0 });
    const single = await createProductVia(client, store.id, {
      price_type: 'multiple',
      product_prices: [{ label: 'One', price: 12.5 }],
    });
    expect(single).toMatchObject({ price_type: 'static', price: 12.5, product_prices: [] });
    const early = await createProductVia(client, store.id, {
      price_type: 'multiple',
      is_early_checkin: true,
      product_prices: [{ label: '', time_label: '14:00:00', price: 30 }],
    });
    expect(early).toMatchObject({
      price_type: 'multiple',
      price: 30,
      product_prices: [{ time_label: '14:00:00', price: 30 }],
    });
    const custom = await createProductVia(client, store.id, { subcategory: 'Surfboards' });
    expect(custom).toMatchObject({
      subcategory: 'Something else',
      custom_subcategory: 'Surfboards',
    });
    const offPlatform = await createProductVia(client, store.id, {
      is_purchasable_off_platform: true,
    });
    expect(offPlatform.instructions_off_platform).toMatch(/Airbnb Resolution Center/);
  });

  it("refuses another owner's store and unknown fields", async () => {
    const { client } = await hostWithStore();
    const other = await hostWithStore();
    const response = await client.post(
      '/api/services/product/create/',
      validProduct(other.store.id),
    );
    expect(response.statusCode).toBe(404);
    expect(await t.db.$count(products, eq(products.storeId, other.store.id))).toBe(0);
    const unknown = await client.post('/api/services/product/create/', {
      ...validProduct(other.store.id),
      owner: 'x',
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('update, switch, delete', () => {
  it('updates a product and leaves it unchanged on error', async () => {
    const { client, store } = await hostWithStore();
    const product = await createProductVia(client, store.id);
    const response = await client.post(`/api/services/product/${product.id}/update/`, {
      ...validProduct(store.id, {
        product_name: 'Oak Firewood',
        price: 25,
        extra_fields: [{ label: 'Delivery spot' }],
      }),
      productId: product.id,
      massCreate: false,
      massUpdate: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      product_name: 'Oak Firewood',
      price: 25,
      extra_fields: [{ label: 'Delivery spot' }],
      added_to_stores: 0,
    });
    const bad = await client.post(`/api/services/product/${product.id}/update/`, {
      ...validProduct(store.id),
      product_name: '',
    });
    expect(bad.statusCode).toBe(400);
    expect((await productRow(product.id))!.productName).toBe('Oak Firewood');
  });

  it("cannot touch another owner's product", async () => {
    const { client, store } = await hostWithStore();
    const product = await createProductVia(client, store.id);
    const other = await hostWithStore();
    const paths = ['update/', 'update-active/', 'delete/', 'propagate/', 'mass-delete/'];
    for (const path of paths) {
      const response = await other.client.post(`/api/services/product/${product.id}/${path}`, {
        ...validProduct(store.id),
        is_active: false,
      });
      expect([400, 404]).toContain(response.statusCode);
    }
    expect(await productRow(product.id)).toMatchObject({
      productName: 'Firewood',
      isActive: true,
      deletedAt: null,
    });
  });

  it('switches a product off and on', async () => {
    const { client, store } = await hostWithStore();
    const product = await createProductVia(client, store.id);
    const off = await client.post(`/api/services/product/${product.id}/update-active/`, {
      is_active: false,
    });
    expect(off.json().is_active).toBe(false);
    const bad = await client.post(`/api/services/product/${product.id}/update-active/`, {
      is_active: 'off',
    });
    expect(bad.json()).toEqual({ is_active: ['Must be true or false.'] });
  });

  it('deletes a product from its store', async () => {
    const { client, store } = await hostWithStore();
    const product = await createProductVia(client, store.id);
    expect((await client.post(`/api/services/product/${product.id}/delete/`)).json()).toEqual({
      ok: true,
    });
    expect(await list(client, store.id)).toEqual([]);
    expect((await client.post(`/api/services/product/${product.id}/delete/`)).statusCode).toBe(404);
  });
});

describe('tiles in all stores', () => {
  it('creates in all stores with a group, or none when there is one store', async () => {
    const { client, ownerId, store } = await hostWithStore();
    const alone = await createProductVia(client, store.id, { mass_create: true });
    expect(alone.product_group_id).toBeNull();
    const second = await createStoreVia(client, ownerId, { storeName: 'Second' });
    const grouped = await createProductVia(client, store.id, {
      product_name: 'Breakfast',
      mass_create: true,
    });
    expect(grouped.product_group_id).toEqual(expect.any(String));
    expect((await list(client, second.id)).map((p) => p.product_name)).toEqual(['Breakfast']);
  });

  it('propagates, updates in all stores and deletes from all stores', async () => {
    const { client, ownerId, store } = await hostWithStore();
    const second = await createStoreVia(client, ownerId, { storeName: 'Second' });
    const product = await createProductVia(client, store.id);
    const propagate = await client.post(`/api/services/product/${product.id}/propagate/`);
    expect(propagate.json()).toEqual({ ok: true, added_to_stores: 1 });
    expect((await client.post(`/api/services/product/${product.id}/propagate/`)).json()).toEqual({
      ok: true,
      added_to_stores: 0,
    });

    const update = await client.post(`/api/services/product/${product.id}/update/`, {
      ...validProduct(store.id, { product_name: 'Premium Firewood' }),
      massUpdate: true,
    });
    expect(update.json().product_group_id).toEqual(expect.any(String));
    expect((await list(client, second.id)).map((p) => p.product_name)).toEqual([
      'Premium Firewood',
    ]);

    const third = await createStoreVia(client, ownerId, { storeName: 'Third' });
    const addAll = await client.post(`/api/services/product/${product.id}/update/`, {
      ...validProduct(store.id),
      massCreate: true,
    });
    expect(addAll.json().added_to_stores).toBe(1);
    expect((await list(client, third.id)).map((p) => p.product_name)).toEqual(['Firewood']);
    const again = await client.post(`/api/services/product/${product.id}/update/`, {
      ...validProduct(store.id),
      massCreate: true,
    });
    expect(again.json().added_to_stores).toBe(0);

    expect((await client.post(`/api/services/product/${product.id}/mass-delete/`)).json()).toEqual({
      ok: true,
      deleted: 3,
    });
    for (const s of [store, second, third]) expect(await list(client, s.id)).toEqual([]);
  });
});

describe('POST /api/services/product/reorder/', () => {
  it('saves the tile order', async () => {
    const { client, store } = await hostWithStore();
    const a = await createProductVia(client, store.id, { product_name: 'A' });
    const b = await createProductVia(client, store.id, { product_name: 'B' });
    const c = await createProductVia(client, store.id, { product_name: 'C' });
    const response = await client.post('/api/services/product/reorder/', {
      storeId: store.id,
      productsPositions: [
        { id: c.id, position: 0 },
        { id: a.id, position: 1 },
        { id: b.id, position: 2 },
      ],
    });
    expect(response.json()).toEqual({ ok: true });
    expect((await list(client, store.id)).map((p) => p.product_name)).toEqual(['C', 'A', 'B']);
  });

  it('refuses products of another store and changes nothing', async () => {
    const { client, store } = await hostWithStore();
    const a = await createProductVia(client, store.id, { product_name: 'A' });
    const other = await hostWithStore();
    const foreign = await createProductVia(other.client, other.store.id, { product_name: 'X' });
    const response = await client.post('/api/services/product/reorder/', {
      storeId: store.id,
      productsPositions: [
        { id: foreign.id, position: 0 },
        { id: a.id, position: 5 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Some products are not in this store.'] });
    expect((await productRow(a.id))!.storeArrangement).toBe(0);
    expect(
      (
        await other.client.post('/api/services/product/reorder/', {
          storeId: store.id,
          productsPositions: [{ id: a.id, position: 1 }],
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('dashboard tabs', () => {
  it('filters by the spec groupings', async () => {
    const { client, store } = await hostWithStore();
    await createProductVia(client, store.id, { product_name: 'In home' });
    await createProductVia(client, store.id, {
      product_name: 'Pre-order',
      category: 'PO',
      preorder_by: 3,
    });
    expect((await list(client, store.id, 'in-home')).map((p) => p.product_name)).toEqual([
      'In home',
      'Pre-order',
    ]);
    expect(await list(client, store.id, 'local-products')).toEqual([]);
    expect(
      (await client.get(`/api/services/store/${store.id}/products/?category=bogus`)).statusCode,
    ).toBe(400);
  });
});
