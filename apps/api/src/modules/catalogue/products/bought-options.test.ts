import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPrices, purchases } from '../../../db/schema/index';
import { signedInOwner } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { placePaidOrder } from '../../../testing/paid-order-factory';
import {
  createMixedProducts,
  createProductVia,
  validProduct,
} from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

// A host edits a product priced by option after guests bought one and others hold one in a cart:
// the edit goes through, what was bought keeps its option, carts learn what changed.

interface Option {
  id: string;
  label: string;
  price: number;
}

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInOwner>>;
let storeId: string;
let bikes: Awaited<ReturnType<typeof createMixedProducts>>['bikes'];

const bikeFields = (options: Partial<Option>[], overrides: Record<string, unknown> = {}) =>
  validProduct(storeId, {
    product_name: 'Bike Rental',
    price_type: 'multiple',
    has_quantity: false,
    quantity: null,
    product_prices: options,
    ...overrides,
  });

async function editBikes(options: Partial<Option>[], overrides: Record<string, unknown> = {}) {
  const response = await host.client.post(
    `/api/services/product/${bikes.id}/update/`,
    bikeFields(options, overrides),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().product_prices as Option[];
}

async function guestOptions(id = bikes.id, store = storeId) {
  const list = await t.client().get(`/api/services/guest/store/${store}/products/`);
  const product = (list.json().results as { id: string; product_prices: Option[] }[]).find(
    (p) => p.id === id,
  );
  return product!.product_prices.map((option) => `${option.label} ${option.price}`);
}

async function cartWith(optionId: string) {
  const guest = await signedInGuest(t);
  const added = await guest.client.request('PATCH', '/api/services/order/add/', {
    product_id: bikes.id,
    product_price_id: optionId,
    quantity: 1,
  });
  expect(added.statusCode, added.body).toBe(200);
  return { client: guest.client, orderId: added.json().id as string };
}

async function cartProblem(cart: { client: TestClient }) {
  const detail = await cart.client.get(`/api/services/guest/store-cart/${storeId}/detail/`);
  expect(detail.statusCode, detail.body).toBe(200);
  return detail.json().order_products[0].cart_problem as string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  host = await signedInOwner(t);
  storeId = (await createStoreVia(host.client, host.ownerId, { storeName: 'Lake House' })).id;
  ({ bikes } = await createMixedProducts(host.client, storeId));
});
afterAll(async () => {
  await t.close();
});

