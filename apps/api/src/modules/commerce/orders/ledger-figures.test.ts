import {
  lineFigures,
  lineFiguresSql,
  PURCHASE_STATUS_LABEL,
  type LineFigures,
  type LineMoneyFacts,
  type PurchaseStatus,
} from '@stayfront/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../../../testing/factories';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { buyItems, findListedOrder, linesOf, listOrders, type ListedOrder } from './orders.testing';

/**
 * Issue #14: every money figure a host reads comes from one ledger. One Basic host's store sees
 * a line refund, a denied request and an order paid through Airbnb; the orders list, the order
 * detail, both CSV exports, the stores list, the host's e-mail and a resent receipt must agree.
 */
let t: TestApp;
let host: Awaited<ReturnType<typeof signedInOwner>>;
let storeId: string;
const placed = {} as Record<
  'refunded' | 'denied' | 'airbnb',
  { orderId: string; orderNumber: number }
>;

beforeAll(async () => {
  t = await createTestApp();
  host = await signedInOwner(t);
  storeId = (await createStoreVia(host.client, host.ownerId)).id;
  const make = (overrides: Record<string, unknown>) =>
    createProductVia(host.client, storeId, { has_quantity: false, quantity: null, ...overrides });
  const firewood = await make({ product_name: 'Firewood', price: 20 });
  const towels = await make({ product_name: 'Towels', price: 15 });
  const lateCheckout = await make({
    product_name: 'Late Check-Out',
    price: 75,
    requires_approval: true,
  });
  const kayak = await make({
    product_name: 'Kayak',
    price: 20,
    is_purchasable_off_platform: true,
  });

  placed.refunded = await buyItems(
    t,
    [{ productId: firewood.id, quantity: 2 }, { productId: towels.id }],
    { email: 'refunded.guest@example.com' },
  );
  const towelsLine = linesOf(await findListedOrder(host.client, placed.refunded.orderId)).find(
    (line) => line.product_name === 'Towels',
  )!;
  const refund = await host.client.request(
    'PATCH',
    `/api/services/orderproduct/${towelsLine.id}/refund/`,
  );
  expect(refund.statusCode).toBe(200);
  const poll = await host.client.get(
    `/api/services/orderproduct/${towelsLine.id}/is-refunded/?${new URLSearchParams(refund.json())}`,
  );
  expect(poll.json()).toEqual({ is_refunded: true });

  placed.denied = await buyItems(t, [{ productId: lateCheckout.id }]);
  const request = linesOf(await findListedOrder(host.client, placed.denied.orderId))[0]!;
  const denied = await host.client.post(
    `/api/services/purchase/owner/${request.owner_purchase_uuid}/deny/`,
    {},
  );
  expect(denied.statusCode).toBe(200);

  placed.airbnb = await buyItems(t, [{ productId: kayak.id }], { offPlatform: true });
});
afterAll(async () => {
  await t.close();
});

const orderOf = (key: keyof typeof placed) => findListedOrder(host.client, placed[key].orderId);
const lineNamed = (order: ListedOrder, name: string) =>
  linesOf(order).find((line) => line.product_name === name)!;
const saleOf = async (order: ListedOrder, purchase = 0) =>
  (await host.client.get(`/api/services/purchase/${order.purchases[purchase]!.id}/detail/`)).json();

