import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, confirmCard, enterDetails } from '../../../testing/checkout-helpers';
import { signedInGuest } from '../../../testing/guest-factory';
import { guestWithCart } from '../../../testing/shop-factory';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const readiness = (client: TestClient, orderId: string, wait?: string | number) =>
  client.get(
    `/api/services/order/${orderId}/is-ready/${wait === undefined ? '' : `?wait=${wait}`}`,
  );

async function timed<T>(work: Promise<T>) {
  const started = Date.now();
  const result = await work;
  return { result, ms: Date.now() - started };
}

/** A guest at the last step of the checkout: the payment is open, the card not yet sent. */
async function openPayment() {
  const { guest, order } = await guestWithCart(t, { quantity: 5 });
  const customerId = await enterDetails(guest.client, order.id);
  const intent = await guest.client.post('/api/services/order/create-payment-intent/', {
    order_id: order.id,
    customer_id: customerId,
  });
  return { guest, orderId: order.id as string, secret: intent.json().client_secret as string };
}

describe('a readiness check that waits', () => {
  it('answers as soon as the payment lands, not at the end of its wait', async () => {
    const { guest, orderId, secret } = await openPayment();
    const waiting = timed(readiness(guest.client, orderId, 10));
    const alsoWaiting = timed(readiness(guest.client, orderId, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await confirmCard(guest.client, secret, CARDS.success, 'lina@example.com');
    for (const { result, ms } of await Promise.all([waiting, alsoWaiting])) {
      expect(result.statusCode).toBe(200);
      expect(result.json()).toEqual({
        is_ready: true,
        has_error: false,
        sold_out: false,
        is_cart: false,
      });
      expect(ms).toBeLessThan(5000);
    }
  });

  it('answers a declined card as ready with an error', async () => {
    const { guest, orderId, secret } = await openPayment();
    const waiting = readiness(guest.client, orderId, 10);
    await confirmCard(guest.client, secret, CARDS.declined, 'lina@example.com');
    expect((await waiting).json()).toEqual({
      is_ready: true,
      has_error: true,
      sold_out: false,
      is_cart: false,
    });
  });

  it('answers not ready at the end of its wait when nothing happened', async () => {
    const { guest, orderId } = await openPayment();
    const { result, ms } = await timed(readiness(guest.client, orderId, 1));
    expect(result.json()).toEqual({
      is_ready: false,
      has_error: false,
      sold_out: false,
      is_cart: false,
    });
    expect(ms).toBeGreaterThanOrEqual(900);
  });

  it('answers a cart never sent for payment at once: nothing is being paid', async () => {
    const { guest, order } = await guestWithCart(t);
    const { result, ms } = await timed(readiness(guest.client, order.id, 10));
    expect(result.json()).toEqual({
      is_ready: false,
      has_error: false,
      sold_out: false,
      is_cart: true,
    });
    expect(ms).toBeLessThan(5000);
  });

  it('answers at once when there is no wait, or the order is ready already', async () => {
    const { guest, orderId, secret } = await openPayment();
    expect((await readiness(guest.client, orderId)).json().is_ready).toBe(false);
    expect((await readiness(guest.client, orderId, 0)).json().is_ready).toBe(false);
    await confirmCard(guest.client, secret, CARDS.success, 'lina@example.com');
    expect((await readiness(guest.client, orderId, 10)).json().is_ready).toBe(true);
    const { ms } = await timed(readiness(guest.client, orderId, 10));
    expect(ms).toBeLessThan(1000);
  });

  it('refuses another guest, a host and a missing session at once, without waiting', async () => {
    const { guest, orderId } = await openPayment();
    const stranger = await signedInGuest(t);
    const { host } = await guestWithCart(t);
    const checks = await Promise.all([
      timed(readiness(stranger.client, orderId, 10)),
      timed(readiness(host.client, orderId, 10)),
      timed(readiness(t.client(), orderId, 10)),
      timed(readiness(guest.client, '00000000-0000-4000-8000-000000000000', 10)),
    ]);
    expect(checks.map(({ result }) => result.statusCode)).toEqual([404, 404, 401, 404]);
    for (const { ms } of checks) expect(ms).toBeLessThan(5000);
  });

  it('refuses a wait that is not a whole number of seconds from 0 to 10', async () => {
    const { guest, orderId } = await openPayment();
    const cases: [string, string][] = [
      ['soon', 'Must be a number of seconds.'],
      ['1.5', 'Must be a whole number of seconds.'],
      ['-1', 'Must be 0 or more.'],
      ['11', 'Must be at most 10.'],
    ];
    for (const [wait, message] of cases) {
      const { result, ms } = await timed(readiness(guest.client, orderId, wait));
      expect(result.statusCode).toBe(400);
      expect(result.json()).toEqual({ wait: [message] });
      expect(ms).toBeLessThan(1000);
    }
  });

  it('answers a waiting check when the server closes, instead of holding the close', async () => {
    const own = await createTestApp();
    const { guest, order } = await guestWithCart(own, { quantity: 5 });
    const customerId = await enterDetails(guest.client, order.id);
    await guest.client.post('/api/services/order/create-payment-intent/', {
      order_id: order.id,
      customer_id: customerId,
    });
    const waiting = timed(readiness(guest.client, order.id, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closed = timed(own.close());
    const { result, ms } = await waiting;
    expect(result.statusCode).toBe(200);
    expect(result.json().is_ready).toBe(false);
    expect(ms).toBeLessThan(5000);
    expect((await closed).ms).toBeLessThan(5000);
  });
});
