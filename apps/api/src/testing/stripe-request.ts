import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { customers, purchases } from '../db/schema';
import { enterDetails, waitUntilReady } from './checkout-helpers';
import { startFakeStripe } from './fake-stripe';
import { signedInOwner } from './factories';
import { signedInGuest } from './guest-factory';
import { createProductVia } from './product-factory';
import { createStoreVia } from './store-factory';
import { createTestApp, type TestApp } from './test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** A test app whose payments go to a local server that speaks Stripe's API. */
export async function createStripeTestApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; fake: FakeStripe }> {
  const fake = await startFakeStripe();
  const t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_stayfront',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_stayfront',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      ...env,
    },
  });
  return { t, fake };
}

let eventCounter = 0;

/** A Stripe webhook delivery with a real signature (by another secret: a forged one). */
export function deliverStripeEvent(
  t: TestApp,
  type: string,
  object: object,
  { eventId = `evt_test_${++eventCounter}`, secret = WEBHOOK_SECRET } = {},
) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    api_version: '2025-01-01',
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.client().post('/api/services/stripe/webhook/', payload, {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

/**
 * A guest's request of $100 paid through Stripe and on hold: the card confirmed in the browser,
 * then the webhook. With a delivery date weeks ahead the card is saved instead (a SetupIntent).
 */
export async function stripeRequest(t: TestApp, fake: FakeStripe, deliveryDate?: string) {
  const host = await signedInOwner(t);
  const store = await createStoreVia(host.client, host.ownerId);
  const product = await createProductVia(host.client, store.id, {
    product_name: 'Kayak tour',
    price: 100,
    requires_approval: true,
    has_quantity: false,
    quantity: null,
    ...(deliveryDate ? { category: 'PO', show_delivery_date: true, preorder_by: 1 } : {}),
  });
  const guest = await signedInGuest(t);
  const order = (
    await guest.client.request('PATCH', '/api/services/order/add/', {
      product_id: product.id,
      quantity: 1,
      ...(deliveryDate ? { delivery_date: deliveryDate } : {}),
    })
  ).json();
  const customerId = await enterDetails(guest.client, order.id);
  // The Payment Element collects the e-mail in the browser; the API only stores it.
  await t.db
    .update(customers)
    .set({ email: `kayak.${order.order_number}@example.com` })
    .where(eq(customers.id, customerId));
  const created = (
    await guest.client.post('/api/services/order/create-payment-intent/', {
      order_id: order.id,
      customer_id: customerId,
    })
  ).json();
  if (created.intent_type === 'setup') {
    await deliverStripeEvent(
      t,
      'setup_intent.succeeded',
      fake.confirmSetup(created.payment_intent_id, 'succeeded'),
    );
  } else {
    await deliverStripeEvent(
      t,
      'payment_intent.amount_capturable_updated',
      fake.confirm(created.payment_intent_id, 'requires_capture'),
    );
  }
  await waitUntilReady(guest.client, order.id);
  const [purchase] = await t.db.select().from(purchases).where(eq(purchases.orderId, order.id));
  return {
    host,
    orderId: order.id as string,
    created,
    customerId,
    email: `kayak.${order.order_number}@example.com`,
    purchase: purchase!,
    link: `/api/services/purchase/owner/${purchase!.ownerUuid}/`,
  };
}
