import { checkoutMessages, soldOutWhilePayingMessage } from '@stayfront/core';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  commerceOutbox,
  orderProducts,
  purchases,
  simulatedRefunds,
  stockReservations,
} from '../../../db/schema/index';
import { armCrash, disarmCrashes } from '../../../lib/crash-points';
import {
  CARDS,
  confirmCard,
  enterDetails,
  paymentsOfOrder,
  payWithCard,
  receiptsTo,
  stockOf,
  waitUntilReady,
} from '../../../testing/checkout-helpers';
import { signedInOwner } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { deliverEffects } from '../outbox/effects';
import { releaseStaleReservations } from '../requests/request-sweeps';
import { handlePaymentEvent } from './payment-events';

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInOwner>>;
let storeId: string;
beforeAll(async () => {
  t = await createTestApp();
  host = await signedInOwner(t);
  storeId = (await createStoreVia(host.client, host.ownerId)).id;
});
afterEach(() => disarmCrashes());
afterAll(async () => {
  await t.close();
});

const until = async (check: () => Promise<boolean>, timeoutMs = 8000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

interface Cart {
  guest: Awaited<ReturnType<typeof signedInGuest>>;
  order: { id: string; order_number: number };
  customerId: string;
}

async function cartWith(lines: { product_id: string; quantity?: number }[]): Promise<Cart> {
  const guest = await signedInGuest(t);
  let order!: Cart['order'];
  for (const line of lines) {
    order = (
      await guest.client.request('PATCH', '/api/services/order/add/', { quantity: 1, ...line })
    ).json();
  }
  return { guest, order, customerId: await enterDetails(guest.client, order.id) };
}

const openPayment = (client: TestClient, cart: Cart) =>
  client.post('/api/services/order/create-payment-intent/', {
    order_id: cart.order.id,
    customer_id: cart.customerId,
  });

/** Moves the clock of an order's stock holds past their 30 minutes and runs the expiry job. */
async function lapseHolds(orderId: string) {
  const lines = await t.db
    .select({ id: orderProducts.id })
    .from(orderProducts)
    .where(eq(orderProducts.orderId, orderId));
  await t.db
    .update(stockReservations)
    .set({ expiresAt: new Date(Date.now() - 31 * 60_000) })
    .where(
      inArray(
        stockReservations.orderProductId,
        lines.map((l) => l.id),
      ),
    );
  await releaseStaleReservations(t.app);
}

const product = (name: string, overrides: Record<string, unknown> = {}) =>
  createProductVia(host.client, storeId, { product_name: name, quantity: 5, ...overrides });

describe('a payment that lands after its hold lapsed', () => {
  it('takes the stock again when it is still there', async () => {
    const item = await product('Canoe', { quantity: 1 });
    const cart = await cartWith([{ product_id: item.id }]);
    const intent = (await openPayment(cart.guest.client, cart)).json();
    await lapseHolds(cart.order.id);
    expect(await stockOf(t, item.id)).toBe(1);

    await confirmCard(cart.guest.client, intent.client_secret, CARDS.success, 'late@example.com');
    expect(await waitUntilReady(cart.guest.client, cart.order.id)).toEqual({
      is_ready: true,
      has_error: false,
      sold_out: false,
      is_cart: false,
    });
    expect(await stockOf(t, item.id)).toBe(0);
    await t.smtp.waitFor('late@example.com');
  });

  it('is refunded at once when the stock went to another guest, who keeps it', async () => {
    const item = await product('Last Kayak', { quantity: 1 });
    const late = await cartWith([{ product_id: item.id }]);
    const lateIntent = (await openPayment(late.guest.client, late)).json();
    await lapseHolds(late.order.id);

    const other = await cartWith([{ product_id: item.id }]);
    const { confirm: otherPaid } = await payWithCard(
      other.guest.client,
      other.order.id,
      other.customerId,
      CARDS.success,
      'first@example.com',
    );
    expect(otherPaid!.json().status).toBe('succeeded');
    await waitUntilReady(other.guest.client, other.order.id);
    expect(await stockOf(t, item.id)).toBe(0);

    const paid = await confirmCard(
      late.guest.client,
      lateIntent.client_secret,
      CARDS.success,
      'too-late@example.com',
    );
    expect(paid.json().status).toBe('succeeded');
    expect(await waitUntilReady(late.guest.client, late.order.id)).toEqual({
      is_ready: true,
      has_error: true,
      sold_out: true,
      is_cart: false,
    });
    const detail = (
      await late.guest.client.get(`/api/services/guest/order/${late.order.id}/detail/`)
    ).json();
    expect(detail.order_products[0]).toMatchObject({
      purchase_status: 'FAIL',
      purchase_failure_message: soldOutWhilePayingMessage(['Last Kayak']),
    });
    expect(checkoutMessages.soldOut).toContain('refunded');
    await until(async () => (await paymentsOfOrder(t, late.order.id))[0]!.amountRefundedCents > 0);
    const [payment] = await paymentsOfOrder(t, late.order.id);
    expect(payment!.amountRefundedCents).toBe(payment!.amountReceivedCents);
    expect(await stockOf(t, item.id)).toBe(0);
    // The host hears of one sale only: the guest who got the kayak.
    const salesOf = (order: { order_number: number }) =>
      t.smtp.received.filter(
        (m) => m.subject.startsWith('New sale at') && m.subject.endsWith(`#${order.order_number}`),
      );
    await until(async () => salesOf(other.order).length > 0);
    expect(salesOf(late.order)).toHaveLength(0);
    expect(salesOf(other.order)).toHaveLength(1);
    expect(receiptsTo(t, 'too-late@example.com')).toHaveLength(0);
  });
});

describe('a payment no live purchase keeps', () => {
  it('is refunded when a declined attempt is paid after all, and logged as given back', async () => {
    const item = await product('Paddle');
    const cart = await cartWith([{ product_id: item.id }]);
    const intent = (await openPayment(cart.guest.client, cart)).json();
    await confirmCard(cart.guest.client, intent.client_secret, CARDS.declined, 'x@example.com');
    expect(await waitUntilReady(cart.guest.client, cart.order.id)).toMatchObject({
      has_error: true,
    });
    // The old card form again, with a good card: the failed purchase does not keep the money.
    await confirmCard(cart.guest.client, intent.client_secret, CARDS.success, 'x@example.com');
    await until(async () => (await paymentsOfOrder(t, cart.order.id))[0]!.amountRefundedCents > 0);
    const [payment] = await paymentsOfOrder(t, cart.order.id);
    expect(payment!.amountRefundedCents).toBe(payment!.amountReceivedCents);
    const [givenBack] = await t.db
      .select()
      .from(commerceOutbox)
      .where(eq(commerceOutbox.key, `give-payment-back:${payment!.id}`));
    expect(givenBack).toMatchObject({ kind: 'give-payment-back' });
    expect(givenBack!.doneAt).not.toBeNull();
    expect(await stockOf(t, item.id)).toBe(5);
  });

  it('is refunded when it names a purchase that is not there', async () => {
    const item = await product('Lantern');
    const cart = await cartWith([{ product_id: item.id }]);
    const stray = await t.app.payments.createPaymentIntent(
      {
        amountCents: 1234,
        currency: 'usd',
        captureMethod: 'automatic',
        customerId: 'cus_x',
        saveCard: false,
        metadata: { order_id: cart.order.id, purchase_id: crypto.randomUUID() },
      },
      `stray:${cart.order.id}`,
    );
    await t.app.simulatedPayments!.confirm({
      clientSecret: stray.clientSecret,
      cardNumber: '4242424242424242',
    });
    await until(async () => {
      const [row] = await t.db
        .select()
        .from(simulatedRefunds)
        .where(eq(simulatedRefunds.intentId, stray.id));
      return row?.amountCents === 1234;
    });
  });
});

describe('a payment event cut short', () => {
  for (const point of ['payment-event:applied', 'payment-event:committed'] as const) {
    it(`is finished by the redelivery when the server dies at ${point}`, async () => {
      const item = await product(`Firewood ${point}`);
      const email = `${point.replace(':', '-')}@example.com`;
      const cart = await cartWith([{ product_id: item.id, quantity: 2 }]);
      armCrash(point);
      await payWithCard(cart.guest.client, cart.order.id, cart.customerId, CARDS.success, email);
      expect(await waitUntilReady(cart.guest.client, cart.order.id, 10_000)).toEqual({
        is_ready: true,
        has_error: false,
        sold_out: false,
        is_cart: false,
      });
      await t.smtp.waitFor(email, 10_000);
      expect(receiptsTo(t, email)).toHaveLength(1);
      expect(await stockOf(t, item.id)).toBe(3);
      const charged = (await paymentsOfOrder(t, cart.order.id)).filter(
        (p) => p.amountReceivedCents > 0,
      );
      expect(charged).toHaveLength(1);
    });
  }

  it('charges the saved card once when the server dies after the charge, before recording it', async () => {
    const instant = await product('Bread');
    const request = await product('Boat Tour', {
      requires_approval: true,
      has_quantity: false,
      quantity: null,
    });
    const cart = await cartWith([{ product_id: instant.id }, { product_id: request.id }]);
    armCrash('outbox:card-charged');
    await payWithCard(cart.guest.client, cart.order.id, cart.customerId, CARDS.success);
    const [tour] = await t.db
      .select()
      .from(purchases)
      .where(sql`${purchases.orderId} = ${cart.order.id} AND ${purchases.requiresApproval}`);
    await until(
      async () =>
        (
          await t.db
            .select()
            .from(commerceOutbox)
            .where(eq(commerceOutbox.key, `charge-saved-card:${tour!.id}`))
        )[0]?.lastError != null,
    );
    // The restart: the sweep takes the charge up again once it is due.
    await t.db
      .update(commerceOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(commerceOutbox.key, `charge-saved-card:${tour!.id}`));
    await deliverEffects(t.app);
    expect(await waitUntilReady(cart.guest.client, cart.order.id)).toMatchObject({
      is_ready: true,
      has_error: false,
    });
    const tourPayments = (await paymentsOfOrder(t, cart.order.id)).filter(
      (p) => p.metadata.purchase_id === tour!.id,
    );
    expect(tourPayments).toHaveLength(1);
    expect(tourPayments[0]!.status).toBe('requires_capture');
    const [after] = await t.db.select().from(purchases).where(eq(purchases.id, tour!.id));
    expect(after).toMatchObject({ status: 'HOLD', paymentIntentId: tourPayments[0]!.id });
  });

  it('changes nothing and sends nothing twice when an event is replayed', async () => {
    const item = await product('Matches');
    const email = 'replay@example.com';
    const cart = await cartWith([{ product_id: item.id }]);
    const { intent } = await payWithCard(
      cart.guest.client,
      cart.order.id,
      cart.customerId,
      CARDS.success,
      email,
    );
    await waitUntilReady(cart.guest.client, cart.order.id);
    await t.smtp.waitFor(email);
    const paymentIntent = await t.app.payments.getPaymentIntent(intent.json().payment_intent_id);
    const event = {
      id: 'evt_replayed',
      type: 'payment_intent.succeeded' as const,
      intent: paymentIntent,
    };
    await Promise.all([handlePaymentEvent(t.app, event), handlePaymentEvent(t.app, event)]);
    await handlePaymentEvent(t.app, { ...event, id: 'evt_same_news_new_id' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiptsTo(t, email)).toHaveLength(1);
    const effects = await t.db
      .select()
      .from(commerceOutbox)
      .where(eq(commerceOutbox.orderId, cart.order.id));
    expect(effects.map((e) => e.kind).sort()).toEqual(['order-notices', 'receipt']);
    expect(await stockOf(t, item.id)).toBe(4);
    expect((await paymentsOfOrder(t, cart.order.id))[0]!.amountRefundedCents).toBe(0);
  });
});
