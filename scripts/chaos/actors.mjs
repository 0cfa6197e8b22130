// What guests and the host do during a burst, through the HTTP API as the web app does it.
// Calls may fail at any point (the server is killed under them); a failure ends that actor.
import { createSession } from '../bench/http.mjs';

const GOOD_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';
const PASSWORD = 'Chaos-Monkey-2026!';

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** A host with one store: two stocked items sold at once and one request needing approval. */
export async function setUpStore(base) {
  const host = createSession(base);
  await host.post('/api/services/owner/', {
    firstName: 'Chaos',
    email: 'chaos-host@example.com',
    password: PASSWORD,
    isActive: true,
  });
  const me = await host.post('/api/jwt/login/', {
    email: 'chaos-host@example.com',
    password: PASSWORD,
  });
  const store = await host.post('/api/services/store/create/', {
    ownerId: me.owner_id,
    isActive: true,
    storeName: 'Chaos Lodge',
    country: 'US',
    state: 'CO',
    city: 'Aspen',
    street1: '1 Main St',
    postalCode: '81611',
    description: 'Where the server falls over.',
  });
  const product = (overrides) =>
    host.post('/api/services/product/create/', {
      store_id: store.id,
      category: 'IH',
      subcategory: 'Goods and essentials',
      description: 'Sold while the server is killed.',
      price_type: 'static',
      image: '/template-images/firewood.svg',
      ...overrides,
    });
  const stocked = [
    await product({ product_name: 'Firewood', price: 20, has_quantity: true, quantity: 120 }),
    await product({ product_name: 'Kayak Day', price: 35, has_quantity: true, quantity: 40 }),
  ];
  const request = await product({
    product_name: 'Late Check-Out',
    price: 30,
    requires_approval: true,
    has_quantity: false,
    quantity: null,
  });
  return {
    host,
    ownerId: me.owner_id,
    storeId: store.id,
    stocked: stocked.map((p) => ({ id: p.id, name: p.product_name, initial: p.quantity })),
    requestId: request.id,
  };
}

function confirm(guest, clientSecret, card) {
  return guest.post('/api/services/payments/simulated/confirm/', {
    client_secret: clientSecret,
    card_number: card,
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
    email: 'chaos-guest@example.com',
  });
}

/**
 * One guest's checkout: a cart of stocked items (and sometimes a request), details, then the
 * card. A double submit asks for the payment 2 to 4 times at once and pays every answer.
 */
export async function checkOut(base, shop, { doubleSubmit }) {
  const guest = createSession(base);
  await guest.post('/api/services/guest/', { isAnonymous: true, isActive: true });
  let order;
  for (const item of shop.stocked) {
    if (Math.random() < 0.6 || !order)
      order = await guest.patch('/api/services/order/add/', {
        product_id: item.id,
        quantity: 1 + Math.floor(Math.random() * 3),
      });
  }
  if (Math.random() < 0.4)
    order = await guest.patch('/api/services/order/add/', {
      product_id: shop.requestId,
      quantity: 1,
    });
  const customer = await guest.post('/api/services/order/create-customer/');
  await guest.post(`/api/services/order/${order.id}/update-customer/`, {
    customer_id: customer.id,
    first_name: 'Chaos',
    last_name: 'Guest',
    phone: '+1 415 555 0100',
  });
  const attempts = doubleSubmit ? 2 + Math.floor(Math.random() * 3) : 1;
  const intents = await Promise.allSettled(
    Array.from({ length: attempts }, () =>
      guest.post('/api/services/order/create-payment-intent/', {
        order_id: order.id,
        customer_id: customer.id,
      }),
    ),
  );
  const card = Math.random() < 0.1 ? DECLINED_CARD : GOOD_CARD;
  await Promise.allSettled(
    intents
      .filter((result) => result.status === 'fulfilled')
      .map((result) => confirm(guest, result.value.client_secret, card)),
  );
}

/** The host approves or denies a request waiting for it. */
export async function decideRequest(shop, ownerUuid) {
  const decision = pick(['approve', 'approve', 'deny']);
  await shop.host.post(`/api/services/purchase/owner/${ownerUuid}/${decision}/`, {});
}

/** The host refunds a whole order or one of its lines. */
export async function refund(shop, target) {
  if (target.lineId && Math.random() < 0.5)
    await shop.host.patch(`/api/services/orderproduct/${target.lineId}/refund/`, {});
  else await shop.host.post(`/api/services/order/${target.orderId}/refund/`);
}
