import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../../db/schema/index';
import {
  CARDS,
  enterDetails,
  payWithCard,
  waitUntilReady,
} from '../../../testing/checkout-helpers';
import { signedInOwner } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { placePaidOrder } from '../../../testing/paid-order-factory';
import { createMixedProducts, createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { RESEND_RECEIPT_LIMIT } from './sales.service';

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInOwner>>;
let storeId: string;
let firewoodId: string;
let orderNumber: number;
let instantId: string;
let requestId: string;

const detailPath = (id: string) => `/api/services/purchase/${id}/detail/`;
const resendPath = (id: string) => `/api/services/purchase/${id}/resend-guest-email/`;
const mailsTo = (address: string) => t.smtp.received.filter((m) => m.to.includes(address)).length;

beforeAll(async () => {
  t = await createTestApp();
  host = await signedInOwner(t);
  storeId = (await createStoreVia(host.client, host.ownerId, { storeName: 'Pine Cabin' })).id;
  const { firewood, bikes, fullDay, errand } = await createMixedProducts(host.client, storeId);
  firewoodId = firewood.id;
  const placed = await placePaidOrder(t, [
    { product_id: firewoodId, quantity: 2, note: 'Stack it by the door' },
    { product_id: bikes.id, product_price_id: fullDay.id, delivery_date: '2031-06-01' },
    { product_id: errand.id },
  ]);
  orderNumber = placed.orderNumber;
  const rows = await t.db.select().from(purchases).where(eq(purchases.orderId, placed.orderId));
  instantId = rows.find((p) => !p.requiresApproval)!.id;
  requestId = rows.find((p) => p.requiresApproval)!.id;
});
afterAll(async () => {
  await t.close();
});

describe('sale detail', () => {
  it('shows one purchase with its lines, prices, fee, totals and profit', async () => {
    const response = await host.client.get(detailPath(instantId));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: instantId,
      order_number: orderNumber,
      status: 'COMP',
      currency: 'USD',
      store: { id: storeId, store_name: 'Pine Cabin' },
      guest: {
        guest_name: 'Lina Park',
        guest_email: 'lina@example.com',
        guest_phone: '415 555 0100',
      },
      guest_email: 'lina@example.com',
      requires_approval: false,
      is_purchasable_off_platform: false,
      // $40 firewood + $25 bike; 8% convenience fee; tax shown as zero.
      amount: 65,
      convenience_fee: 5.2,
      tax: 0,
      grand_total: 70.2,
      amount_refunded: 0,
      paid_off_platform: 0,
      has_receipt: true,
      // The order's request is a purchase of its own, shown beside this one with a link.
      other_purchases: [
        {
          id: requestId,
          status: 'HOLD',
          is_purchasable_off_platform: false,
          product_names: ['Errand Service'],
          total: 81,
        },
      ],
    });
    expect(new Date(body.date_created).toString()).not.toBe('Invalid Date');
    expect(body.order_products).toEqual([
      {
        id: expect.any(String),
        product_name: 'Firewood',
        option: '',
        quantity: 2,
        price: 20,
        amount: 40,
        convenience_fee: 3.2,
        is_off_platform: false,
        guest_amount: 43.2,
        // Basic plan: card fee $1.56 and 7% commission $2.80.
        owner_profit: 35.64,
        amount_refunded: 0,
        paid_off_platform: 0,
        delivery_date: null,
        note: 'Stack it by the door',
        extra_field_values: [],
        is_refunded: false,
        status: 'completed',
      },
      expect.objectContaining({
        product_name: 'Bike Rental',
        option: 'Full day',
        price: 25,
        delivery_date: '2031-06-01',
        status: 'completed',
      }),
    ]);
    expect(body.owner_profit).toBeCloseTo(
      body.order_products.reduce(
        (sum: number, l: { owner_profit: number }) => sum + l.owner_profit,
        0,
      ),
      2,
    );
  });

  it('shows a request waiting for approval as hold', async () => {
    const body = (await host.client.get(detailPath(requestId))).json();
    // Nothing is captured before the approval, so nothing counts as paid or earned yet.
    expect(body).toMatchObject({
      status: 'HOLD',
      requires_approval: true,
      amount: 0,
      grand_total: 0,
      owner_profit: 0,
    });
    expect(body.order_products).toEqual([
      expect.objectContaining({ status: 'hold', amount: 75, guest_amount: 0, owner_profit: 0 }),
    ]);
    expect(body.other_purchases).toEqual([
      expect.objectContaining({
        id: instantId,
        status: 'COMP',
        product_names: ['Firewood', 'Bike Rental'],
        total: 70.2,
      }),
    ]);
  });

  it("answers 404 for another owner's purchase, 403 for guests, 401 without a session", async () => {
    const other = await signedInOwner(t);
    const foreign = await other.client.get(detailPath(instantId));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Not found.' });
    expect((await host.client.get(detailPath(randomUUID()))).statusCode).toBe(404);
    const guest = await signedInGuest(t);
    expect((await guest.client.get(detailPath(instantId))).statusCode).toBe(403);
    expect((await t.client().get(detailPath(instantId))).statusCode).toBe(401);
    const bad = await host.client.get(detailPath('12345'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ purchaseId: ['Not found.'] });
  });
});

