import { refundMessages } from '@stayfront/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../../db/schema/index';
import { CARDS } from '../../../testing/checkout-helpers';
import { insertInvitation } from '../../../testing/cohost-factory';
import { signedInOwner, STRONG_PASSWORD, uniqueEmail } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { buyItems, linesOf, listOrders, setPlacedAt } from './orders.testing';

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInOwner>>;
let lakeId: string;
let pineId: string;
const orders = {} as Record<
  'paid' | 'request' | 'pine' | 'declined',
  { orderId: string; orderNumber: number }
>;

beforeAll(async () => {
  t = await createTestApp();
  host = await signedInOwner(t);
  lakeId = (await createStoreVia(host.client, host.ownerId)).id;
  pineId = (await createStoreVia(host.client, host.ownerId, { storeName: 'Pine Cabin' })).id;
  const firewood = await createProductVia(host.client, lakeId, { quantity: 50 });
  const towels = await createProductVia(host.client, lakeId, {
    product_name: 'Towels',
    price: 10,
    has_quantity: false,
    quantity: null,
  });
  const lateCheckout = await createProductVia(host.client, lakeId, {
    product_name: 'Late Check-Out',
    price: 30,
    requires_approval: true,
    has_quantity: false,
    quantity: null,
  });
  const pineWood = await createProductVia(host.client, pineId, {
    product_name: 'Pine Firewood',
    quantity: 50,
  });

  orders.paid = await buyItems(t, [
    { productId: firewood.id, quantity: 2 },
    { productId: towels.id },
  ]);
  orders.request = await buyItems(t, [{ productId: lateCheckout.id }]);
  orders.pine = await buyItems(t, [{ productId: pineWood.id }], { email: 'pine@example.com' });
  orders.declined = await buyItems(t, [{ productId: towels.id }], { card: CARDS.declined });
  // A cart that was never paid.
  const cartGuest = await signedInGuest(t);
  await cartGuest.client.request('PATCH', '/api/services/order/add/', {
    product_id: towels.id,
    quantity: 1,
  });

  await setPlacedAt(t, orders.paid.orderId, '2026-01-10T15:00:00Z');
  await setPlacedAt(t, orders.request.orderId, '2026-02-05T09:30:00Z');
  await setPlacedAt(t, orders.pine.orderId, '2026-03-01T00:30:00Z');
  await setPlacedAt(t, orders.declined.orderId, '2025-12-20T10:00:00Z');
  await t.db.execute(sql`UPDATE order_products SET delivery_date = '2026-04-02'
    WHERE order_id = ${orders.request.orderId}`);
});
afterAll(async () => {
  await t.close();
});

const numbersOf = (list: { results: { order_number: number }[] }) =>
  list.results.map((o) => o.order_number);