describe('editing the options of a product guests bought', () => {
  it('renames, reprices and removes bought options, and the sale keeps what was bought', async () => {
    const [halfDay, fullDay] = bikes.product_prices as Option[];
    const sale = await placePaidOrder(t, [{ product_id: bikes.id, product_price_id: fullDay!.id }]);
    const halfDayCart = await cartWith(halfDay!.id);

    const options = await editBikes([
      { id: halfDay!.id, label: 'Half day', price: 18 },
      { id: fullDay!.id, label: 'Whole day', price: 30 },
    ]);
    expect(options.map((o) => `${o.label} ${o.price}`)).toEqual(['Half day 18', 'Whole day 30']);
    // Only placed lines hold an option to its label: the cart's option is repriced in place.
    expect(options[0]!.id).toBe(halfDay!.id);
    expect(options[1]!.id).not.toBe(fullDay!.id);
    expect(await guestOptions()).toEqual(['Half day 18', 'Whole day 30']);
    expect(await cartProblem(halfDayCart)).toBe('price_changed');

    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.orderId, sale.orderId));
    const detail = await host.client.get(`/api/services/purchase/${purchase!.id}/detail/`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().order_products).toMatchObject([
      { product_name: 'Bike Rental', option: 'Full day', price: 25 },
    ]);

    // The host's list drops Half day: the cart holding it is told, and cannot pay.
    const after = await editBikes([
      { id: options[1]!.id, label: 'Whole day', price: 30 },
      { label: 'Sunset ride', price: 20 },
    ]);
    expect(after.map((o) => o.label)).toEqual(['Whole day', 'Sunset ride']);
    expect(await guestOptions()).toEqual(['Whole day 30', 'Sunset ride 20']);
    expect(await cartProblem(halfDayCart)).toBe('option_unavailable');
    const customerId = (
      await halfDayCart.client.post('/api/services/order/create-customer/')
    ).json().id as string;
    const details = await halfDayCart.client.post(
      `/api/services/order/${halfDayCart.orderId}/update-customer/`,
      { customer_id: customerId, first_name: 'Ada', last_name: 'Guest', phone: '+1 415 555 0100' },
    );
    expect(details.statusCode, details.body).toBe(200);
    const checkout = await halfDayCart.client.post('/api/services/order/create-payment-intent/', {
      order_id: halfDayCart.orderId,
      customer_id: customerId,
    });
    expect(checkout.statusCode, checkout.body).toBe(400);
    expect(JSON.stringify(checkout.json())).toContain('Some items changed since you added them');

    const again = await signedInGuest(t);
    const retiredAdd = await again.client.request('PATCH', '/api/services/order/add/', {
      product_id: bikes.id,
      product_price_id: halfDay!.id,
      quantity: 1,
    });
    expect(retiredAdd.statusCode, retiredAdd.body).toBe(400);
  });

  it('keeps an option its row when only its order or price changes, and in a copy in another store', async () => {
    const second = await createStoreVia(host.client, host.ownerId, { storeName: 'Second' });
    const copied = await host.client.post(`/api/services/product/${bikes.id}/propagate/`);
    expect(copied.statusCode, copied.body).toBe(200);
    const rowsBefore = await t.db
      .select({ id: productPrices.id })
      .from(productPrices)
      .where(eq(productPrices.productId, bikes.id));

    const hosted = await host.client.get(`/api/services/store/${storeId}/products/`);
    const current = (hosted.json().results as { id: string; product_prices: Option[] }[]).find(
      (p) => p.id === bikes.id,
    )!.product_prices;
    // Sunset ride moves up and is repriced by its id; Whole day, named by label only, keeps its row.
    await editBikes(
      [
        { id: current[1]!.id, label: 'Sunset ride', price: 22 },
        { label: 'Whole day', price: 35 },
        { label: 'Morning', price: 12 },
      ],
      { massUpdate: true },
    );
    const rowsAfter = await t.db
      .select({ id: productPrices.id })
      .from(productPrices)
      .where(eq(productPrices.productId, bikes.id));
    expect(rowsAfter.length).toBe(rowsBefore.length + 1);
    expect(await guestOptions()).toEqual(['Sunset ride 22', 'Whole day 35', 'Morning 12']);

    const list = await t.client().get(`/api/services/guest/store/${second.id}/products/`);
    const copy = (list.json().results as { product_name: string; id: string }[]).find(
      (p) => p.product_name === 'Bike Rental',
    )!;
    expect(await guestOptions(copy.id, second.id)).toEqual([
      'Sunset ride 22',
      'Whole day 35',
      'Morning 12',
    ]);
  });
});

describe('editing a product whose extra fields a cart has answered', () => {
  it('keeps the answers: the cart line can still change after the edit', async () => {
    const fields = { product_name: 'Airport Pickup', has_quantity: false, quantity: null };
    const pickup = await createProductVia(host.client, storeId, {
      ...fields,
      extra_fields: [{ label: 'Flight number' }],
    });
    const [flight] = pickup.extra_fields as { id: string; label: string }[];
    const guest = await signedInGuest(t);
    const added = await guest.client.request('PATCH', '/api/services/order/add/', {
      product_id: pickup.id,
      quantity: 1,
      extra_fields: [{ product_field_id: flight!.id, value: 'UA 1234' }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const lineId = added.json().order_products[0].id as string;

    const edited = await host.client.post(`/api/services/product/${pickup.id}/update/`, {
      ...validProduct(storeId, { ...fields, description: 'Now with a child seat.' }),
      extra_fields: [{ id: flight!.id, label: 'Flight number' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().extra_fields).toEqual([{ id: flight!.id, label: 'Flight number' }]);

    const more = await guest.client.request(
      'PATCH',
      `/api/services/orderproduct/${lineId}/update-quantity/`,
      { count: 2 },
    );
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().order_products[0]).toMatchObject({
      quantity: 2,
      extra_field_values: [{ label: 'Flight number', value: 'UA 1234' }],
    });
  });
});
