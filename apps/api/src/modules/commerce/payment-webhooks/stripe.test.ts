import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../../db/schema/index';
import { enterDetails, waitUntilReady } from '../../../testing/checkout-helpers';
import { startFakeStripe } from '../../../testing/fake-stripe';
import { signedInOwner } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_stayfront',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_stayfront',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let eventCounter = 0;
function deliver(
  type: string,
  intent: object,
  eventId = `evt_${++eventCounter}`,
  secret = WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    api_version: '2025-01-01',
    data: { object: intent },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.client().post('/api/services/stripe/webhook/', payload, {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

async function orderWithInstantAndRequest() {
  const host = await signedInOwner(t);
  const store = await createStoreVia(host.client, host.ownerId);
  const wood = await createProductVia(host.client, store.id, { quantity: 4 });
  const clean = await createProductVia(host.client, store.id, {
    product_name: 'Mid-stay Clean',
    price: 100,
    requires_approval: true,
    has_quantity: false,
    quantity: null,
  });
  const guest = await signedInGuest(t);
  const order = (
    await guest.client.request('PATCH', '/api/services/order/add/', {
      product_id: wood.id,
      quantity: 1,
    })
  ).json();
  await guest.client.request('PATCH', '/api/services/order/add/', {
    product_id: clean.id,
    quantity: 1,
  });
  const customerId = await enterDetails(guest.client, order.id);
  return { guest, order, customerId };
}

describe('Stripe', () => {
  it('creates the payment with idempotency keys, then follows signed webhooks to the end', async () => {
    const { guest, order, customerId } = await orderWithInstantAndRequest();
    const response = await guest.client.post('/api/services/order/create-payment-intent/', {
      order_id: order.id,
      customer_id: customerId,
    });
    expect(response.json()).toMatchObject({
      provider: 'stripe',
      publishable_key: 'pk_test_stayfront',
      amount: 21.6,
    });

    const created = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents',
    );
    expect(created).toHaveLength(1);
    expect(created[0]!.idempotencyKey).toMatch(/^purchase:.+:intent$/);
    expect(created[0]!.params).toMatchObject({
      amount: '2160',
      currency: 'usd',
      capture_method: 'automatic',
      setup_future_usage: 'off_session',
    });
    expect(fake.requests.find((r) => r.path === '/v1/customers')!.idempotencyKey).toBe(
      `customer:${customerId}`,
    );

    const primary = fake.confirm(response.json().payment_intent_id, 'succeeded');
    expect((await deliver('payment_intent.succeeded', primary)).json()).toEqual({ received: true });

    const charges = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents',
    );
    expect(charges).toHaveLength(2);
    expect(charges[1]!.params).toMatchObject({
      amount: '10800',
      capture_method: 'manual',
      off_session: 'true',
      confirm: 'true',
      payment_method: primary.payment_method,
    });
    const request = fake.intents.get(
      [...fake.intents.values()].find((i) => i.capture_method === 'manual')!.id,
    )!;
    await deliver('payment_intent.amount_capturable_updated', request);
    expect(await waitUntilReady(guest.client, order.id)).toEqual({
      is_ready: true,
      has_error: false,
      sold_out: false,
      is_cart: false,
    });
    const statuses = (await t.db.select().from(purchases).where(eq(purchases.orderId, order.id)))
      .map((p) => p.status)
      .sort();
    expect(statuses).toEqual(['COMP', 'HOLD']);
  });

  it('changes nothing twice for a repeated delivery, and nothing backwards for a late one', async () => {
    const { guest, order, customerId } = await orderWithInstantAndRequest();
    const { payment_intent_id } = (
      await guest.client.post('/api/services/order/create-payment-intent/', {
        order_id: order.id,
        customer_id: customerId,
      })
    ).json();
    const primary = fake.confirm(payment_intent_id, 'succeeded');
    const before = fake.requests.length;
    await deliver('payment_intent.succeeded', primary, 'evt_repeated');
    const afterFirst = fake.requests.length;
    await deliver('payment_intent.succeeded', primary, 'evt_repeated');
    await deliver('payment_intent.payment_failed', {
      ...primary,
      status: 'requires_payment_method',
      last_payment_error: { message: 'late' },
    });
    expect(fake.requests.length).toBe(afterFirst);
    expect(afterFirst).toBeGreaterThan(before);
    const [primaryPurchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.paymentIntentId, payment_intent_id));
    expect(primaryPurchase).toMatchObject({ status: 'COMP', failureMessage: null });
  });

  it('refuses a delivery with a wrong signature and changes nothing', async () => {
    const { guest, order, customerId } = await orderWithInstantAndRequest();
    const { payment_intent_id } = (
      await guest.client.post('/api/services/order/create-payment-intent/', {
        order_id: order.id,
        customer_id: customerId,
      })
    ).json();
    const primary = fake.confirm(payment_intent_id, 'succeeded');
    const forged = await deliver('payment_intent.succeeded', primary, 'evt_forged', 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().detail).toMatch(/^Webhook refused/);
    const unsigned = await t
      .client()
      .post('/api/services/stripe/webhook/', JSON.stringify({ id: 'evt_x' }), {
        headers: { 'content-type': 'application/json' },
      });
    expect(unsigned.statusCode).toBe(400);
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.paymentIntentId, payment_intent_id));
    expect(purchase!.status).toBe('PROC');
  });

  it('marks the order failed when Stripe reports a declined card', async () => {
    const { guest, order, customerId } = await orderWithInstantAndRequest();
    const { payment_intent_id } = (
      await guest.client.post('/api/services/order/create-payment-intent/', {
        order_id: order.id,
        customer_id: customerId,
      })
    ).json();
    await deliver('payment_intent.payment_failed', fake.confirm(payment_intent_id, 'failed'));
    expect(await waitUntilReady(guest.client, order.id)).toEqual({
      is_ready: true,
      has_error: true,
      sold_out: false,
      is_cart: false,
    });
    const detail = (await guest.client.get(`/api/services/guest/order/${order.id}/detail/`)).json();
    expect(
      detail.order_products.map((l: { purchase_status: string }) => l.purchase_status),
    ).toEqual(['FAIL', 'FAIL']);
    expect(detail.order_products[0].purchase_failure_message).toBe('Your card was declined.');
  });

  it('has no simulated card form', async () => {
    const guest = await signedInGuest(t);
    const response = await guest.client.post('/api/services/payments/simulated/confirm/', {
      client_secret: 'x',
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
      email: 'a@example.com',
    });
    expect(response.statusCode).toBe(404);
  });
});