describe('resend receipt', () => {
  it('mails the receipt to the address given', async () => {
    const response = await host.client.post(resendPath(instantId), {
      guest_email: ' Lina.New@Example.com ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const mail = (await t.smtp.waitFor('lina.new@example.com'))!;
    expect(mail.subject).toBe(`Your order #${orderNumber} at Pine Cabin`);
    expect(mail.text).toContain('2 × Firewood');
    expect(mail.text).toContain('Errand Service');
  });

  it('refuses a bad address and sends nothing', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{ guest_email: 'not-an-email' }, { guest_email: ['Enter a valid email'] }],
      [{ guest_email: '' }, { guest_email: ['This field is required.'] }],
      [{}, { guest_email: ['This field is required.'] }],
      [
        { guest_email: 'a@example.com', bcc: 'b@example.com' },
        { bcc: ['This field is not allowed.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await host.client.post(resendPath(instantId), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    // Counted by address: the receipts of the sales made above may still be arriving.
    expect(mailsTo('not-an-email') + mailsTo('a@example.com') + mailsTo('b@example.com')).toBe(0);
  });

  it("cannot mail another owner's receipt", async () => {
    const other = await signedInOwner(t);
    const response = await other.client.post(resendPath(instantId), {
      guest_email: 'spam@example.com',
    });
    expect(response.statusCode).toBe(404);
    const guest = await signedInGuest(t);
    expect(
      (await guest.client.post(resendPath(instantId), { guest_email: 'spam@example.com' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.client().post(resendPath(instantId), { guest_email: 'spam@example.com' }))
        .statusCode,
    ).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo('spam@example.com')).toBe(0);
  });

  it('has no receipt to resend when the payment failed', async () => {
    const guest = await signedInGuest(t);
    const order = (
      await guest.client.request('PATCH', '/api/services/order/add/', {
        product_id: firewoodId,
        quantity: 1,
      })
    ).json();
    const customerId = await enterDetails(guest.client, order.id);
    await payWithCard(guest.client, order.id, customerId, CARDS.declined);
    expect((await waitUntilReady(guest.client, order.id)).has_error).toBe(true);
    const [failed] = await t.db.select().from(purchases).where(eq(purchases.orderId, order.id));
    expect((await host.client.get(detailPath(failed!.id))).json()).toMatchObject({
      status: 'FAIL',
      has_receipt: false,
    });
    const response = await host.client.post(resendPath(failed!.id), {
      guest_email: 'declined@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['This order has no receipt: its payment did not go through.'],
    });
    expect(mailsTo('declined@example.com')).toBe(0);
  });

  it('limits how many receipts one host sends in an hour', async () => {
    const busy = await signedInOwner(t);
    const busyStore = (await createStoreVia(busy.client, busy.ownerId)).id;
    const item = (await createProductVia(busy.client, busyStore, { quantity: 5 })).id;
    const placed = await placePaidOrder(t, [{ product_id: item }]);
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.orderId, placed.orderId));
    for (let i = 0; i < RESEND_RECEIPT_LIMIT.limit; i += 1) {
      const ok = await busy.client.post(resendPath(purchase!.id), {
        guest_email: 'again@example.com',
      });
      expect(ok.statusCode).toBe(200);
    }
    const refused = await busy.client.post(resendPath(purchase!.id), {
      guest_email: 'again@example.com',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Too many attempts/);
    expect(mailsTo('again@example.com')).toBe(RESEND_RECEIPT_LIMIT.limit);
  });
});