describe('a line refund', () => {
  // Basic plan: Firewood 2 × $20 keeps $35.64 (card fee $1.56, 7% commission $2.80); Towels $15
  // made $12.72 (card fee $0.78, 10% commission $1.50) until it was refunded.
  it('takes the refunded line out of the profit of the list and the order detail', async () => {
    const order = await orderOf('refunded');
    expect(lineNamed(order, 'Towels')).toMatchObject({
      status: 'refunded',
      guest_amount: 16.2,
      amount_refunded: 16.2,
      amount_to_refund: 0,
      owner_profit: 0,
    });
    expect(lineNamed(order, 'Firewood')).toMatchObject({ guest_amount: 43.2, owner_profit: 35.64 });
    expect(order).toMatchObject({ grand_total: 59.4, amount_refunded: 16.2, owner_profit: 35.64 });
    expect(order.purchases[0]).toMatchObject({ owner_profit: 35.64, amount_refunded: 16.2 });

    const sale = await saleOf(order);
    expect(sale).toMatchObject({ grand_total: 59.4, amount_refunded: 16.2, owner_profit: 35.64 });
  });

  it('resends a receipt that shows the refund', async () => {
    const order = await orderOf('refunded');
    const sent = await host.client.post(
      `/api/services/purchase/${order.purchases[0]!.id}/resend-guest-email/`,
      { guest_email: 'again@example.com' },
    );
    expect(sent.statusCode).toBe(200);
    const receipt = (await t.smtp.waitFor('again@example.com'))!;
    expect(receipt.text).toContain('1 × Towels: $15.00 — refunded $16.20');
    expect(receipt.text).toContain('Total: $59.40');
    expect(receipt.text).toContain('Refunded: $16.20');
    expect(receipt.text).toContain('Total after refunds: $43.20');
  });
});

describe('a denied request', () => {
  it('shows $0 paid and $0 profit in the list and the order detail', async () => {
    const order = await orderOf('denied');
    expect(linesOf(order)[0]).toMatchObject({
      status: 'cancel',
      guest_amount: 0,
      owner_profit: 0,
      amount_to_refund: 0,
    });
    expect(order).toMatchObject({ status: 'cancel', grand_total: 0, owner_profit: 0 });
    const sale = await saleOf(order);
    expect(sale).toMatchObject({ status: 'CNCL', grand_total: 0, amount: 0, owner_profit: 0 });
    expect(sale.order_products[0]).toMatchObject({ amount: 75, guest_amount: 0, owner_profit: 0 });
  });
});

describe('an order paid through Airbnb', () => {
  it('is paid through Airbnb, not by card, and earns no card profit', async () => {
    const order = await orderOf('airbnb');
    expect(linesOf(order)[0]).toMatchObject({
      status: 'completed',
      is_off_platform: true,
      guest_amount: 0,
      paid_off_platform: 21.6,
      owner_profit: 0,
      is_refundable: false,
    });
    expect(order).toMatchObject({ grand_total: 0, paid_off_platform: 21.6, owner_profit: 0 });
    const sale = await saleOf(order);
    expect(sale).toMatchObject({ grand_total: 0, paid_off_platform: 21.6, owner_profit: 0 });
  });

  it('tells the host that the guest pays through Airbnb, not that they made a sale', async () => {
    const notice = t.smtp.received.find(
      (mail) => mail.to.includes(host.email) && mail.text.includes(`#${placed.airbnb.orderNumber}`),
    )!;
    expect(notice.subject).toBe(
      `New order at Lake House, paid through Airbnb: order #${placed.airbnb.orderNumber}`,
    );
    expect(notice.text).toContain('The guest pays $21.60 through Airbnb, not by card');
    expect(notice.text).not.toContain('You made a sale!');
    expect(notice.text).not.toContain('Your profit');
  });
});

/** Splits a CSV body into rows of cells (no cell of these orders is quoted). */
const rowsOf = (body: string) =>
  body
    .trim()
    .split(/\r?\n/)
    .map((row) => row.split(','));

