import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, purchases } from '../../../db/schema/index';
import {
  CARDS,
  enterDetails,
  payWithCard,
  waitUntilReady,
} from '../../../testing/checkout-helpers';
import { guestWithCart } from '../../../testing/shop-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a store hidden while the guest is at checkout', () => {
  it('takes no payment until the host shows it again', async () => {
    const { host, store, guest, order } = await guestWithCart(t);
    const customerId = await enterDetails(guest.client, order.id);
    const visibility = (isVisible: boolean) =>
      host.client.request('PATCH', `/api/services/store/${store.id}/set-visibility/`, {
        is_visible: isVisible,
      });
    expect((await visibility(false)).statusCode).toBe(200);

    const refused = await payWithCard(guest.client, order.id, customerId, CARDS.success);
    expect(refused.intent.statusCode).toBe(400);
    expect(refused.intent.json()).toEqual({
      non_field_errors: ['Oops! Looks like this store is unavailable.'],
    });
    expect(await t.db.select().from(purchases).where(eq(purchases.orderId, order.id))).toEqual([]);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ status: 'PEND', placedAt: null });

    expect((await visibility(true)).statusCode).toBe(200);
    const paid = await payWithCard(guest.client, order.id, customerId, CARDS.success);
    expect(paid.intent.statusCode).toBe(200);
    expect(await waitUntilReady(guest.client, order.id)).toMatchObject({
      is_ready: true,
      has_error: false,
    });
  });
});
