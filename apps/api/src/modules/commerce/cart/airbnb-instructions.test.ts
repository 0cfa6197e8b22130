import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARDS,
  enterDetails,
  payWithCard,
  waitUntilReady,
} from '../../../testing/checkout-helpers';
import { signedInOwner } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let storeId: string;
let host: Awaited<ReturnType<typeof signedInOwner>>;
beforeAll(async () => {
  t = await createTestApp();
  host = await signedInOwner(t);
  storeId = (await createStoreVia(host.client, host.ownerId)).id;
});
afterAll(async () => {
  await t.close();
});

type Line = { product_info: { product_name: string; instructions_off_platform?: string } };

const HOST_TEXT = 'Accept my request the day before the clean.\nTowels are in the hall closet.';

describe("the host's instructions for Airbnb guests", () => {
  it('reach the placed order the result page reads, not the cart', async () => {
    const clean = await createProductVia(host.client, storeId, {
      product_name: 'Mid-stay clean',
      price: 50,
      is_purchasable_off_platform: true,
      instructions_off_platform: HOST_TEXT,
    });
    // Left empty in the wizard: the product keeps the default text.
    const crib = await createProductVia(host.client, storeId, {
      product_name: 'Crib',
      price: 15,
      is_purchasable_off_platform: true,
    });
    // Paid by card, so the order goes through the card payment.
    const wood = await createProductVia(host.client, storeId, { product_name: 'Kindling' });
    const { client } = await signedInGuest(t);
    let cart: { id: string; order_products: Line[] } = { id: '', order_products: [] };
    for (const product of [clean, crib, wood]) {
      const added = await client.request('PATCH', '/api/services/order/add/', {
        product_id: product.id,
        quantity: 1,
      });
      expect(added.statusCode, added.body).toBe(200);
      cart = added.json();
    }
    const answered = await client.post(
      `/api/services/order/${cart.id}/update-purchasable-off-platform/`,
      { is_purchasable_off_platform: true },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    // Written for after the purchase: the cart does not carry them.
    for (const line of (answered.json() as typeof cart).order_products) {
      expect(line.product_info).not.toHaveProperty('instructions_off_platform');
    }

    const customerId = await enterDetails(client, cart.id);
    await payWithCard(client, cart.id, customerId, CARDS.success);
    expect(await waitUntilReady(client, cart.id)).toMatchObject({
      is_ready: true,
      has_error: false,
    });
    const placed = await client.get(
      `/api/services/guest/store-checkout-summary/${storeId}/order/${cart.id}/detail/`,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    expect(
      (placed.json().order_products as Line[]).map(({ product_info }) => [
        product_info.product_name,
        product_info.instructions_off_platform,
      ]),
    ).toEqual([
      ['Mid-stay clean', HOST_TEXT],
      // The default text says what the page already says in the guest's language.
      ['Crib', ''],
      ['Kindling', ''],
    ]);
  });
});
