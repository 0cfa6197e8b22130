import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderProducts, orders, sessions, users } from '../../../db/schema/index';
import { signedInOwner } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { placePaidOrder } from '../../../testing/paid-order-factory';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  const host = await signedInOwner(t);
  const store = await createStoreVia(host.client, host.ownerId);
  productId = (await createProductVia(host.client, store.id)).id;
});
afterAll(async () => {
  await t.close();
});

async function guestWithCart() {
  const guest = await signedInGuest(t);
  const added = await guest.client.request('PATCH', '/api/services/order/add/', {
    product_id: productId,
    quantity: 1,
  });
  expect(added.statusCode).toBe(200);
  return { ...guest, orderId: added.json().id as string };
}

/** Makes a guest look `days` old, its session ended with its lifetime. */
async function age(userId: string, days: number, { sessionEnded = true } = {}) {
  await t.db
    .update(users)
    .set({ dateJoined: sql`now() - make_interval(days => ${days})` })
    .where(eq(users.id, userId));
  if (sessionEnded) {
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(sessions.userId, userId));
  }
}

async function existing(userIds: string[]) {
  const rows = await t.db.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
  return rows.map((row) => row.id).sort();
}

describe('the anonymous guest clean-up job', () => {
  it('removes old guests without a sale, with their carts, and keeps everyone else', async () => {
    const abandoned = await guestWithCart();
    await age(abandoned.userId, 31);
    const idle = await signedInGuest(t);
    await age(idle.userId, 45);
    const recent = await guestWithCart();
    await age(recent.userId, 10);
    const stillBrowsing = await guestWithCart();
    await age(stillBrowsing.userId, 31, { sessionEnded: false });
    const bought = await placePaidOrder(t, [{ product_id: productId }]);
    const buyer = (await bought.client.get('/api/jwt/me/')).json().user_id as string;
    await age(buyer, 60);
    const atCheckout = await guestWithCart();
    // Got as far as entering details: a customer record hangs on the order.
    const customer = await atCheckout.client.post('/api/services/order/create-customer/');
    await atCheckout.client.post(`/api/services/order/${atCheckout.orderId}/update-customer/`, {
      customer_id: customer.json().id,
      first_name: 'Ann',
      last_name: 'Lee',
      phone: '415 555 0101',
    });
    await age(atCheckout.userId, 40);
    const host = await signedInOwner(t);
    await t.db
      .update(users)
      .set({ dateJoined: sql`now() - interval '90 days'` })
      .where(eq(users.id, host.userId));

    await t.app.jobs.start({ pollingIntervalSeconds: 1 });
    try {
      await t.app.jobs.trigger('accounts-remove-stale-guests');
      await expect
        .poll(() => existing([abandoned.userId, idle.userId]), { timeout: 20_000 })
        .toEqual([]);
    } finally {
      await t.app.jobs.stop();
    }
    expect(
      await existing([recent.userId, stillBrowsing.userId, buyer, atCheckout.userId, host.userId]),
    ).toEqual([recent.userId, stillBrowsing.userId, buyer, atCheckout.userId, host.userId].sort());
    expect(await t.db.select().from(orders).where(eq(orders.id, abandoned.orderId))).toEqual([]);
    expect(
      await t.db.select().from(orderProducts).where(eq(orderProducts.orderId, abandoned.orderId)),
    ).toEqual([]);
    expect(await t.db.$count(orders, eq(orders.id, bought.orderId))).toBe(1);
    expect(await t.db.$count(orders, eq(orders.id, atCheckout.orderId))).toBe(1);
  });
});
