import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedIntents } from '../../db/schema';
import { CARDS, enterDetails, payWithCard } from '../../testing/checkout-helpers';
import { signedInOwner } from '../../testing/factories';
import { signedInGuest } from '../../testing/guest-factory';
import { createProductVia } from '../../testing/product-factory';
import { createStoreVia } from '../../testing/store-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { REFUSAL_MESSAGES } from './simulated-provider';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const confirmAgain = (
  client: Awaited<ReturnType<typeof signedInGuest>>['client'],
  clientSecret: string,
) =>
  client.post('/api/services/payments/simulated/confirm/', {
    client_secret: clientSecret,
    card_number: CARDS.success,
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
    email: 'lina@example.com',
  });

describe('the card form of the simulated provider', () => {
  it("answers a cancelled or paid intent with the provider's refusal, and charges nothing", async () => {
    const host = await signedInOwner(t);
    const storeId = (await createStoreVia(host.client, host.ownerId)).id;
    const firewood = await createProductVia(host.client, storeId, { quantity: 5 });
    const guest = await signedInGuest(t);
    const order = (
      await guest.client.request('PATCH', '/api/services/order/add/', {
        product_id: firewood.id,
        quantity: 1,
      })
    ).json();
    const customerId = await enterDetails(guest.client, order.id);
    // A second checkout attempt (another tab) cancels the first one's payment.
    const first = await guest.client.post('/api/services/order/create-payment-intent/', {
      order_id: order.id,
      customer_id: customerId,
    });
    const { intent: second, confirm } = await payWithCard(
      guest.client,
      order.id,
      customerId,
      CARDS.success,
    );
    expect(confirm!.json()).toEqual({ status: 'succeeded', error: null });

    const stale = await confirmAgain(guest.client, first.json().client_secret);
    const twice = await confirmAgain(guest.client, second.json().client_secret);

    expect(stale.json()).toEqual({ status: 'canceled', error: REFUSAL_MESSAGES.canceled });
    expect(twice.json()).toEqual({ status: 'succeeded', error: REFUSAL_MESSAGES.paid });
    const intents = await t.db.select().from(simulatedIntents);
    expect(intents.map((row) => [row.status, row.amountReceivedCents]).sort()).toEqual([
      ['canceled', 0],
      ['succeeded', 2160],
    ]);
  });
});
