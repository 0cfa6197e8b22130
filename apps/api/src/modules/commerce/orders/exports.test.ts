import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  orderProducts,
  orders as ordersTable,
  productPrices,
} from '../../../db/schema/index';
import { keysetPages } from '../../../lib/csv/csv';
import { signedInOwner } from '../../../testing/factories';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { readStoreLinesAfter, readStoreOrdersAfter } from './orders.repository';
import { buyItems, findListedOrder, linesOf, setPlacedAt } from './orders.testing';

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInOwner>>;
let lakeId: string;
let pineId: string;
const placed: Record<'tricky' | 'request' | 'refunded', { orderId: string; orderNumber: number }> =
  {} as never;

const TRICKY_FIRST = '=HYPERLINK("http://evil")';
const TRICKY_LAST = 'O"Brien, Jr.\nthe second';

beforeAll(async () => {
  t = await createTestApp();
  host = await signedInOwner(t);
  lakeId = (await createStoreVia(host.client, host.ownerId)).id;
  pineId = (await createStoreVia(host.client, host.ownerId, { storeName: 'Pine, "Cabin"' })).id;
  const firewood = await createProductVia(host.client, lakeId, {
    product_name: 'Firewood, "seasoned"',
    quantity: 50,
  });
  const towels = await createProductVia(host.client, lakeId, {
    product_name: 'Towels',
    price: 10,
    has_quantity: false,
    quantity: null,
  });
  const request = await createProductVia(host.client, pineId, {
    product_name: 'Late Check-Out',
    price: 30,
    requires_approval: true,
    has_quantity: false,
    quantity: null,
  });
  placed.tricky = await buyItems(
    t,
    [{ productId: firewood.id, quantity: 2 }, { productId: towels.id }],
    { email: 'tricky@example.com' },
  );
  placed.request = await buyItems(t, [{ productId: request.id }], { email: 'req@example.com' });
  placed.refunded = await buyItems(t, [{ productId: towels.id }], { email: 'back@example.com' });

  const tricky = await t.db.query.orders.findFirst({
    where: eq(ordersTable.id, placed.tricky.orderId),
  });
  await t.db
    .update(customers)
    .set({ firstName: TRICKY_FIRST, lastName: TRICKY_LAST })
    .where(eq(customers.id, tricky!.customerId!));
  await setPlacedAt(t, placed.tricky.orderId, '2026-01-10T15:04:05Z');
  await setPlacedAt(t, placed.request.orderId, '2026-02-01T08:00:00Z');
  await setPlacedAt(t, placed.refunded.orderId, '2026-03-15T23:59:59Z');
  await t.db.execute(sql`UPDATE order_products SET delivery_date = '2026-02-20'
    WHERE order_id = ${placed.request.orderId}`);
  const line = linesOf(await findListedOrder(host.client, placed.refunded.orderId))[0]!;
  await host.client.request('PATCH', `/api/services/orderproduct/${line.id}/refund/`);
});
afterAll(async () => {
  await t.close();
});

const profitOf = async (orderId: string) =>
  linesOf(await findListedOrder(host.client, orderId)).map((l) => l.owner_profit.toFixed(2));

/** Splits a CSV body into records (quoted cells may hold line breaks). */
function records(body: string) {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i]!;
    if (ch === '"') quoted = !quoted;
    if (!quoted && ch === '\r' && body[i + 1] === '\n') {
      out.push(current);
      current = '';
      i += 1;
    } else {
      current += ch;
    }
  }
  expect(current).toBe('');
  return out;
}

