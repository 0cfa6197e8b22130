import { checkoutMessages } from '@stayfront/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderProducts, purchases, sessions } from '../../../db/schema/index';
import { armCrash, disarmCrashes } from '../../../lib/crash-points';
import { REFUSAL_MESSAGES } from '../../../lib/payments/simulated-provider';
import {
  CARDS,
  confirmCard,
  enterDetails,
  guestAuth,
  paymentsOfOrder,
  payWithCard,
  receiptsTo,
  stockOf,
  waitUntilReady,
  withStepBeforeFirstTransaction,
} from '../../../testing/checkout-helpers';
import { signedInOwner } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { endSessionsOfUser } from '../../identity/auth/sessions.repository';
import type { CommerceDeps } from '../deps';
import { createPaymentIntent } from './checkout.service';

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

async function cartOf(quantity: number, initialStock = 20) {
  const product = await createProductVia(host.client, storeId, {
    product_name: `Firewood ${Math.random().toString(36).slice(2, 7)}`,
    quantity: initialStock,
  });
  const guest = await signedInGuest(t);
  const order = (
    await guest.client.request('PATCH', '/api/services/order/add/', {
      product_id: product.id,
      quantity,
    })
  ).json() as { id: string };
  const customerId = await enterDetails(guest.client, order.id);
  return { product, guest, order, customerId };
}

const openPayment = (client: TestClient, orderId: string, customerId: string) =>
  client.post('/api/services/order/create-payment-intent/', {
    order_id: orderId,
    customer_id: customerId,
  });

describe('one order, one payment', () => {
  for (const tabs of [2, 5, 10]) {
    it(`charges once when ${tabs} checkouts of one order are opened at once and all paid`, async () => {
      const { product, guest, order, customerId } = await cartOf(2);
      const email = `tabs-${tabs}@example.com`;
      const opened = await Promise.all(
        Array.from({ length: tabs }, () => openPayment(guest.client, order.id, customerId)),
      );
      const answered = opened.filter((r) => r.statusCode === 200);
      expect(answered.length).toBeGreaterThan(0);
      for (const refused of opened.filter((r) => r.statusCode !== 200)) {
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ non_field_errors: [checkoutMessages.checkoutReplaced] });
      }
      const paid = await Promise.all(
        answered.map((r) =>
          confirmCard(guest.client, r.json().client_secret, CARDS.success, email),
        ),
      );
      expect(paid.filter((r) => r.json().status === 'succeeded')).toHaveLength(1);
      expect(await waitUntilReady(guest.client, order.id)).toEqual({
        is_ready: true,
        has_error: false,
        sold_out: false,
        is_cart: false,
      });

      const payments = await paymentsOfOrder(t, order.id);
      const charged = payments.filter((p) => p.amountReceivedCents > 0);
      expect(charged).toHaveLength(1);
      expect(charged[0]!.amountRefundedCents).toBe(0);
      // Every other payment opened for the order was cancelled before anyone could pay it.
      expect(payments.filter((p) => p.status === 'requires_payment_method')).toHaveLength(0);
      expect(await stockOf(t, product.id)).toBe(18);
      await t.smtp.waitFor(email);
      expect(receiptsTo(t, email)).toHaveLength(1);
    });
  }

  it('refuses to take money on a payment a newer checkout cancelled', async () => {
    const { guest, order, customerId } = await cartOf(1);
    const first = (await openPayment(guest.client, order.id, customerId)).json();
    const second = (await openPayment(guest.client, order.id, customerId)).json();
    expect(second.payment_intent_id).not.toBe(first.payment_intent_id);

    const stale = await confirmCard(
      guest.client,
      first.client_secret,
      CARDS.success,
      'stale@example.com',
    );
    expect(stale.json()).toEqual({ status: 'canceled', error: REFUSAL_MESSAGES.canceled });
    expect(
      (
        await confirmCard(guest.client, second.client_secret, CARDS.success, 'stale@example.com')
      ).json(),
    ).toEqual({ status: 'succeeded', error: null });
    expect(await waitUntilReady(guest.client, order.id)).toMatchObject({ has_error: false });
    expect(
      (await paymentsOfOrder(t, order.id)).filter((p) => p.amountReceivedCents > 0),
    ).toHaveLength(1);
  });
});