describe('the exports', () => {
  it('order_sales.csv has the same figures, and Airbnb money in its own column', async () => {
    const body = (await host.client.get('/api/services/order/export-orders/')).body;
    const [header, ...rows] = rowsOf(body);
    const cell = (orderNumber: number, column: string) =>
      rows.find((row) => row[0] === String(orderNumber))![header!.indexOf(column)];
    const figures = (key: keyof typeof placed) =>
      ['Status', 'Grand Total', 'Refunded', 'Owner Profit', 'Paid Through Airbnb'].map((column) =>
        cell(placed[key].orderNumber, column),
      );
    expect(figures('refunded')).toEqual(['Completed', '59.40', '16.20', '35.64', '0.00']);
    expect(figures('denied')).toEqual(['Denied', '0.00', '0.00', '0.00', '0.00']);
    expect(figures('airbnb')).toEqual(['Paid through Airbnb', '0.00', '0.00', '0.00', '21.60']);
  });

  it('product_sales.csv too, line by line', async () => {
    const body = (await host.client.get('/api/services/order/export-orderproducts/')).body;
    const [header, ...rows] = rowsOf(body);
    const product = header!.indexOf('Product');
    const figures = (name: string) =>
      ['Status', 'Guest Amount', 'Refunded', 'Owner Profit', 'Paid Through Airbnb'].map(
        (column) => rows.find((row) => row[product] === name)![header!.indexOf(column)],
      );
    expect(figures('Towels')).toEqual(['Refunded', '16.20', '16.20', '0.00', '0.00']);
    expect(figures('Firewood')).toEqual(['Completed', '43.20', '0.00', '35.64', '0.00']);
    expect(figures('Late Check-Out')).toEqual(['Denied', '0.00', '0.00', '0.00', '0.00']);
    expect(figures('Kayak')).toEqual(['Paid through Airbnb', '0.00', '0.00', '0.00', '21.60']);
  });
});

describe('the stores list', () => {
  it('counts the orders the orders page shows as completed, and pays only the card profit left', async () => {
    const completed = await listOrders(host.client, `?status=completed&store_id=${storeId}`);
    expect(completed.count).toBe(2);
    const stores = (await host.client.get(`/api/services/owner/${host.ownerId}/stores/`)).json();
    expect(stores.results[0]).toMatchObject({
      numCompletedOrders: completed.count,
      totalPayoutAmountCurrentMonth: 35.64,
    });
  });
});

describe('lineFiguresSql', () => {
  it('sums to what lineFigures says for every kind of line', async () => {
    const facts: LineMoneyFacts[] = [];
    for (const purchaseStatus of Object.keys(PURCHASE_STATUS_LABEL) as PurchaseStatus[]) {
      for (const isOffPlatform of [false, true]) {
        for (const isRefunded of [false, true]) {
          facts.push({
            purchaseStatus,
            isOffPlatform,
            isRefunded,
            amountCents: 7500,
            convenienceFeeCents: 600,
            ownerProfitCents: 6709,
            amountRefundedCents: isRefunded ? 8100 : 0,
          });
        }
      }
    }
    const expressions = lineFiguresSql({
      purchaseStatus: 'f.status',
      isOffPlatform: 'f.off',
      isRefunded: 'f.refunded',
      amountCents: 'f.amount',
      convenienceFeeCents: 'f.fee',
      ownerProfitCents: 'f.profit',
      amountRefundedCents: 'f.back',
    });
    const rows = facts.map(
      (f) =>
        sql`(${f.purchaseStatus}::text, ${f.isOffPlatform}::boolean, ${f.isRefunded}::boolean, ${f.amountCents}::int, ${f.convenienceFeeCents}::int, ${f.ownerProfitCents}::int, ${f.amountRefundedCents}::int)`,
    );
    const columns = Object.entries(expressions).map(([name, expression]) =>
      sql.raw(`(${expression})::int AS "${name}"`),
    );
    const result = await t.db.execute<
      LineFigures & Record<string, unknown>
    >(sql`SELECT ${sql.join(columns, sql`, `)}
      FROM (VALUES ${sql.join(rows, sql`, `)}) AS f(status, off, refunded, amount, fee, profit, back)`);
    expect(result.rows.map((row) => ({ ...row }))).toEqual(facts.map(lineFigures));
  });
});
