import { CARDS, payWithCard, waitUntilReady } from './checkout-helpers';
import { signedInGuest } from './guest-factory';
import type { TestApp } from './test-app';

export interface CartLine {
  product_id: string;
  quantity?: number;
  delivery_date?: string | null;
  product_price_id?: string;
  note?: string;
  extra_fields?: { product_field_id: string; value: string }[];
}

export interface GuestIdentity {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
}

export const DEFAULT_GUEST: GuestIdentity = {
  first_name: 'Lina',
  last_name: 'Park',
  phone: '415 555 0100',
  email: 'lina@example.com',
};

/**
 * A new guest fills a cart with `lines`, enters their details and pays with the success card,
 * the way the storefront does; answers once the order is settled.
 */
export async function placePaidOrder(
  t: TestApp,
  lines: CartLine[],
  identity: Partial<GuestIdentity> = {},
) {
  const guest = { ...DEFAULT_GUEST, ...identity };
  const { client } = await signedInGuest(t);
  let order: { id: string; order_number: number } | undefined;
  for (const line of lines) {
    const added = await client.request('PATCH', '/api/services/order/add/', {
      quantity: 1,
      ...line,
    });
    if (added.statusCode !== 200) throw new Error(`add to cart failed: ${added.body}`);
    order = added.json();
  }
  if (!order) throw new Error('placePaidOrder needs at least one line');
  const customerId = (await client.post('/api/services/order/create-customer/')).json()
    .id as string;
  const details = await client.post(`/api/services/order/${order.id}/update-customer/`, {
    customer_id: customerId,
    first_name: guest.first_name,
    last_name: guest.last_name,
    phone: guest.phone,
  });
  if (details.statusCode !== 200) throw new Error(`update-customer failed: ${details.body}`);
  const { confirm } = await payWithCard(client, order.id, customerId, CARDS.success, guest.email);
  // A request alone is only authorised (manual capture) until the host approves it.
  const status = confirm?.json().status;
  if (status !== 'succeeded' && status !== 'requires_capture') {
    throw new Error(`payment did not succeed: ${confirm?.body}`);
  }
  const state = await waitUntilReady(client, order.id);
  if (!state.is_ready || state.has_error) throw new Error('order did not settle');
  return { client, orderId: order.id, orderNumber: order.order_number, guest };
}
