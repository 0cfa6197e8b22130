import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderProducts, purchases } from '../../../db/schema/index';
import { cancelLapsingAuthorisations } from '../requests/request-sweeps';
import {
  CARDS,
  enterDetails,
  payWithCard,
  waitUntilReady,
} from '../../../testing/checkout-helpers';
import { signedInOwner } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { createProductVia } from '../../../testing/product-factory';
import { daysFromToday, requestOnHold } from '../../../testing/request-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { buyItems, findListedOrder, linesOf } from './orders.testing';

// The summaries the owner's order list filters on (order_summaries, order_products.store_id) are
// kept by database triggers, so every write path keeps them right: each test writes through the
// API (or plain SQL) and checks them against what was written.

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInOwner>>;
let storeId: string;
let otherStoreId: string;
let products: Record<'firewood' | 'towels', string>;

beforeAll(async () => {
  t = await createTestApp();
  host = await signedInOwner(t);
  storeId = (await createStoreVia(host.client, host.ownerId)).id;
  otherStoreId = (await createStoreVia(host.client, host.ownerId, { storeName: 'Pine Cabin' })).id;
  products = {
    firewood: (await createProductVia(host.client, storeId, { quantity: 500 })).id,
    towels: (
      await createProductVia(host.client, storeId, {
        product_name: 'Towels',
        price: 10,
        has_quantity: false,
        quantity: null,
      })
    ).id,
  };
});
afterAll(async () => {
  await t.close();
});

async function summaryOf(orderId: string) {
  const result = await t.db.execute<{
    line_statuses: string[];
    has_undated_line: boolean;
    line_stores: string[] | null;
  }>(sql`SELECT o.line_statuses, o.has_undated_line,
      (SELECT array_agg(DISTINCT op.store_id::text) FROM order_products op WHERE op.order_id = o.id)
        AS line_stores
    FROM order_summaries o WHERE o.id = ${orderId}`);
  const row = result.rows[0];
  if (!row) throw new Error(`order ${orderId} has no summary`);
  return {
    lineStatuses: [...row.line_statuses].sort(),
    hasUndatedLine: row.has_undated_line,
    lineStores: row.line_stores ?? [],
  };
}

async function hasSummary(orderId: string) {
  const result = await t.db.execute(sql`SELECT 1 FROM order_summaries WHERE id = ${orderId}`);
  return result.rows.length > 0;
}

