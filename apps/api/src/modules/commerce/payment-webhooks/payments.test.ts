import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderProducts, products, purchases, stockReservations } from '../../../db/schema/index';
import { retryPayment } from '../checkout/checkout.service';
import {
  CARDS,
  confirmCard,
  enterDetails,
  guestAuth,
  payWithCard,
  waitUntilReady,
  withStepBeforeFirstTransaction,
} from '../../../testing/checkout-helpers';
import { signedInOwner } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { handlePaymentEvent } from './payment-events';

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

const add = (
  client: Awaited<ReturnType<typeof signedInGuest>>['client'],
  body: Record<string, unknown>,
) => client.request('PATCH', '/api/services/order/add/', body);
const stockOf = async (id: string) =>
  (await t.db.query.products.findFirst({ where: eq(products.id, id) }))!.quantity;

describe('paying an order with the simulated provider', () => {
  it('charges instant items, authorises requests, and e-mails the receipt', async () => {
    const firewood = await createProductVia(host.client, storeId, { quantity: 5 });
    const early = await createProductVia(host.client, storeId, {
      product_name: 'Early Check-In',
      price_type: 'multiple',
      is_early_checkin: true,
      requires_approval: true,
      has_quantity: false,
      quantity: null,
      product_prices: [{ label: '', time_label: '14:00:00', price: 30 }],
    });
    const guest = await signedInGuest(t);
    const order = (await add(guest.client, { product_id: firewood.id, quantity: 2 })).json();
    await add(guest.client, {
      product_id: early.id,
      quantity: 1,
      product_price_id: (early.product_prices as { id: string }[])[0]!.id,
    });
    const customerId = await enterDetails(guest.client, order.id);

    const { intent, confirm } = await payWithCard(
      guest.client,
      order.id,
      customerId,
      CARDS.success,
      'lina@example.com',
    );
    expect(intent.json()).toMatchObject({
      provider: 'simulated',
      amount: 43.2,
      client_secret: expect.stringContaining('_secret_'),
    });
    expect(confirm!.json()).toEqual({ status: 'succeeded', error: null });
    expect(await waitUntilReady(guest.client, order.id)).toEqual({
      is_ready: true,
      has_error: false,
      sold_out: false,
      is_cart: false,
    });

    const detail = (await guest.client.get(`/api/services/guest/order/${order.id}/detail/`)).json();
    expect(detail.status).toBe('COMP');
    expect(
      detail.order_products.map((l: { product_name: string; purchase_status: string }) => [
        l.product_name,
        l.purchase_status,
      ]),
    ).toEqual([
      ['Firewood', 'COMP'],
      ['Early Check-In', 'HOLD'],
    ]);
    expect(await stockOf(firewood.id)).toBe(3);

    const rows = await t.db.select().from(purchases).where(eq(purchases.orderId, order.id));
    const request = rows.find((p) => p.requiresApproval)!;
    expect(request).toMatchObject({ status: 'HOLD', guestAmountCents: 3240, amountCents: 3000 });
    // Basic plan: $30 less the card fee ($1.25) and the 7% commission from the $20 cutoff.
    expect(request.ownerProfitCents).toBe(3000 - 125 - 210);

    const stores = (await host.client.get(`/api/services/owner/${host.ownerId}/stores/`)).json();
    // Firewood $40 on Basic: card fee $1.56 and 7% commission $2.80 leave $35.64; the request
    // is only authorised, so it does not count yet.
    expect(stores.results[0]).toMatchObject({
      numCompletedOrders: 1,
      totalPayoutAmountCurrentMonth: 35.64,
    });
    expect(stores.totalPayoutAmountCurrentMonth).toBe(35.64);
    expect(
      (await host.client.get(`/api/services/owner/${host.ownerId}/detail/`)).json().hasRequests,
    ).toBe(true);

    const receipt = (await t.smtp.waitFor('lina@example.com'))!;
    expect(receipt.subject).toBe(`Your order #${order.order_number} at Lake House`);
    expect(receipt.text).toContain('2 × Firewood');
    expect(receipt.text).toContain(`/guest/${request.guestUuid}/`);
    expect(receipt.text).toContain('Total: $75.60');
  });

  it('shows a declined card per line, puts the stock back, and recovers with a good card', async () => {
    const firewood = await createProductVia(host.client, storeId, {
      product_name: 'Kindling',
      quantity: 2,
    });
    const guest = await signedInGuest(t);
    const order = (await add(guest.client, { product_id: firewood.id, quantity: 2 })).json();
    const customerId = await enterDetails(guest.client, order.id);

    const declined = await payWithCard(guest.client, order.id, customerId, CARDS.declined);
    expect(declined.confirm!.json()).toEqual({
      status: 'requires_payment_method',
      error: 'Your card was declined.',
    });
    expect(await waitUntilReady(guest.client, order.id)).toEqual({
      is_ready: true,
      has_error: true,
      sold_out: false,
      is_cart: false,
    });
    const failed = (await guest.client.get(`/api/services/guest/order/${order.id}/detail/`)).json();
    expect(failed.order_products[0]).toMatchObject({
      purchase_status: 'FAIL',
      purchase_failure_message: 'Your card was declined.',
    });
    expect(await stockOf(firewood.id)).toBe(2);

    expect(
      (await guest.client.post(`/api/services/order/${order.id}/retry-payment/`)).json(),
    ).toEqual({ ok: true });
    // Back in the cart: nothing is being paid, which the checkout details page says.
    expect(await waitUntilReady(guest.client, order.id)).toEqual({
      is_ready: false,
      has_error: false,
      sold_out: false,
      is_cart: true,
    });
    const paid = await payWithCard(guest.client, order.id, customerId, CARDS.success);
    expect(paid.confirm!.json().status).toBe('succeeded');
    expect(await waitUntilReady(guest.client, order.id)).toEqual({
      is_ready: true,
      has_error: false,
      sold_out: false,
      is_cart: false,
    });
    expect(await stockOf(firewood.id)).toBe(0);
    expect(
      (await guest.client.post(`/api/services/order/${order.id}/retry-payment/`)).statusCode,
    ).toBe(400);
  });

  it('keeps the new checkout a second tab opened while a first tab retried the declined order', async () => {
    const kindling = await createProductVia(host.client, storeId, {
      product_name: 'Late retry kindling',
      quantity: 5,
    });
    const guest = await signedInGuest(t);
    const order = (await add(guest.client, { product_id: kindling.id, quantity: 1 })).json();
    const customerId = await enterDetails(guest.client, order.id);
    await payWithCard(guest.client, order.id, customerId, CARDS.declined);
    await waitUntilReady(guest.client, order.id);

    // The first tab's retry has read the declined order; before it locks the order, the second
    // tab retries and opens a new checkout.
    let secondTab: Awaited<ReturnType<typeof payWithCard>>['intent'] | undefined;
    const lateDb = withStepBeforeFirstTransaction(t.db, async () => {
      await guest.client.post(`/api/services/order/${order.id}/retry-payment/`);
      secondTab = await guest.client.post('/api/services/order/create-payment-intent/', {
        order_id: order.id,
        customer_id: customerId,
      });
    });
    const auth = await guestAuth(t, guest.userId);
    await retryPayment({ db: lateDb, payments: t.app.payments }, auth, order.id);

    // Before, the late retry undid the second tab's attempt while its payment was open.
    expect(secondTab!.statusCode).toBe(200);
    const paid = await confirmCard(
      guest.client,
      secondTab!.json().client_secret,
      CARDS.success,
      'late-retry@example.com',
    );
    expect(paid.json().status).toBe('succeeded');
    expect(await waitUntilReady(guest.client, order.id)).toMatchObject({
      is_ready: true,
      has_error: false,
    });
    const lines = await t.db
      .select()
      .from(orderProducts)
      .where(eq(orderProducts.orderId, order.id));
    expect(lines.map((line) => Boolean(line.purchaseId))).toEqual([true]);
    expect(await stockOf(kindling.id)).toBe(4);
  });

  it('reports insufficient funds', async () => {
    const item = await createProductVia(host.client, storeId, {
      product_name: 'Bikes',
      has_quantity: false,
      quantity: null,
    });
    const guest = await signedInGuest(t);
    const order = (await add(guest.client, { product_id: item.id, quantity: 1 })).json();
    const customerId = await enterDetails(guest.client, order.id);
    const { confirm } = await payWithCard(
      guest.client,
      order.id,
      customerId,
      CARDS.insufficientFunds,
    );
    expect(confirm!.json().error).toBe('Your card has insufficient funds.');
    expect(await waitUntilReady(guest.client, order.id)).toEqual({
      is_ready: true,
      has_error: true,
      sold_out: false,
      is_cart: false,
    });
  });

  it('completes a zero-total order without a card', async () => {
    const test = await createProductVia(host.client, storeId, {
      product_name: 'Test Purchase',
      price: 0,
      requires_approval: true,
      has_quantity: false,
      quantity: null,
    });
    const guest = await signedInGuest(t);
    const order = (await add(guest.client, { product_id: test.id, quantity: 1 })).json();
    const customerId = await enterDetails(guest.client, order.id);
    const byCard = await guest.client.post('/api/services/order/create-payment-intent/', {
      order_id: order.id,
      customer_id: customerId,
    });
    expect(byCard.statusCode).toBe(400);
    const zero = await guest.client.post(
      `/api/services/order/${order.id}/complete-zero-purchase/`,
      { email: 'zero@example.com' },
    );
    expect(zero.json()).toEqual({ ok: true });
    expect(await waitUntilReady(guest.client, order.id)).toEqual({
      is_ready: true,
      has_error: false,
      sold_out: false,
      is_cart: false,
    });
    const detail = (await guest.client.get(`/api/services/guest/order/${order.id}/detail/`)).json();
    expect(detail.order_products[0].purchase_status).toBe('HOLD');
    expect(await t.smtp.waitFor('zero@example.com')).toBeDefined();
  });

  it('refuses a price that changed, a host, a stranger and bad card data', async () => {
    const item = await createProductVia(host.client, storeId, {
      product_name: 'Parking',
      has_quantity: false,
      quantity: null,
      price: 25,
    });
    const guest = await signedInGuest(t);
    const order = (await add(guest.client, { product_id: item.id, quantity: 1 })).json();
    const customerId = await enterDetails(guest.client, order.id);
    expect(
      (
        await host.client.post('/api/services/order/create-payment-intent/', {
          order_id: order.id,
          customer_id: customerId,
        })
      ).statusCode,
    ).toBe(403);
    const stranger = await signedInGuest(t);
    expect(
      (
        await stranger.client.post('/api/services/order/create-payment-intent/', {
          order_id: order.id,
          customer_id: customerId,
        })
      ).statusCode,
    ).toBe(404);

    const intent = (
      await guest.client.post('/api/services/order/create-payment-intent/', {
        order_id: order.id,
        customer_id: customerId,
      })
    ).json();
    const badCard = await guest.client.post('/api/services/payments/simulated/confirm/', {
      client_secret: intent.client_secret,
      card_number: '4242',
      exp_month: 13,
      exp_year: 2020,
      cvc: '1',
      email: 'x',
    });
    expect(badCard.statusCode).toBe(400);
    expect(Object.keys(badCard.json()).sort()).toEqual([
      'card_number',
      'cvc',
      'email',
      'exp_month',
    ]);
    const theirs = await stranger.client.post('/api/services/payments/simulated/confirm/', {
      client_secret: intent.client_secret,
      card_number: CARDS.success,
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 1,
      cvc: '123',
      email: 'a@example.com',
    });
    expect(theirs.statusCode).toBe(400);

    await host.client.post(`/api/services/product/${item.id}/update/`, {
      product_name: 'Parking',
      category: 'IH',
      subcategory: 'Add ons',
      description: 'A pass.',
      image: '/template-images/parking-pass.svg',
      price: 30,
    });
    const changed = await guest.client.post('/api/services/order/create-payment-intent/', {
      order_id: order.id,
      customer_id: customerId,
    });
    expect(changed.json()).toEqual({
      non_field_errors: [
        'Some items changed since you added them: Parking. Please review your cart.',
      ],
    });
  });
});