describe('a cart changed in another tab while its checkout opens', () => {
  /** What the order's lines come to with fees, and how many have no purchase. */
  async function linesOf(orderId: string) {
    const lines = await t.db.select().from(orderProducts).where(eq(orderProducts.orderId, orderId));
    return {
      totalCents: lines.reduce((sum, l) => sum + l.amountCents + l.convenienceFeeCents, 0),
      unpaid: lines.filter((l) => !l.purchaseId).length,
    };
  }

  const changes = {
    'adds a line': async (client: TestClient, extraId: string) =>
      client.request('PATCH', '/api/services/order/add/', { product_id: extraId, quantity: 1 }),
    'changes a quantity': async (client: TestClient, _extraId: string, lineId: string) =>
      client.request('PATCH', `/api/services/orderproduct/${lineId}/update-quantity/`, {
        count: 2,
      }),
    'removes a line': async (client: TestClient, _extraId: string, lineId: string) =>
      client.request('PATCH', `/api/services/orderproduct/${lineId}/update-quantity/`, {
        count: 0,
      }),
  };

  for (const [name, change] of Object.entries(changes)) {
    it(`charges what the order holds when the guest ${name} meanwhile`, async () => {
      const extra = await createProductVia(host.client, storeId, {
        product_name: `Kayak ${name}`,
        price: 30,
        quantity: 100,
      });
      // Without the cart's lock and the check under it, most rounds left a paid order with a
      // line that no purchase paid for, or a charge of the order's old amount.
      for (let round = 0; round < 6; round += 1) {
        const { guest, order, customerId } = await cartOf(1, 100);
        const second = (
          await guest.client.request('PATCH', '/api/services/order/add/', {
            product_id: extra.id,
            quantity: 1,
          })
        ).json() as { order_products: { id: string }[] };
        const lineId = second.order_products[1]!.id;
        const [opened, changed] = await Promise.all([
          openPayment(guest.client, order.id, customerId),
          new Promise((resolve) => setTimeout(resolve, round % 3)).then(() =>
            change(guest.client, extra.id, lineId),
          ),
        ]);
        if (opened.statusCode !== 200) {
          // The change went in first: this checkout read the old cart and takes nothing.
          expect(opened.json()).toEqual({ non_field_errors: [checkoutMessages.cartChanged] });
          expect(changed.statusCode).toBe(200);
          expect(await paymentsOfOrder(t, order.id)).toHaveLength(0);
          await payWithCard(guest.client, order.id, customerId, CARDS.success);
        } else {
          const placedFirst = changed.statusCode !== 200;
          if (placedFirst && name !== 'adds a line') {
            expect(changed.json()).toEqual({
              non_field_errors: ['This order has already been placed and can no longer change.'],
            });
          }
          await confirmCard(guest.client, opened.json().client_secret, CARDS.success, 'tab@x.io');
        }
        expect(await waitUntilReady(guest.client, order.id)).toMatchObject({ is_ready: true });
        const { totalCents, unpaid } = await linesOf(order.id);
        expect(unpaid).toBe(0);
        const charged = (await paymentsOfOrder(t, order.id)).filter(
          (p) => p.amountReceivedCents > 0,
        );
        expect(charged.map((p) => p.amountReceivedCents)).toEqual([totalCents]);
      }
    });
  }
  it('charges nothing when the cart changed after the page showed its total', async () => {
    const { guest, order, customerId } = await cartOf(1, 100);
    const shown = (
      await guest.client.get(
        `/api/services/guest/store-checkout-summary/${storeId}/order/${order.id}/detail/`,
      )
    ).json().guest_total as number;
    // Another tab raises the quantity after this page drew its total.
    const line = (
      await t.db.select().from(orderProducts).where(eq(orderProducts.orderId, order.id))
    )[0]!;
    const raised = await guest.client.request(
      'PATCH',
      `/api/services/orderproduct/${line.id}/update-quantity/`,
      { count: 5 },
    );
    expect(raised.statusCode, raised.body).toBe(200);
    const stale = await guest.client.post('/api/services/order/create-payment-intent/', {
      order_id: order.id,
      customer_id: customerId,
      expected_total: shown,
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ non_field_errors: [checkoutMessages.cartChanged] });
    expect(await t.db.$count(purchases, eq(purchases.orderId, order.id))).toBe(0);
    expect(await paymentsOfOrder(t, order.id)).toHaveLength(0);

    for (const bad of ['16.20', -1, 1e12, null]) {
      const refused = await guest.client.post('/api/services/order/create-payment-intent/', {
        order_id: order.id,
        customer_id: customerId,
        expected_total: bad,
      });
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json()).toEqual({ expected_total: ['A valid number is required.'] });
    }

    const current = raised.json().guest_total as number;
    expect(current).toBeGreaterThan(shown);
    const paid = await guest.client.post('/api/services/order/create-payment-intent/', {
      order_id: order.id,
      customer_id: customerId,
      expected_total: current,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().amount).toBe(current);
  });

  it('changes nothing when the guest switched paying on the booking site meanwhile', async () => {
    const petFee = await createProductVia(host.client, storeId, {
      product_name: 'Pet fee',
      price: 50,
      has_quantity: false,
      quantity: null,
      is_purchasable_off_platform: true,
      instructions_off_platform: 'Send the pet fee through the resolution centre.',
    });
    const { guest, order, customerId } = await cartOf(1);
    await guest.client.request('PATCH', '/api/services/order/add/', {
      product_id: petFee.id,
      quantity: 1,
    });
    const switchedMeanwhile = withStepBeforeFirstTransaction(t.db, async () => {
      const switched = await guest.client.post(
        `/api/services/order/${order.id}/update-purchasable-off-platform/`,
        { is_purchasable_off_platform: true },
      );
      expect(switched.statusCode).toBe(200);
    });
    const deps = { ...t.app, db: switchedMeanwhile } as unknown as CommerceDeps;
    const auth = await guestAuth(t, guest.userId);
    await expect(createPaymentIntent(deps, auth, order.id, { customerId })).rejects.toMatchObject({
      message: checkoutMessages.cartChanged,
    });
    expect(await t.db.$count(purchases, eq(purchases.orderId, order.id))).toBe(0);

    // Paid again, the order is placed on the new choice: the pet fee is settled on the booking site.
    expect((await openPayment(guest.client, order.id, customerId)).statusCode).toBe(200);
    const placed = await t.db.select().from(purchases).where(eq(purchases.orderId, order.id));
    expect(placed.map((p) => p.isOffPlatform).sort()).toEqual([false, true]);
  });
});

