import { sql } from 'drizzle-orm';
import {
  CARDS,
  enterDetails,
  payWithCard,
  waitUntilReady,
} from '../../../testing/checkout-helpers';
import { signedInGuest } from '../../../testing/guest-factory';
import type { TestApp, TestClient } from '../../../testing/test-app';

export interface Item {
  productId: string;
  quantity?: number;
}

/**
 * A guest buys the items in one store through the real cart and checkout, paying by the simulated
 * card, and the order settles. `offPlatform` says the booking is on the booking platform, so
 * items sold that way leave the card total.
 */
export async function buyItems(
  t: TestApp,
  items: Item[],
  options: { email?: string; offPlatform?: boolean; card?: string } = {},
) {
  const guest = await signedInGuest(t);
  let order: { id: string; order_number: number } | undefined;
  for (const item of items) {
    const added = await guest.client.request('PATCH', '/api/services/order/add/', {
      product_id: item.productId,
      quantity: item.quantity ?? 1,
    });
    if (added.statusCode !== 200) throw new Error(`add failed: ${added.body}`);
    order = added.json();
  }
  const orderId = order!.id;
  const customerId = await enterDetails(guest.client, orderId);
  if (options.offPlatform) {
    await guest.client.post(`/api/services/order/${orderId}/update-purchasable-off-platform/`, {
      is_purchasable_off_platform: true,
    });
  }
  const email = options.email ?? 'lina@example.com';
  const { intent } = await payWithCard(
    guest.client,
    orderId,
    customerId,
    options.card ?? CARDS.success,
    email,
  );
  if (intent.statusCode === 400) {
    // Nothing to pay by card: the order completes without one.
    await guest.client.post(`/api/services/order/${orderId}/complete-zero-purchase/`, { email });
  }
  await waitUntilReady(guest.client, orderId);
  return { guest, orderId, orderNumber: order!.order_number };
}

/** Places an order at a fixed moment, so date filters and ordering can be checked. */
export async function setPlacedAt(t: TestApp, orderId: string, iso: string) {
  await t.db.execute(sql`UPDATE orders SET placed_at = ${iso}::timestamptz WHERE id = ${orderId}`);
}

export interface ListedLine {
  id: string;
  product_name: string;
  status: string;
  is_refunded: boolean;
  is_refundable: boolean;
  non_refundable_reason: string | null;
  amount_to_refund: number;
  can_approve: boolean;
  owner_purchase_uuid: string;
  owner_profit: number;
}

export interface ListedOrder {
  id: string;
  order_number: number;
  status: string;
  is_refundable: boolean;
  non_refundable_reason: string | null;
  owner_order_uuid: string;
  purchases: { id: string; status: string; order_products: ListedLine[] }[];
}

export async function listOrders(client: TestClient, query = '') {
  const response = await client.get(`/api/services/order/list/${query}`);
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
  return response.json() as { count: number; limit: number; results: ListedOrder[] };
}

export async function findListedOrder(client: TestClient, orderId: string) {
  const { results } = await listOrders(client, '?limit=100');
  const order = results.find((o) => o.id === orderId);
  if (!order) throw new Error(`order ${orderId} is not listed`);
  return order;
}

export const linesOf = (order: ListedOrder) => order.purchases.flatMap((p) => p.order_products);
