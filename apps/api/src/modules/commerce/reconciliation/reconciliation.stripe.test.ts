import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, products, purchases, refunds } from '../../../db/schema/index';
import { createStripeProvider } from '../../../lib/payments/stripe-provider';
import { enterDetails } from '../../../testing/checkout-helpers';
import { signedInOwner } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import {
  createStripeTestApp,
  deliverStripeEvent,
  type FakeStripe,
} from '../../../testing/stripe-request';
import type { TestApp } from '../../../testing/test-app';
import { RESERVATION_MINUTES } from '../checkout/checkout.flow';
import { findListedOrder, linesOf } from '../orders/orders.testing';
import { reconcilePayments } from './reconcile-payments';
import { RECONCILE_PURCHASES_AFTER_MS } from './reconcile-purchases';

let t: TestApp;
let fake: FakeStripe;
let host: Awaited<ReturnType<typeof signedInOwner>>;
let productId: string;

beforeAll(async () => {
  ({ t, fake } = await createStripeTestApp());
  host = await signedInOwner(t);
  const store = await createStoreVia(host.client, host.ownerId);
  productId = (
    await createProductVia(host.client, store.id, {
      product_name: 'Firewood',
      price: 20,
      has_quantity: true,
      quantity: 10,
    })
  ).id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let guestCount = 0;

/** A guest checks out two bundles of firewood; Stripe never sends the webhook (it is lost). */
async function checkoutWithoutWebhook() {
  const guest = await signedInGuest(t);
  const order = (
    await guest.client.request('PATCH', '/api/services/order/add/', {
      product_id: productId,
      quantity: 2,
    })
  ).json();
  const customerId = await enterDetails(guest.client, order.id);
  // The Payment Element collects the e-mail in the browser; the API only stores it.
  const email = `stripe.guest.${++guestCount}@example.com`;
  await t.db.update(customers).set({ email }).where(eq(customers.id, customerId));
  const created = await guest.client.post('/api/services/order/create-payment-intent/', {
    order_id: order.id,
    customer_id: customerId,
  });
  expect(created.statusCode).toBe(200);
  return {
    guest,
    orderId: order.id as string,
    orderNumber: order.order_number as number,
    intentId: created.json().payment_intent_id as string,
    email,
  };
}

/** The checkout happened `ms` ago. */
async function age(orderId: string, ms: number) {
  await t.db
    .update(purchases)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(purchases.orderId, orderId));
  await t.db
    .update(orders)
    .set({ placedAt: new Date(Date.now() - ms) })
    .where(eq(orders.id, orderId));
}

const purchaseOf = async (orderId: string) =>
  (await t.db.select().from(purchases).where(eq(purchases.orderId, orderId)))[0]!;
const orderOf = async (orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const stockLeft = async () =>
  (await t.db.select().from(products).where(eq(products.id, productId)))[0]!.quantity ?? 0;
const receiptsTo = (email: string) =>
  t.smtp.received.filter((m) => m.to.includes(email) && m.text.includes('Here is your receipt'))
    .length;

describe('purchases whose webhook never came', () => {
  it('are asked about after a few minutes: a paid one settles once, with one receipt', async () => {
    const paid = await checkoutWithoutWebhook();
    fake.confirm(paid.intentId, 'succeeded');
    expect((await purchaseOf(paid.orderId)).status).toBe('PROC');

    // Too young: the webhook may still come.
    await reconcilePayments(t.app);
    expect((await purchaseOf(paid.orderId)).status).toBe('PROC');

    await age(paid.orderId, RECONCILE_PURCHASES_AFTER_MS + 1000);
    const first = await reconcilePayments(t.app);
    expect(first.purchases.applied).toBeGreaterThanOrEqual(1);
    expect((await purchaseOf(paid.orderId)).status).toBe('COMP');
    expect(await orderOf(paid.orderId)).toMatchObject({
      status: 'COMP',
      isReady: true,
      hasError: false,
    });
    expect(await t.smtp.waitFor(paid.email)).toBeDefined();

    // The webhook arrives late after all, and the job runs again: nothing happens twice.
    await reconcilePayments(t.app);
    const late = await deliverStripeEvent(
      t,
      'payment_intent.succeeded',
      fake.intents.get(paid.intentId)!,
    );
    expect(late.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiptsTo(paid.email)).toBe(1);
    expect((await findListedOrder(host.client, paid.orderId))?.status).toBe('completed');
  });

  it('fails a declined one, which the guest may pay again', async () => {
    const declined = await checkoutWithoutWebhook();
    fake.confirm(declined.intentId, 'failed');
    await age(declined.orderId, RECONCILE_PURCHASES_AFTER_MS + 1000);
    const stockBefore = await stockLeft();
    await reconcilePayments(t.app);
    expect(await purchaseOf(declined.orderId)).toMatchObject({
      status: 'FAIL',
      failureMessage: 'Your card was declined.',
    });
    expect(await orderOf(declined.orderId)).toMatchObject({ isReady: true, hasError: true });
    expect(await stockLeft()).toBe(stockBefore + 2);
    const retry = await declined.guest.client.post(
      `/api/services/order/${declined.orderId}/retry-payment/`,
    );
    expect(retry.statusCode).toBe(200);
  });

  it('leaves an unpaid one alone while its hold lasts, then cancels it at Stripe and puts the stock back', async () => {
    const unpaid = await checkoutWithoutWebhook();
    await age(unpaid.orderId, RECONCILE_PURCHASES_AFTER_MS + 1000);
    const stockBefore = await stockLeft();
    await reconcilePayments(t.app);
    expect((await purchaseOf(unpaid.orderId)).status).toBe('PROC');
    expect(fake.intents.get(unpaid.intentId)!.status).toBe('requires_payment_method');

    await age(unpaid.orderId, RESERVATION_MINUTES * 60_000 + 1000);
    const pass = await reconcilePayments(t.app);
    expect(pass.purchases.released).toBe(1);
    expect(fake.intents.get(unpaid.intentId)!.status).toBe('canceled');
    const cancels = fake.requests.filter(
      (r) => r.path === `/v1/payment_intents/${unpaid.intentId}/cancel`,
    );
    expect(cancels.map((r) => r.idempotencyKey)).toEqual([
      `purchase:${(await purchaseOf(unpaid.orderId)).id}:cancel`,
    ]);
    expect((await purchaseOf(unpaid.orderId)).status).toBe('FAIL');
    expect(await stockLeft()).toBe(stockBefore + 2);
  });

  it('applies a payment made at the instant of the release instead of cancelling it', async () => {
    const racing = await checkoutWithoutWebhook();
    await age(racing.orderId, RESERVATION_MINUTES * 60_000 + 1000);
    // Paid while the job was deciding: the job read it unpaid, Stripe refuses the cancel.
    const realGet = t.app.payments.getPaymentIntent;
    t.app.payments.getPaymentIntent = async (id) => {
      const read = await realGet(id);
      fake.confirm(id, 'succeeded');
      t.app.payments.getPaymentIntent = realGet;
      return read;
    };
    await reconcilePayments(t.app);
    expect((await purchaseOf(racing.orderId)).status).toBe('COMP');
    expect(fake.intents.get(racing.intentId)!.status).toBe('succeeded');
  });
});

describe('refunds Stripe keeps pending', () => {
  async function paidOrder() {
    const paid = await checkoutWithoutWebhook();
    fake.confirm(paid.intentId, 'succeeded');
    await age(paid.orderId, RECONCILE_PURCHASES_AFTER_MS + 1000);
    await reconcilePayments(t.app);
    return paid;
  }
  const refundRowsOf = (orderId: string) =>
    t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const leftBehind = (orderId: string) =>
    t.db.execute(
      sql`UPDATE refunds SET created_at = now() - interval '1 hour' WHERE order_id = ${orderId}`,
    );

  for (const outcome of ['succeeded', 'failed'] as const) {
    it(`stay pending with Refund disabled until Stripe says ${outcome}`, async () => {
      const { orderId } = await paidOrder();
      fake.startRefundsAs('pending');
      const started = await host.client.request('POST', `/api/services/order/${orderId}/refund/`);
      fake.startRefundsAs('succeeded');
      expect(started.statusCode).toBe(200);
      const [pending] = await refundRowsOf(orderId);
      expect(pending).toMatchObject({ status: 'PEND' });
      expect(pending!.providerRefundId).toMatch(/^re_/);
      expect(await findListedOrder(host.client, orderId)).toMatchObject({ is_refundable: false });

      await leftBehind(orderId);
      await reconcilePayments(t.app);
      expect((await refundRowsOf(orderId))[0]!.status).toBe('PEND');

      fake.settleRefund(pending!.providerRefundId!, outcome);
      await reconcilePayments(t.app);
      const [done] = await refundRowsOf(orderId);
      const listed = await findListedOrder(host.client, orderId);
      if (outcome === 'succeeded') {
        expect(done).toMatchObject({ status: 'COMP', providerRefundId: pending!.providerRefundId });
        expect(listed).toMatchObject({ is_refundable: false });
        expect(linesOf(listed)[0]).toMatchObject({ is_refunded: true });
      } else {
        expect(done).toMatchObject({ status: 'FAIL' });
        expect(listed).toMatchObject({ is_refundable: true });
      }
      // One refund at Stripe, whatever was asked.
      const intentId = (await purchaseOf(orderId)).paymentIntentId;
      expect(fake.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    });
  }
});

describe('the Stripe provider asking about refunds', () => {
  const provider = () =>
    createStripeProvider({
      secretKey: 'sk_test_stayfront',
      publishableKey: 'pk_test_stayfront',
      webhookSecret: null,
      apiUrl: fake.url,
    });

  it('finds a refund by the key it was made with, and retrieves it by id', async () => {
    const paid = await checkoutWithoutWebhook();
    fake.confirm(paid.intentId, 'succeeded');
    const stripe = provider();
    expect(await stripe.findRefund(paid.intentId, 'refund:test:1')).toBeNull();
    const made = await stripe.refund(
      { paymentIntentId: paid.intentId, amountCents: 500 },
      'refund:test:1',
    );
    await stripe.refund({ paymentIntentId: paid.intentId, amountCents: 300 }, 'refund:test:2');
    expect(await stripe.findRefund(paid.intentId, 'refund:test:1')).toEqual(made);
    expect(await stripe.getRefund(made.id)).toEqual({ id: made.id, status: 'succeeded' });
    expect(fake.refunds.find((r) => r.id === made.id)!.metadata).toEqual({
      stayfront_refund_key: 'refund:test:1',
    });
  });
});
