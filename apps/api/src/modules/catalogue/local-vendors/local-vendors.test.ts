import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../../../testing/factories';
import { createStoreVia } from '../../../testing/store-factory';
import { validLocalProduct } from '../../../testing/merchant-factory';
import { signedInSupport } from '../../../testing/support-factory';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

let t: TestApp;
let support: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  support = (await signedInSupport(t)).client;
});
afterAll(async () => {
  await t.close();
});

const merchantBody = {
  business_name: 'Tahoe Treats',
  contact_name: 'Lee',
  email: 'orders@tahoetreats.example',
  payout_method: 'PAYP',
  payout_account: 'pay@tahoetreats.example',
};

async function createMerchant() {
  const response = await support.post('/api/services/admin/merchants/', merchantBody);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

const tahoe = {
  storeName: 'Tahoe Cabin',
  city: 'South Lake Tahoe',
  state: 'CA',
  postalCode: '96150',
};
const localTiles = async (client: TestClient, storeId: string) =>
  (await client.get(`/api/services/store/${storeId}/products/?category=local-products`)).json()
    .results as {
    id: string;
    product_name: string;
    is_active: boolean;
    is_local: boolean;
    owner_local_product_commission: number;
    owner_local_product_amount: number;
    price: number;
  }[];

describe('local vendors', () => {
  it('puts a vendor product in the stores of its area only, with the host commission', async () => {
    const host = await signedInOwner(t);
    const inArea = await createStoreVia(host.client, host.ownerId, tahoe);
    const elsewhere = await createStoreVia(host.client, host.ownerId);
    const merchant = await createMerchant();
    const created = await support.post(
      `/api/services/admin/merchants/${merchant.id}/local-products/`,
      validLocalProduct(),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ stores_served: 1, owner_commission: 0.1 });

    const [tile] = await localTiles(host.client, inArea.id);
    expect(tile).toMatchObject({
      product_name: 'Local Honey',
      is_local: true,
      is_active: true,
      price: 18,
      owner_local_product_commission: 0.1,
      owner_local_product_amount: 1.8,
    });
    expect(await localTiles(host.client, elsewhere.id)).toEqual([]);
  });

  it('lets the host switch a tile but not edit or delete it', async () => {
    const host = await signedInOwner(t);
    const store = await createStoreVia(host.client, host.ownerId, tahoe);
    const merchant = await createMerchant();
    await support.post(
      `/api/services/admin/merchants/${merchant.id}/local-products/`,
      validLocalProduct({
        product_name: 'Kayak Tour',
        category: 'LS',
        subcategory: 'Guest services',
      }),
    );
    const tile = (await localTiles(host.client, store.id)).find(
      (p) => p.product_name === 'Kayak Tour',
    )!;
    expect(
      (
        await host.client.post(`/api/services/product/${tile.id}/update-active/`, {
          is_active: false,
        })
      ).json().is_active,
    ).toBe(false);
    const edit = await host.client.post(`/api/services/product/${tile.id}/update/`, {
      product_name: 'Mine',
      category: 'IH',
      subcategory: 'Rentals',
      description: 'x',
      image: '/x.png',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({
      non_field_errors: ['Local vendor products can only be switched on or off.'],
    });
    for (const action of ['delete', 'propagate']) {
      const response = await host.client.post(`/api/services/product/${tile.id}/${action}/`);
      expect(response.statusCode).toBe(400);
    }
  });

  it('starts new tiles inactive when the owner chose so, and reaches stores created later', async () => {
    const host = await signedInOwner(t);
    const optOut = await host.client.post('/api/services/owner/local-vendor-opt-out/', {
      isLocalProductOptedOut: true,
    });
    expect(optOut.json()).toEqual({ ok: true, data: { isLocalProductOptedOut: true } });
    const merchant = await createMerchant();
    await support.post(
      `/api/services/admin/merchants/${merchant.id}/local-products/`,
      validLocalProduct({
        product_name: 'Reno Bikes',
        area_postal_codes: [],
        area_center_postal_code: '89501',
        area_radius_miles: 60,
      }),
    );
    const store = await createStoreVia(host.client, host.ownerId, tahoe);
    const tile = (await localTiles(host.client, store.id)).find(
      (p) => p.product_name === 'Reno Bikes',
    );
    expect(tile).toMatchObject({ is_active: false });
  });

  it('follows the merchant: updates reach the tiles, deactivation removes them', async () => {
    const host = await signedInOwner(t);
    const store = await createStoreVia(host.client, host.ownerId, {
      ...tahoe,
      postalCode: '96151',
    });
    const merchant = await createMerchant();
    const product = (
      await support.post(
        `/api/services/admin/merchants/${merchant.id}/local-products/`,
        validLocalProduct({ area_postal_codes: ['96151'] }),
      )
    ).json();
    const put = await support.request(
      'PUT',
      `/api/services/admin/local-products/${product.id}/`,
      validLocalProduct({ area_postal_codes: ['96151'], price: 22, merchant_amount: 15 }),
    );
    expect(put.statusCode, put.body).toBe(200);
    const honey = async () =>
      (await localTiles(host.client, store.id)).filter((p) => p.product_name === 'Local Honey');
    expect(await honey()).toMatchObject([{ price: 22 }]);
    await support.request('PUT', `/api/services/admin/merchants/${merchant.id}/`, {
      ...merchantBody,
      is_active: false,
    });
    expect(await honey()).toEqual([]);
  });

  it('validates vendor products', async () => {
    const merchant = await createMerchant();
    const response = await support.post(
      `/api/services/admin/merchants/${merchant.id}/local-products/`,
      validLocalProduct({
        area_postal_codes: [],
        merchant_amount: 20,
        category: 'AF',
        affiliate_link: '',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      merchant_amount: ['The merchant amount and the host commission cannot exceed the price.'],
      affiliate_link: ['Enter a link that starts with http:// or https://.'],
      area_postal_codes: [
        'Give the area served: postal codes, cities, or a ZIP code with a radius.',
      ],
    });
  });

  it('offers a nationwide product in every US store and keeps it when the flag is saved', async () => {
    const host = await signedInOwner(t);
    const tahoeStore = await createStoreVia(host.client, host.ownerId, tahoe);
    const denverStore = await createStoreVia(host.client, host.ownerId);
    const lisbonStore = await createStoreVia(host.client, host.ownerId, {
      country: 'PT',
      state: '',
      city: 'Lisboa',
      postalCode: '1100-053',
    });
    const merchant = await createMerchant();
    const created = await support.post(
      `/api/services/admin/merchants/${merchant.id}/local-products/`,
      validLocalProduct({
        product_name: 'Coffee Club',
        ships_nationwide: true,
        area_postal_codes: [],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ ships_nationwide: true, area_postal_codes: [] });
    const coffee = async (storeId: string) =>
      (await localTiles(host.client, storeId)).filter((p) => p.product_name === 'Coffee Club');
    expect(await coffee(tahoeStore.id)).toHaveLength(1);
    expect(await coffee(denverStore.id)).toHaveLength(1);
    expect(await coffee(lisbonStore.id)).toEqual([]);

    const listed = await support.get(
      `/api/services/admin/merchants/${merchant.id}/local-products/`,
    );
    expect(listed.json().results).toMatchObject([
      { id: created.json().id, ships_nationwide: true },
    ]);

    // Switching the flag off narrows it to its area again: Tahoe only.
    const narrowed = await support.request(
      'PUT',
      `/api/services/admin/local-products/${created.json().id}/`,
      validLocalProduct({ product_name: 'Coffee Club', ships_nationwide: false }),
    );
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(narrowed.json()).toMatchObject({
      ships_nationwide: false,
      area_postal_codes: ['96150'],
    });
    expect(await coffee(tahoeStore.id)).toHaveLength(1);
    expect(await coffee(denverStore.id)).toEqual([]);

    const widened = await support.request(
      'PUT',
      `/api/services/admin/local-products/${created.json().id}/`,
      validLocalProduct({ product_name: 'Coffee Club', ships_nationwide: true }),
    );
    expect(widened.json()).toMatchObject({ ships_nationwide: true });
    expect(await coffee(denverStore.id)).toHaveLength(1);
    // A product saved without the flag is a local one, as before.
    const local = await support.post(
      `/api/services/admin/merchants/${merchant.id}/local-products/`,
      validLocalProduct({ product_name: 'Tahoe Jam' }),
    );
    expect(local.json()).toMatchObject({ ships_nationwide: false });
    const jam = async (storeId: string) =>
      (await localTiles(host.client, storeId)).filter((p) => p.product_name === 'Tahoe Jam');
    expect(await jam(tahoeStore.id)).toHaveLength(1);
    expect(await jam(denverStore.id)).toEqual([]);
  });

  it('refuses a malformed nationwide flag and an area-less product without it, changing nothing', async () => {
    const merchant = await createMerchant();
    const url = `/api/services/admin/merchants/${merchant.id}/local-products/`;
    const malformed = await support.post(
      url,
      validLocalProduct({ ships_nationwide: 'yes', area_postal_codes: [] }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json())).toContain('ships_nationwide');
    const noArea = await support.post(
      url,
      validLocalProduct({ ships_nationwide: false, area_postal_codes: [] }),
    );
    expect(noArea.statusCode).toBe(400);
    expect(noArea.json()).toEqual({
      area_postal_codes: [
        'Give the area served: postal codes, cities, or a ZIP code with a radius.',
      ],
    });
    expect((await support.get(url)).json()).toMatchObject({ count: 0 });

    const product = (await support.post(url, validLocalProduct({ ships_nationwide: true }))).json();
    const unsetArea = await support.request(
      'PUT',
      `/api/services/admin/local-products/${product.id}/`,
      validLocalProduct({ area_postal_codes: [] }),
    );
    expect(unsetArea.statusCode).toBe(400);
    expect((await support.get(url)).json().results).toMatchObject([
      { id: product.id, ships_nationwide: true },
    ]);
    const host = await signedInOwner(t);
    expect(
      (await host.client.post(url, validLocalProduct({ ships_nationwide: true }))).statusCode,
    ).toBe(403);
    expect(
      (await t.client().post(url, validLocalProduct({ ships_nationwide: true }))).statusCode,
    ).toBe(401);
  });

  it('keeps the admin area for support users', async () => {
    const host = await signedInOwner(t);
    for (const [method, url] of [
      ['GET', '/api/services/admin/merchants/'],
      ['POST', '/api/services/admin/merchants/'],
      ['GET', '/api/services/admin/owners/'],
    ] as const) {
      const response = await host.client.request(
        method,
        url,
        method === 'POST' ? merchantBody : undefined,
      );
      expect(response.statusCode).toBe(403);
    }
    const owners = (
      await support.get(`/api/services/admin/owners/?search=${encodeURIComponent(host.email)}`)
    ).json();
    expect(owners).toMatchObject({
      count: 1,
      results: [{ id: host.ownerId, email: host.email, store_count: 0 }],
    });
  });
});

describe('POST /api/services/vendor-request/', () => {
  it('stores the request and e-mails support', async () => {
    const response = await t.client().post('/api/services/vendor-request/', {
      business_name: 'Sierra Coffee',
      contact_name: 'Sam',
      email: 'sam@sierracoffee.example',
      city: 'Truckee',
      postal_code: '96161',
      message: 'We deliver coffee.',
    });
    expect(response.statusCode).toBe(201);
    const mail = t.smtp.lastTo('support@stayfront.com');
    expect(mail?.subject).toBe('New local vendor request: Sierra Coffee');
    expect(mail?.text).toContain('sam@sierracoffee.example');
  });

  it('validates the form', async () => {
    const response = await t
      .client()
      .post('/api/services/vendor-request/', { business_name: '', email: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      business_name: ['This field is required.'],
      contact_name: ['This field is required.'],
      email: ['Enter a valid email'],
    });
  });
});
