import { eq } from 'drizzle-orm';
import { purchases } from '../db/schema';
import { CARDS, enterDetails, payWithCard, waitUntilReady } from './checkout-helpers';
import { signedInOwner } from './factories';
import { signedInGuest } from './guest-factory';
import { createProductVia } from './product-factory';
import { createStoreVia } from './store-factory';
import type { TestApp, TestClient } from './test-app';

/** YYYY-MM-DD `days` from today (UTC), as the product modal sends it. */
export function daysFromToday(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface RequestOptions {
  host?: { client: TestClient; ownerId: string; email: string };
  storeId?: string;
  /** Overrides of the request product (a $100 request, 3 in stock, by default). */
  product?: Record<string, unknown>;
  /** Another product id bought in the same order (an instant item, say). */
  alsoBuy?: string;
  deliveryDate?: string;
  /** More fields of the request's cart line (note, ...). */
  line?: Record<string, unknown>;
  card?: string;
  guestEmail?: string;
}

/**
 * A guest who paid for a request that now waits on hold for approval, with the links each side
 * gets. Everything goes through the API like the web app.
 */
export async function requestOnHold(t: TestApp, options: RequestOptions = {}) {
  const host = options.host ?? (await signedInOwner(t));
  const storeId = options.storeId ?? (await createStoreVia(host.client, host.ownerId)).id;
  const product = await createProductVia(host.client, storeId, {
    product_name: 'Mid-stay Clean',
    price: 100,
    requires_approval: true,
    quantity: 3,
    ...options.product,
  });
  const guest = await signedInGuest(t);
  const add = async (productId: string, extra: Record<string, unknown> = {}) => {
    const response = await guest.client.request('PATCH', '/api/services/order/add/', {
      product_id: productId,
      quantity: 1,
      ...extra,
    });
    if (response.statusCode !== 200) throw new Error(`add failed: ${response.body}`);
    return response.json() as { id: string; order_number: number };
  };
  const order = await add(product.id, {
    ...(options.deliveryDate ? { delivery_date: options.deliveryDate } : {}),
    ...options.line,
  });
  if (options.alsoBuy) await add(options.alsoBuy);
  const customerId = await enterDetails(guest.client, order.id);
  const guestEmail = options.guestEmail ?? `guest.${order.order_number}@example.com`;
  const paid = await payWithCard(
    guest.client,
    order.id,
    customerId,
    options.card ?? CARDS.success,
    guestEmail,
  );
  if (paid.intent.statusCode !== 200) throw new Error(`payment failed: ${paid.intent.body}`);
  await waitUntilReady(guest.client, order.id);
  const rows = await t.db.select().from(purchases).where(eq(purchases.orderId, order.id));
  const request = rows.find((p) => p.requiresApproval)!;
  return {
    host,
    storeId,
    product,
    guest,
    guestEmail,
    order,
    intent: paid.intent.json() as { payment_intent_id: string; intent_type: string },
    purchase: request,
    links: {
      owner: `/api/services/purchase/owner/${request.ownerUuid}/`,
      merchant: `/api/services/purchase/merchant/${request.merchantUuid}/`,
      guest: `/api/services/purchase/guest/${request.guestUuid}/`,
    },
  };
}

export async function purchaseRow(t: TestApp, id: string) {
  return (await t.db.query.purchases.findFirst({ where: eq(purchases.id, id) }))!;
}