describe('GET /api/services/order/export-orders/', () => {
  it('streams order_sales.csv, one row per order by store, newest first, quoted and defused', async () => {
    const response = await host.client.get('/api/services/order/export-orders/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="order_sales.csv"');
    const [trickyFirewood, trickyTowels] = await profitOf(placed.tricky.orderId);
    const trickyProfit = (Number(trickyFirewood) + Number(trickyTowels)).toFixed(2);
    expect(records(response.body)).toEqual([
      'Order Number,Date (UTC),Store,Guest Name,Guest Email,Guest Phone,Status,Items,Subtotal,Convenience Fee,Grand Total,Refunded,Owner Profit,Currency,Off-Platform,Paid Through Airbnb',
      `${placed.refunded.orderNumber},2026-03-15 23:59:59,Lake House,Lina Park,back@example.com,'+1 415 555 0100,Refunded,1,10.00,0.80,10.80,10.80,0.00,USD,No,0.00`,
      `${placed.tricky.orderNumber},2026-01-10 15:04:05,Lake House,"'=HYPERLINK(""http://evil"") O""Brien, Jr.\nthe second",tricky@example.com,'+1 415 555 0100,Completed,3,50.00,4.00,54.00,0.00,${trickyProfit},USD,No,0.00`,
      `${placed.request.orderNumber},2026-02-01 08:00:00,"Pine, ""Cabin""",Lina Park,req@example.com,'+1 415 555 0100,Needs approval,1,0.00,0.00,0.00,0.00,0.00,USD,No,0.00`,
    ]);
  });

  it('applies the list filters', async () => {
    const byStore = await host.client.get(`/api/services/order/export-orders/?store_id=${pineId}`);
    expect(records(byStore.body).map((r) => r.split(',')[0])).toEqual([
      'Order Number',
      String(placed.request.orderNumber),
    ]);
    const refunded = await host.client.get('/api/services/order/export-orders/?status=refunded');
    expect(
      records(refunded.body)
        .slice(1)
        .map((r) => r.split(',')[0]),
    ).toEqual([String(placed.refunded.orderNumber)]);
    const range = await host.client.get(
      '/api/services/order/export-orders/?start_date=2026-01-01&end_date=2026-02-28',
    );
    expect(records(range.body)).toHaveLength(3);
    const service = await host.client.get(
      '/api/services/order/export-orders/?date_filter=date_of_service&start_date=2026-02-15&end_date=2026-02-25',
    );
    expect(
      records(service.body)
        .slice(1)
        .map((r) => r.split(',')[0]),
    ).toEqual([String(placed.request.orderNumber)]);
  });

  it('keeps an owner to their own orders and answers bad filters as JSON', async () => {
    const other = await signedInOwner(t);
    const empty = await other.client.get('/api/services/order/export-orders/');
    expect(records(empty.body)).toHaveLength(1);
    const theirs = await other.client.get(`/api/services/order/export-orders/?store_id=${lakeId}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Not found.' });
    const bad = await host.client.get('/api/services/order/export-orders/?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: ['Select one of: completed, hold, cancel, refunded.'] });
    expect((await t.client().get('/api/services/order/export-orders/')).statusCode).toBe(401);
  });
});

describe('GET /api/services/order/export-orderproducts/', () => {
  it('streams product_sales.csv, one row per sold line', async () => {
    const response = await host.client.get('/api/services/order/export-orderproducts/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="product_sales.csv"',
    );
    const [firewoodProfit, towelsProfit] = await profitOf(placed.tricky.orderId);
    const rows = records(response.body);
    expect(rows[0]).toBe(
      'Order Number,Order Date (UTC),Service Date,Store,Guest Name,Guest Email,Guest Phone,Product,Option,Guest Answers,Category,Status,Quantity,Price,Amount,Convenience Fee,Guest Amount,Refunded,Owner Profit,Currency,Off-Platform,Paid Through Airbnb',
    );
    const guest = `"'=HYPERLINK(""http://evil"") O""Brien, Jr.\nthe second",tricky@example.com,'+1 415 555 0100`;
    // Stores by name, newest order first; within an order the lines come by id, so the two
    // lines of the tricky order are compared as a set.
    expect(rows[1]).toBe(
      `${placed.refunded.orderNumber},2026-03-15 23:59:59,,Lake House,Lina Park,back@example.com,'+1 415 555 0100,Towels,,,In home,Refunded,1,10.00,10.00,0.80,10.80,10.80,0.00,USD,No,0.00`,
    );
    expect(rows.slice(2, 4).sort()).toEqual(
      [
        `${placed.tricky.orderNumber},2026-01-10 15:04:05,,Lake House,${guest},"Firewood, ""seasoned""",,,In home,Completed,2,20.00,40.00,3.20,43.20,0.00,${firewoodProfit},USD,No,0.00`,
        `${placed.tricky.orderNumber},2026-01-10 15:04:05,,Lake House,${guest},Towels,,,In home,Completed,1,10.00,10.00,0.80,10.80,0.00,${towelsProfit},USD,No,0.00`,
      ].sort(),
    );
    expect(rows.slice(4)).toEqual([
      `${placed.request.orderNumber},2026-02-01 08:00:00,2026-02-20,"Pine, ""Cabin""",Lina Park,req@example.com,'+1 415 555 0100,Late Check-Out,,,In home,Needs approval,1,30.00,0.00,0.00,0.00,0.00,0.00,USD,No,0.00`,
    ]);
  });

  it('filters lines by their own status', async () => {
    const refunded = await host.client.get(
      '/api/services/order/export-orderproducts/?status=refunded',
    );
    expect(
      records(refunded.body)
        .slice(1)
        .map((r) => r.split(',')[7]),
    ).toEqual(['Towels']);
    const completed = await host.client.get(
      `/api/services/order/export-orderproducts/?status=completed&store_id=${lakeId}`,
    );
    expect(records(completed.body)).toHaveLength(3);
  });
});

describe('keyset pages of the exports', () => {
  it('read every order and line of a store once, in order, even with equal timestamps', async () => {
    // Same placed_at for both orders of the store: the id breaks the tie, and the microseconds
    // must survive the cursor.
    await setPlacedAt(t, placed.tricky.orderId, '2026-01-10T15:04:05.123456Z');
    await setPlacedAt(t, placed.refunded.orderId, '2026-01-10T15:04:05.123456Z');
    const collect = async <R>(pages: AsyncIterable<R[]>) => {
      const out: R[] = [];
      for await (const page of pages) out.push(...page);
      return out;
    };
    const byOne = await collect(
      keysetPages(
        (after: { placedAt: string; id: string } | null, limit) =>
          readStoreOrdersAfter(t.db, host.ownerId, lakeId, {}, after, limit),
        (row) => ({ placedAt: row.placed_at, id: row.id }),
        1,
      ),
    );
    const atOnce = await readStoreOrdersAfter(t.db, host.ownerId, lakeId, {}, null, 100);
    expect(byOne.map((r) => r.id)).toEqual(atOnce.map((r) => r.id));
    expect(byOne.map((r) => r.id).sort()).toEqual(
      [placed.tricky.orderId, placed.refunded.orderId].sort(),
    );

    const linesByOne = await collect(
      keysetPages(
        (after: { placedAt: string; id: string; lineId: string } | null, limit) =>
          readStoreLinesAfter(t.db, host.ownerId, lakeId, {}, after, limit),
        (row) => ({ placedAt: row.placed_at, id: row.order_id, lineId: row.id }),
        1,
      ),
    );
    const linesAtOnce = await readStoreLinesAfter(t.db, host.ownerId, lakeId, {}, null, 100);
    expect(linesByOne.map((r) => r.id)).toEqual(linesAtOnce.map((r) => r.id));
    expect(linesByOne).toHaveLength(3);
    // Another owner's store reads nothing, even by id.
    const other = await signedInOwner(t);
    expect(await readStoreOrdersAfter(t.db, other.ownerId, lakeId, {}, null, 100)).toEqual([]);
  });
});

describe('the chosen option and the guest answers (issue 17)', () => {
  it('show on the lines of the orders list and in product_sales.csv', async () => {
    const line = await t.db.query.orderProducts.findFirst({
      where: eq(orderProducts.orderId, placed.request.orderId),
    });
    const [option] = await t.db
      .insert(productPrices)
      .values({ productId: line!.productId, timeLabel: '13:00:00', priceCents: 3000 })
      .returning();
    await t.db
      .update(orderProducts)
      .set({
        productPriceId: option!.id,
        extraFieldValues: [
          { product_field_id: line!.productId, label: 'Bags', value: '2' },
          { product_field_id: line!.productId, label: 'Flight', value: 'UA 12; late' },
        ],
      })
      .where(eq(orderProducts.id, line!.id));

    const listed = await findListedOrder(host.client, placed.request.orderId);
    expect(linesOf(listed!)[0]).toMatchObject({
      option: '13:00',
      extra_field_values: [
        { label: 'Bags', value: '2' },
        { label: 'Flight', value: 'UA 12; late' },
      ],
    });

    const csv = await host.client.get('/api/services/order/export-orderproducts/');
    const row = records(csv.body).find((r) => r.includes('Late Check-Out'))!;
    expect(row).toContain('Late Check-Out,13:00,Bags: 2; Flight: UA 12; late,In home');
  });
});