describe('GET /api/services/order/list/', () => {
  it("lists the owner's placed orders newest first, in the spec's shape", async () => {
    const list = await listOrders(host.client);
    expect(list.count).toBe(4);
    expect(list.limit).toBe(10);
    expect(numbersOf(list)).toEqual([
      orders.pine.orderNumber,
      orders.request.orderNumber,
      orders.paid.orderNumber,
      orders.declined.orderNumber,
    ]);
    const paid = list.results[2]!;
    expect(paid).toEqual({
      id: orders.paid.orderId,
      order_number: orders.paid.orderNumber,
      date_created: '2026-01-10T15:00:00.000Z',
      grand_total: 54,
      amount_refunded: 0,
      paid_off_platform: 0,
      owner_profit: expect.any(Number),
      currency: 'USD',
      status: 'completed',
      is_refundable: true,
      non_refundable_reason: null,
      owner_order_uuid: expect.any(String),
      is_purchasable_off_platform: false,
      guest: {
        guest_name: 'Lina Park',
        guest_email: 'lina@example.com',
        guest_phone: '+1 415 555 0100',
      },
      store: { id: lakeId, store_name: 'Lake House' },
      purchases: [
        {
          id: expect.any(String),
          guest_amount: 54,
          amount_refunded: 0,
          paid_off_platform: 0,
          owner_profit: expect.any(Number),
          convenience_fee: 4,
          status: 'COMP',
          order_products: [
            expect.objectContaining({
              product_name: 'Firewood',
              quantity: 2,
              price: 20,
              amount_to_refund: 43.2,
              convenience_fee: 3.2,
              guest_amount: 43.2,
              amount_refunded: 0,
              paid_off_platform: 0,
              is_off_platform: false,
              delivery_date: null,
              is_refunded: false,
              status: 'completed',
              cancel_reason: null,
              can_approve: false,
              is_refundable: true,
              non_refundable_reason: null,
              category: 'IH',
              store_name: 'Lake House',
              order_number: orders.paid.orderNumber,
            }),
            expect.objectContaining({ product_name: 'Towels', guest_amount: 10.8 }),
          ],
        },
      ],
    });
    expect(paid.owner_order_uuid).toBe(paid.purchases[0]!.order_products[0]!.owner_purchase_uuid);

    const request = list.results[1]!;
    expect(request.status).toBe('hold');
    expect(linesOf(request)[0]).toMatchObject({
      status: 'hold',
      can_approve: true,
      is_refundable: false,
      non_refundable_reason: refundMessages.notApproved,
      delivery_date: '2026-04-02',
    });

    // A declined card shows as failed; there is nothing to refund.
    const declined = list.results[3]!;
    expect(declined).toMatchObject({
      status: 'failed',
      is_refundable: false,
      non_refundable_reason: refundMessages.failed,
    });
    expect(linesOf(declined)[0]).toMatchObject({ status: 'failed', is_refundable: false });
  });

  it('pages with limit and offset', async () => {
    const first = await listOrders(host.client, '?limit=2');
    expect(first).toMatchObject({ count: 4, limit: 2 });
    expect(numbersOf(first)).toEqual([orders.pine.orderNumber, orders.request.orderNumber]);
    const second = await listOrders(host.client, '?limit=2&offset=2');
    expect(numbersOf(second)).toEqual([orders.paid.orderNumber, orders.declined.orderNumber]);
    expect((await listOrders(host.client, '?offset=10')).results).toEqual([]);
  });

  it('filters by store, line status and date range', async () => {
    expect(numbersOf(await listOrders(host.client, `?store_id=${pineId}`))).toEqual([
      orders.pine.orderNumber,
    ]);
    expect(numbersOf(await listOrders(host.client, '?status=hold'))).toEqual([
      orders.request.orderNumber,
    ]);
    expect(
      numbersOf(await listOrders(host.client, `?status=completed&store_id=${lakeId}`)),
    ).toEqual([orders.paid.orderNumber]);
    expect((await listOrders(host.client, '?status=cancel')).count).toBe(0);
    expect((await listOrders(host.client, '?status=refunded')).count).toBe(0);
    // Date of order (the default): whole UTC days, both ends included.
    expect(
      numbersOf(await listOrders(host.client, '?start_date=2026-01-10&end_date=2026-02-05')),
    ).toEqual([orders.request.orderNumber, orders.paid.orderNumber]);
    expect(numbersOf(await listOrders(host.client, '?start_date=2026-02-06'))).toEqual([
      orders.pine.orderNumber,
    ]);
    // Date of service: the delivery date, else the order date.
    expect(
      numbersOf(
        await listOrders(
          host.client,
          '?date_filter=date_of_service&start_date=2026-04-01&end_date=2026-04-30',
        ),
      ),
    ).toEqual([orders.request.orderNumber]);
    expect(
      numbersOf(await listOrders(host.client, '?date_filter=date_of_service&end_date=2026-01-31')),
    ).toEqual([orders.paid.orderNumber, orders.declined.orderNumber]);
    // Empty parameters are no filter, as a form sends them.
    expect((await listOrders(host.client, '?status=&store_id=&start_date=')).count).toBe(4);
  });

  it('answers bad filters with field errors', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['?status=shipped', { status: ['Select one of: completed, hold, cancel, refunded.'] }],
      ['?start_date=2026-02-30', { start_date: ['Enter a valid date in the format YYYY-MM-DD.'] }],
      ['?end_date=01/02/2026', { end_date: ['Enter a valid date in the format YYYY-MM-DD.'] }],
      [
        '?start_date=2026-03-01&end_date=2026-02-01',
        { end_date: ['The end date must be on or after the start date.'] },
      ],
      [
        '?date_filter=tomorrow',
        { date_filter: ['Select one of: date_of_order, date_of_service.'] },
      ],
      ['?limit=0', { limit: ['Ensure this value is greater than or equal to 1.'] }],
      ['?limit=500', { limit: ['Ensure this value is less than or equal to 100.'] }],
      ['?offset=-1', { offset: ['Ensure this value is greater than or equal to 0.'] }],
      ['?limit=abc', { limit: ['A valid integer is required.'] }],
      ['?store_id=nope', { store_id: ['Not found.'] }],
    ];
    for (const [query, body] of cases) {
      const response = await host.client.get(`/api/services/order/list/${query}`);
      expect({ query, status: response.statusCode, body: response.json() }).toEqual({
        query,
        status: 400,
        body,
      });
    }
  });

  it("keeps each owner to their own orders; a co-host sees the owner's", async () => {
    const other = await signedInOwner(t);
    const otherStore = (await createStoreVia(other.client, other.ownerId)).id;
    expect(await listOrders(other.client)).toEqual({ count: 0, limit: 10, results: [] });
    // Another owner's store as a filter is not found, as if it did not exist.
    const theirs = await other.client.get(`/api/services/order/list/?store_id=${lakeId}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Not found.' });
    expect((await listOrders(other.client, `?store_id=${otherStore}`)).count).toBe(0);

    const email = uniqueEmail('cohost');
    const invitation = await insertInvitation(t.db, host.ownerId, email);
    await t.client().post(`/api/services/co-host/${invitation.invitationUuid}/setup-password/`, {
      password: STRONG_PASSWORD,
    });
    const cohost = t.client();
    await cohost.post('/api/jwt/login/', { email, password: STRONG_PASSWORD });
    expect((await listOrders(cohost)).count).toBe(4);
  });

  it('documents its filters in the OpenAPI document', async () => {
    const doc = (await t.client().get('/api/openapi.json')).json();
    const params = doc.paths['/api/services/order/list/'].get.parameters as {
      name: string;
      description?: string;
    }[];
    expect(params.map((p) => p.name).sort()).toEqual(
      ['date_filter', 'end_date', 'limit', 'offset', 'start_date', 'status', 'store_id'].sort(),
    );
    expect(params.find((p) => p.name === 'date_filter')!.description).toContain('date_of_service');
    for (const path of [
      '/api/services/order/export-orders/',
      '/api/services/order/export-orderproducts/',
      '/api/services/order/{id}/is-refunded/',
      '/api/services/orderproduct/{id}/is-refunded/',
    ]) {
      expect(doc.paths[path]?.get).toBeDefined();
    }
    expect(doc.paths['/api/services/order/{id}/refund/'].post).toBeDefined();
    expect(doc.paths['/api/services/orderproduct/{id}/refund/'].patch).toBeDefined();
  });

  it('is for hosts only', async () => {
    expect((await t.client().get('/api/services/order/list/')).statusCode).toBe(401);
    const guest = await signedInGuest(t);
    const response = await guest.client.get('/api/services/order/list/');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'You do not have permission to perform this action.',
    });
  });

  it("shows a merchant's request as approvable only from the merchant side", async () => {
    const [merchant] = await t.db
      .insert(merchants)
      .values({ businessName: 'Kayak Co', email: 'kayak@example.com' })
      .returning();
    await t.db.execute(sql`UPDATE purchases SET merchant_id = ${merchant!.id}
      WHERE order_id = ${orders.request.orderId}`);
    try {
      const list = await listOrders(host.client, '?status=hold');
      expect(linesOf(list.results[0]!)[0]!.can_approve).toBe(false);
    } finally {
      await t.db.execute(sql`UPDATE purchases SET merchant_id = NULL
        WHERE order_id = ${orders.request.orderId}`);
    }
  });
});