describe('stock never oversells', () => {
  it('lets exactly the units there are go to concurrent checkouts, and a failed payment frees them', async () => {
    const last = await createProductVia(host.client, storeId, {
      product_name: 'Last Canoe',
      quantity: 1,
    });
    const buyers = await Promise.all([signedInGuest(t), signedInGuest(t), signedInGuest(t)]);
    const prepared = await Promise.all(
      buyers.map(async (buyer) => {
        const order = (await add(buyer.client, { product_id: last.id, quantity: 1 })).json();
        return { buyer, order, customerId: await enterDetails(buyer.client, order.id) };
      }),
    );
    const attempts = await Promise.all(
      prepared.map(({ buyer, order, customerId }) =>
        buyer.client.post('/api/services/order/create-payment-intent/', {
          order_id: order.id,
          customer_id: customerId,
        }),
      ),
    );
    expect(attempts.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    expect(attempts.find((a) => a.statusCode === 400)!.json()).toEqual({
      non_field_errors: ['Last Canoe is out of stock.'],
    });
    expect(await stockOf(last.id)).toBe(0);

    const winner = prepared[attempts.findIndex((a) => a.statusCode === 200)]!;
    await winner.buyer.client.post('/api/services/payments/simulated/confirm/', {
      client_secret: attempts.find((a) => a.statusCode === 200)!.json().client_secret,
      card_number: CARDS.declined,
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 1,
      cvc: '123',
      email: 'w@example.com',
    });
    await waitUntilReady(winner.buyer.client, winner.order.id);
    expect(await stockOf(last.id)).toBe(1);
    const loser = prepared.find((p) => p !== winner)!;
    const second = await payWithCard(
      loser.buyer.client,
      loser.order.id,
      loser.customerId,
      CARDS.success,
    );
    expect(second.intent.statusCode).toBe(200);
    expect(await waitUntilReady(loser.buyer.client, loser.order.id)).toEqual({
      is_ready: true,
      has_error: false,
      sold_out: false,
      is_cart: false,
    });
    expect(await stockOf(last.id)).toBe(0);
  });
});

describe('holding the stock of several lines', () => {
  const openCheckout = (
    buyer: Awaited<ReturnType<typeof signedInGuest>>,
    orderId: string,
    customerId: string,
  ) =>
    buyer.client.post('/api/services/order/create-payment-intent/', {
      order_id: orderId,
      customer_id: customerId,
    });
  const stocked = (name: string, quantity: number) =>
    createProductVia(host.client, storeId, { product_name: name, quantity });
  const holdsOf = async (productIds: string[]) =>
    t.db.select().from(stockReservations).where(inArray(stockReservations.productId, productIds));

  it('never lets two checkouts of the same last units both succeed, whatever their lines’ order', async () => {
    for (let round = 1; round <= 3; round += 1) {
      const [kayak, paddle] = await Promise.all([
        stocked(`Kayak ${round}`, 1),
        stocked(`Paddle ${round}`, 1),
      ]);
      const carts = [
        [kayak, paddle],
        [paddle, kayak],
      ];
      const prepared = await Promise.all(
        carts.map(async (items) => {
          const buyer = await signedInGuest(t);
          let orderId = '';
          for (const item of items) {
            orderId = (await add(buyer.client, { product_id: item.id, quantity: 1 })).json().id;
          }
          return { buyer, orderId, customerId: await enterDetails(buyer.client, orderId), items };
        }),
      );
      const attempts = await Promise.all(
        prepared.map(({ buyer, orderId, customerId }) => openCheckout(buyer, orderId, customerId)),
      );
      expect(attempts.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      const loser = attempts.findIndex((a) => a.statusCode === 400);
      // Both items are gone for the loser: the message names the first of its cart.
      expect(attempts[loser]!.json()).toEqual({
        non_field_errors: [`${prepared[loser]!.items[0]!.product_name} is out of stock.`],
      });
      expect(await stockOf(kayak.id)).toBe(0);
      expect(await stockOf(paddle.id)).toBe(0);
      const holds = await holdsOf([kayak.id, paddle.id]);
      expect(holds).toHaveLength(2);
      const winnerLines = (
        await t.db
          .select({ id: orderProducts.id })
          .from(orderProducts)
          .where(eq(orderProducts.orderId, prepared[1 - loser]!.orderId))
      ).map((l) => l.id);
      expect(holds.map((h) => h.orderProductId).sort()).toEqual(winnerLines.sort());
    }
  });

  it('names the item that fell short and takes nothing of the others', async () => {
    const [tent, lantern, stove] = await Promise.all([
      stocked('Tent', 5),
      stocked('Lantern', 5),
      stocked('Stove', 5),
    ]);
    const buyer = await signedInGuest(t);
    const order = (await add(buyer.client, { product_id: tent.id, quantity: 2 })).json();
    await add(buyer.client, { product_id: lantern.id, quantity: 3 });
    await add(buyer.client, { product_id: stove.id, quantity: 4 });
    const customerId = await enterDetails(buyer.client, order.id);
    // Other guests bought meanwhile: two lanterns and one stove are left.
    await t.db.update(products).set({ quantity: 2 }).where(eq(products.id, lantern.id));
    await t.db.update(products).set({ quantity: 1 }).where(eq(products.id, stove.id));

    const refused = await openCheckout(buyer, order.id, customerId);
    expect(refused.json()).toEqual({ non_field_errors: ['Only 2 of Lantern left in stock.'] });
    expect(await stockOf(tent.id)).toBe(5);
    expect(await stockOf(lantern.id)).toBe(2);
    expect(await stockOf(stove.id)).toBe(1);
    expect(await holdsOf([tent.id, lantern.id, stove.id])).toEqual([]);
    expect(await t.db.select().from(purchases).where(eq(purchases.orderId, order.id))).toEqual([]);
    const detail = (await buyer.client.get(`/api/services/guest/order/${order.id}/detail/`)).json();
    expect(detail.status).toBe('PEND');

    await t.db.update(products).set({ quantity: 0 }).where(eq(products.id, lantern.id));
    expect((await openCheckout(buyer, order.id, customerId)).json()).toEqual({
      non_field_errors: ['Lantern is out of stock.'],
    });

    await t.db.update(products).set({ quantity: 3 }).where(eq(products.id, lantern.id));
    await t.db.update(products).set({ quantity: 4 }).where(eq(products.id, stove.id));
    expect((await openCheckout(buyer, order.id, customerId)).statusCode).toBe(200);
    expect(await stockOf(tent.id)).toBe(3);
    expect(await stockOf(lantern.id)).toBe(0);
    expect(await stockOf(stove.id)).toBe(0);
    expect(await holdsOf([tent.id, lantern.id, stove.id])).toHaveLength(3);
  });

  it('gives the units of a lapsed hold to the next guest who needs them, before the expiry job', async () => {
    const [bike, helmet] = await Promise.all([stocked('Last Bike', 1), stocked('Helmet', 3)]);
    const [first, second] = await Promise.all([signedInGuest(t), signedInGuest(t)]);
    const firstOrder = (await add(first.client, { product_id: bike.id, quantity: 1 })).json();
    await add(first.client, { product_id: helmet.id, quantity: 1 });
    const secondOrder = (await add(second.client, { product_id: bike.id, quantity: 1 })).json();
    const firstCustomer = await enterDetails(first.client, firstOrder.id);
    const secondCustomer = await enterDetails(second.client, secondOrder.id);
    expect((await openCheckout(first, firstOrder.id, firstCustomer)).statusCode).toBe(200);
    expect(await stockOf(bike.id)).toBe(0);
    expect((await openCheckout(second, secondOrder.id, secondCustomer)).json()).toEqual({
      non_field_errors: ['Last Bike is out of stock.'],
    });

    // The first guest never paid: the 30 minutes of the holds pass, and the job has not run yet.
    await t.db
      .update(stockReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(inArray(stockReservations.productId, [bike.id, helmet.id]));
    expect((await openCheckout(second, secondOrder.id, secondCustomer)).statusCode).toBe(200);
    expect(await stockOf(bike.id)).toBe(0);
    // Every lapsed hold went back on the shelf, the helmet's too.
    expect(await stockOf(helmet.id)).toBe(3);
    const holds = await holdsOf([bike.id, helmet.id]);
    expect(holds.filter((h) => h.releasedAt === null)).toHaveLength(1);
    expect(holds).toHaveLength(3);
  });
});

describe('payment events', () => {
  it('apply once and never move a purchase backwards', async () => {
    const item = await createProductVia(host.client, storeId, {
      product_name: 'Wood',
      has_quantity: false,
      quantity: null,
    });
    const guest = await signedInGuest(t);
    const order = (await add(guest.client, { product_id: item.id, quantity: 1 })).json();
    const customerId = await enterDetails(guest.client, order.id);
    const { intent } = await payWithCard(guest.client, order.id, customerId, CARDS.success);
    await waitUntilReady(guest.client, order.id);
    const paymentIntent = await t.app.payments.getPaymentIntent(intent.json().payment_intent_id);
    const [before] = await t.db.select().from(purchases).where(eq(purchases.orderId, order.id));
    expect(before!.status).toBe('COMP');

    await handlePaymentEvent(t.app, {
      id: 'evt_late_failure',
      type: 'payment_intent.payment_failed',
      intent: { ...paymentIntent, lastError: 'late' },
    });
    const duplicate = {
      id: 'evt_dup',
      type: 'payment_intent.canceled' as const,
      intent: paymentIntent,
    };
    await handlePaymentEvent(t.app, duplicate);
    await handlePaymentEvent(t.app, duplicate);
    const [after] = await t.db.select().from(purchases).where(eq(purchases.orderId, order.id));
    expect(after).toMatchObject({ status: 'COMP', failureMessage: null });
  });
});