describe('a checkout cut short', () => {
  for (const point of ['checkout:purchases-written', 'checkout:intent-created'] as const) {
    it(`recovers when the server dies at ${point}: the guest's retry pays once`, async () => {
      const { product, guest, order, customerId } = await cartOf(3, 10);
      const email = `${point.replace(':', '-')}@example.com`;
      armCrash(point);
      expect((await openPayment(guest.client, order.id, customerId)).statusCode).toBe(500);

      const { confirm: paid } = await payWithCard(
        guest.client,
        order.id,
        customerId,
        CARDS.success,
        email,
      );
      expect(paid!.json().status).toBe('succeeded');
      expect(await waitUntilReady(guest.client, order.id)).toMatchObject({
        is_ready: true,
        has_error: false,
      });
      const charged = (await paymentsOfOrder(t, order.id)).filter((p) => p.amountReceivedCents > 0);
      expect(charged).toHaveLength(1);
      expect(await stockOf(t, product.id)).toBe(7);
      await t.smtp.waitFor(email);
      expect(receiptsTo(t, email)).toHaveLength(1);
    });
  }
});

describe('the session of a payment', () => {
  it('is checked in the query that reads the checkout, and nothing is prepared without it', async () => {
    const { guest, order, customerId } = await cartOf(1);
    const stranger = await signedInGuest(t);
    expect((await openPayment(stranger.client, order.id, customerId)).statusCode).toBe(404);
    expect((await openPayment(host.client, order.id, customerId)).statusCode).toBe(403);
    expect((await openPayment(t.client(), order.id, customerId)).statusCode).toBe(401);

    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '6 minutes'` })
      .where(eq(sessions.userId, guest.userId));
    const opened = await openPayment(guest.client, order.id, customerId);
    expect(opened.statusCode).toBe(200);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, guest.userId));
    // Marked seen, as the session hook does for other calls.
    expect(Date.now() - session!.lastSeenAt.getTime()).toBeLessThan(60_000);
    const purchasesOf = () => t.db.select().from(purchases).where(eq(purchases.orderId, order.id));
    const prepared = {
      intents: await paymentsOfOrder(t, order.id),
      purchases: await purchasesOf(),
    };
    expect(prepared.intents).toHaveLength(1);

    await endSessionsOfUser(t.db, guest.userId);
    expect((await openPayment(guest.client, order.id, customerId)).statusCode).toBe(401);
    expect({ intents: await paymentsOfOrder(t, order.id), purchases: await purchasesOf() }).toEqual(
      prepared,
    );
  });
});