const anonymous = () => t.client();
const addToCart = async (client: TestClient, productId: string, extra = {}) => {
  const response = await client.request('PATCH', '/api/services/order/add/', {
    product_id: productId,
    quantity: 1,
    ...extra,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; order_products: { id: string }[] };
};

describe('order summaries kept by triggers', () => {
  it('start when the order is placed, then follow its lines as they are dated and removed', async () => {
    const guest = await signedInGuest(t);
    const cart = await addToCart(guest.client, products.firewood);
    // Nothing reads the summary of a cart never placed: it is not written at each line added.
    expect(await hasSummary(cart.id)).toBe(false);

    const customerId = await enterDetails(guest.client, cart.id);
    await payWithCard(guest.client, cart.id, customerId, CARDS.declined);
    await waitUntilReady(guest.client, cart.id);
    // After the decline the guest pays again: the order is a cart once more, still placed, so
    // its lines can change and its summary follows them.
    const retried = await guest.client.post(`/api/services/order/${cart.id}/retry-payment/`);
    expect(retried.statusCode).toBe(200);
    expect(await summaryOf(cart.id)).toEqual({
      lineStatuses: [],
      hasUndatedLine: true,
      lineStores: [storeId],
    });

    const [line] = await t.db
      .select()
      .from(orderProducts)
      .where(eq(orderProducts.orderId, cart.id));
    const dated = await guest.client.request(
      'PATCH',
      `/api/services/orderproduct/${line!.id}/update/`,
      {
        product_id: products.firewood,
        quantity: 1,
        delivery_date: daysFromToday(3),
      },
    );
    expect(dated.statusCode).toBe(200);
    expect((await summaryOf(cart.id)).hasUndatedLine).toBe(false);

    const withTowels = await addToCart(guest.client, products.towels);
    expect((await summaryOf(cart.id)).hasUndatedLine).toBe(true);
    const towelsLine = withTowels.order_products.find((l) => l.id !== line!.id)!;
    const removed = await guest.client.request(
      'PATCH',
      `/api/services/orderproduct/${towelsLine.id}/update-quantity/`,
      { count: 0 },
    );
    expect(removed.statusCode).toBe(200);
    expect((await summaryOf(cart.id)).hasUndatedLine).toBe(false);
  });

  it('follow checkout: a paid order is completed, a declined one has no status', async () => {
    const paid = await buyItems(t, [{ productId: products.firewood }]);
    expect(await summaryOf(paid.orderId)).toEqual({
      lineStatuses: ['completed'],
      hasUndatedLine: true,
      lineStores: [storeId],
    });
    const declined = await buyItems(t, [{ productId: products.towels }], {
      card: CARDS.declined,
    });
    expect((await summaryOf(declined.orderId)).lineStatuses).toEqual([]);
  });

  it('follow a checkout started again, which deletes the earlier purchases', async () => {
    const guest = await signedInGuest(t);
    const cart = await addToCart(guest.client, products.firewood);
    const customerId = await enterDetails(guest.client, cart.id);
    const startIntent = () =>
      guest.client.post('/api/services/order/create-payment-intent/', {
        order_id: cart.id,
        customer_id: customerId,
      });
    expect((await startIntent()).statusCode).toBe(200);
    expect((await startIntent()).statusCode).toBe(200);
    await payWithCard(guest.client, cart.id, customerId, CARDS.success);
    await waitUntilReady(guest.client, cart.id);
    expect(await t.db.select().from(purchases).where(eq(purchases.orderId, cart.id))).toHaveLength(
      1,
    );
    expect((await summaryOf(cart.id)).lineStatuses).toEqual(['completed']);
  });

  it('follow requests: on hold, then approved, denied, cancelled by the guest or the sweep', async () => {
    const approved = await requestOnHold(t, { host, storeId });
    expect((await summaryOf(approved.order.id)).lineStatuses).toEqual(['hold']);
    await host.client.post(`${approved.links.owner}approve/`, {});
    expect((await summaryOf(approved.order.id)).lineStatuses).toEqual(['completed']);

    const denied = await requestOnHold(t, { host, storeId, alsoBuy: products.towels });
    expect((await summaryOf(denied.order.id)).lineStatuses).toEqual(['completed', 'hold']);
    await host.client.post(`${denied.links.owner}deny/`, {});
    expect((await summaryOf(denied.order.id)).lineStatuses).toEqual(['cancel', 'completed']);

    const cancelled = await requestOnHold(t, { host, storeId });
    await anonymous().post(`${cancelled.links.guest}cancel/`);
    expect((await summaryOf(cancelled.order.id)).lineStatuses).toEqual(['cancel']);

    const lapsing = await requestOnHold(t, { host, storeId, deliveryDate: daysFromToday(2) });
    expect((await summaryOf(lapsing.order.id)).hasUndatedLine).toBe(false);
    await t.db
      .update(purchases)
      .set({ createdAt: new Date(Date.now() - 7 * 86_400_000) })
      .where(eq(purchases.id, lapsing.purchase.id));
    await cancelLapsingAuthorisations(t.app);
    expect((await summaryOf(lapsing.order.id)).lineStatuses).toEqual(['cancel']);
  });

  it('follow refunds: of a line, then of the rest of the order', async () => {
    const { orderId } = await buyItems(t, [
      { productId: products.firewood },
      { productId: products.towels },
    ]);
    const [firewood] = linesOf(await findListedOrder(host.client, orderId));
    const line = await host.client.request(
      'PATCH',
      `/api/services/orderproduct/${firewood!.id}/refund/`,
    );
    expect(line.statusCode).toBe(200);
    expect((await summaryOf(orderId)).lineStatuses).toEqual(['completed', 'refunded']);
    const rest = await host.client.request('POST', `/api/services/order/${orderId}/refund/`);
    expect(rest.statusCode).toBe(200);
    expect((await summaryOf(orderId)).lineStatuses).toEqual(['refunded']);
  });

  // Two connections at once need PostgreSQL: PGlite has one.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'stay right when two transactions change purchases of one order at once',
    async () => {
      const { orderId } = await buyItems(t, [{ productId: products.firewood }]);
      const [paid] = await t.db.select().from(purchases).where(eq(purchases.orderId, orderId));
      let updated!: () => void;
      let commit!: () => void;
      const firstUpdated = new Promise<void>((resolve) => (updated = resolve));
      const firstMayCommit = new Promise<void>((resolve) => (commit = resolve));
      const first = t.db.transaction(async (tx) => {
        await tx.update(purchases).set({ status: 'CNCL' }).where(eq(purchases.id, paid!.id));
        updated();
        await firstMayCommit;
      });
      await firstUpdated;
      // The second writer starts (queries are lazy: execute() sends it) while the first has not
      // committed yet.
      const second = t.db
        .insert(purchases)
        .values({
          orderId,
          status: 'HOLD',
          amountCents: 100,
          convenienceFeeCents: 0,
          guestAmountCents: 100,
          ownerProfitCents: 90,
        })
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 200));
      commit();
      await Promise.all([first, second]);
      expect((await summaryOf(orderId)).lineStatuses).toEqual(['cancel', 'hold']);
    },
  );

  // The race CI once lost to a deadlock: a checkout started again (stock released, then the
  // earlier purchases deleted) while the first attempt's payment settles (the order locked, then
  // the same stock). Summaries worked out at commit add no lock the code did not take itself.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'add no lock that could deadlock a writer holding the order with one holding its rows',
    async () => {
      const { orderId } = await buyItems(t, [{ productId: products.firewood }]);
      let locked!: () => void;
      let purchasesDeleted!: () => void;
      const orderLocked = new Promise<void>((resolve) => (locked = resolve));
      const deleted = new Promise<void>((resolve) => (purchasesDeleted = resolve));
      const settling = t.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM orders WHERE id = ${orderId} FOR UPDATE`);
        locked();
        // Had the delete to wait for this lock, it could not say so: go on after a while.
        await Promise.race([deleted, new Promise((resolve) => setTimeout(resolve, 500))]);
        await tx.execute(sql`UPDATE products SET quantity = quantity + 1
          WHERE id = ${products.firewood}`);
      });
      await orderLocked;
      const restarting = t.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE products SET quantity = quantity - 1
          WHERE id = ${products.firewood}`);
        await tx.execute(sql`DELETE FROM purchases WHERE order_id = ${orderId}`);
        purchasesDeleted();
      });
      await Promise.all([settling, restarting]);
      expect((await summaryOf(orderId)).lineStatuses).toEqual([]);
    },
  );

  // Each order's summary is worked out once per transaction (the first refresh at commit sees all
  // of its writes); past 16 orders in one transaction every refresh runs again.
  it('follow a transaction that writes rows of many orders, some of them twice', async () => {
    const orderIds: string[] = [];
    for (let i = 0; i < 18; i += 1) {
      orderIds.push((await buyItems(t, [{ productId: products.towels }])).orderId);
    }
    await t.db.transaction(async (tx) => {
      for (const id of orderIds) {
        await tx.execute(sql`UPDATE purchases SET status = 'HOLD' WHERE order_id = ${id}`);
      }
      for (const id of [...orderIds.slice(0, 3), ...orderIds.slice(-3)]) {
        await tx.execute(sql`UPDATE purchases SET status = 'CNCL' WHERE order_id = ${id}`);
      }
    });
    const statuses = await Promise.all(
      orderIds.map(async (id) => (await summaryOf(id)).lineStatuses),
    );
    expect(statuses).toEqual(
      orderIds.map((_, i) => (i < 3 || i >= orderIds.length - 3 ? ['cancel'] : ['hold'])),
    );
    // The next transaction starts with no order refreshed.
    await t.db.execute(sql`UPDATE purchases SET status = 'COMP' WHERE order_id = ${orderIds[0]}`);
    expect((await summaryOf(orderIds[0]!)).lineStatuses).toEqual(['completed']);
  });

  it('follow writes made outside the app, in plain SQL', async () => {
    const { orderId } = await buyItems(t, [{ productId: products.firewood }]);
    await t.db.execute(sql`UPDATE purchases SET status = 'HOLD' WHERE order_id = ${orderId}`);
    expect((await summaryOf(orderId)).lineStatuses).toEqual(['hold']);
    await t.db.execute(sql`UPDATE order_products SET store_id = NULL WHERE order_id = ${orderId}`);
    await t.db.execute(sql`UPDATE orders SET store_id = ${otherStoreId} WHERE id = ${orderId}`);
    expect((await summaryOf(orderId)).lineStores).toEqual([otherStoreId]);
    await t.db.execute(sql`DELETE FROM purchases WHERE order_id = ${orderId}`);
    expect((await summaryOf(orderId)).lineStatuses).toEqual([]);
    await t.db.execute(sql`DELETE FROM order_products WHERE order_id = ${orderId}`);
    expect(await summaryOf(orderId)).toEqual({
      lineStatuses: [],
      hasUndatedLine: false,
      lineStores: [],
    });
  });
});
