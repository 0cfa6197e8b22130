import { addMonths, toIsoDate } from '@stayfront/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orderProducts, orders, products } from '../../../db/schema/index';
import {
  CARDS,
  enterDetails,
  payWithCard,
  waitUntilReady,
} from '../../../testing/checkout-helpers';
import { insertInvitation } from '../../../testing/cohost-factory';
import { signedInOwner, STRONG_PASSWORD, uniqueEmail } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { placePaidOrder } from '../../../testing/paid-order-factory';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';

const LIST = '/api/services/orderproduct/services-calendar/';
const EXPORT = '/api/services/orderproduct/services-calendar/export/';

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInOwner>>;
let cabinId: string;
let lakeId: string;
let kayak: { id: string; extraFieldId: string };
let firewoodId: string;
let errandId: string;
let lakeFirewoodId: string;
/** Order numbers of the orders placed in setup, by what they hold. */
const placed = { kayakAndFirewood: 0, errand: 0, lake: 0, lateMarch: 0, earlyApril: 0 };

interface Row {
  id: string;
  product_name: string;
  service_date: string;
  order_number: number;
  status: string;
  guest_amount: number;
}

const list = async (query: string, client = host.client) => {
  const response = await client.get(`${LIST}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; results: Row[] } & Record<string, unknown>;
};
const names = (rows: Row[]) => rows.map((r) => `${r.service_date} ${r.product_name}`);

/** Moves an order's placement and its lines' delivery dates to fixed days (UTC). */
async function setDates(orderNumber: number, placedAt: string, delivery: Record<string, string>) {
  const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  await t.db
    .update(orders)
    .set({ placedAt: new Date(placedAt) })
    .where(eq(orders.id, order!.id));
  for (const [productId, date] of Object.entries(delivery)) {
    await t.db
      .update(orderProducts)
      .set({ deliveryDate: date })
      .where(and(eq(orderProducts.orderId, order!.id), eq(orderProducts.productId, productId)));
  }
  return order!;
}

/** A tiny RFC 4180 reader: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  if (cell || row.length) throw new Error('the CSV does not end with CRLF');
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  host = await signedInOwner(t);
  cabinId = (await createStoreVia(host.client, host.ownerId, { storeName: 'Pine Cabin' })).id;
  lakeId = (await createStoreVia(host.client, host.ownerId, { storeName: 'Lake, "House"' })).id;
  const kayakProduct = await createProductVia(host.client, cabinId, {
    product_name: '-Kayak tour',
    has_quantity: false,
    quantity: null,
    price: 50,
    preorder_by: 0,
    show_delivery_date: true,
    extra_fields: [{ label: 'Arrival time' }],
  });
  kayak = {
    id: kayakProduct.id,
    extraFieldId: (kayakProduct.extra_fields as { id: string }[])[0]!.id,
  };
  firewoodId = (await createProductVia(host.client, cabinId, { quantity: 50 })).id;
  errandId = (
    await createProductVia(host.client, cabinId, {
      product_name: 'Errand Service',
      price: 75,
      requires_approval: true,
      has_quantity: false,
      quantity: null,
    })
  ).id;
  lakeFirewoodId = (
    await createProductVia(host.client, lakeId, { product_name: 'Lake firewood', quantity: 50 })
  ).id;
  const today = toIsoDate(new Date());

  const first = await placePaidOrder(
    t,
    [
      {
        product_id: kayak.id,
        delivery_date: today,
        note: '@front desk',
        extra_fields: [{ product_field_id: kayak.extraFieldId, value: '=1+2' }],
      },
      { product_id: firewoodId, quantity: 2 },
    ],
    {
      first_name: '=HYPERLINK("http://evil")',
      last_name: 'O"Neil, Jr',
      phone: '+1 415 555 0100',
      email: 'ann@example.com',
    },
  );
  placed.kayakAndFirewood = first.orderNumber;
  // A name with a line break (the checkout form cannot type one, an import could).
  const [order] = await t.db.select().from(orders).where(eq(orders.id, first.orderId));
  await t.db
    .update(customers)
    .set({ lastName: 'O"Neil, Jr\nthe second' })
    .where(eq(customers.id, order!.customerId!));
  await setDates(placed.kayakAndFirewood, '2031-03-10T22:30:00Z', { [kayak.id]: '2031-03-15' });

  placed.errand = (
    await placePaidOrder(t, [{ product_id: errandId }], {
      first_name: 'Omar',
      email: 'o@example.com',
    })
  ).orderNumber;
  await setDates(placed.errand, '2031-03-01T10:00:00Z', { [errandId]: '2031-04-20' });

  placed.lake = (await placePaidOrder(t, [{ product_id: lakeFirewoodId }])).orderNumber;
  await setDates(placed.lake, '2031-03-20T09:00:00Z', {});

  // Either side of the end of March, in UTC.
  placed.lateMarch = (await placePaidOrder(t, [{ product_id: firewoodId }])).orderNumber;
  await setDates(placed.lateMarch, '2031-03-31T23:30:00Z', {});
  placed.earlyApril = (await placePaidOrder(t, [{ product_id: firewoodId }])).orderNumber;
  await setDates(placed.earlyApril, '2031-04-01T00:10:00Z', {});

  // Neither a cart nor a failed payment is a service.
  const cartGuest = await signedInGuest(t);
  await cartGuest.client.request('PATCH', '/api/services/order/add/', {
    product_id: firewoodId,
    quantity: 1,
  });
  const declined = await signedInGuest(t);
  const failed = (
    await declined.client.request('PATCH', '/api/services/order/add/', {
      product_id: firewoodId,
      quantity: 1,
    })
  ).json();
  const customerId = await enterDetails(declined.client, failed.id);
  await payWithCard(declined.client, failed.id, customerId, CARDS.declined);
  await waitUntilReady(declined.client, failed.id);
  await t.db.execute(
    sql`UPDATE orders SET placed_at = '2031-03-12T12:00:00Z', created_at = '2031-03-12T12:00:00Z' WHERE store_id = ${cabinId} AND status IN ('PEND', 'FAIL')`,
  );
});
afterAll(async () => {
  await t.close();
});

describe('services calendar list', () => {
  it('lists paid lines of the range by service date: delivery date, else the order day', async () => {
    const body = await list('start=2031-03-01&end=2031-03-31');
    expect(body).toMatchObject({
      count: 4,
      limit: 10,
      offset: 0,
      start: '2031-03-01',
      end: '2031-03-31',
      date_filter: 'date_of_service',
    });
    expect(names(body.results)).toEqual([
      '2031-03-10 Firewood',
      '2031-03-15 -Kayak tour',
      '2031-03-20 Lake firewood',
      '2031-03-31 Firewood',
    ]);
    const kayakRow = body.results[1]!;
    expect(kayakRow).toEqual({
      id: expect.any(String),
      order_id: expect.any(String),
      order_number: placed.kayakAndFirewood,
      purchase_id: expect.any(String),
      owner_purchase_uuid: expect.any(String),
      product_name: '-Kayak tour',
      option: '',
      quantity: 1,
      service_date: '2031-03-15',
      delivery_date: '2031-03-15',
      date_created: '2031-03-10T22:30:00.000Z',
      store_id: cabinId,
      store_name: 'Pine Cabin',
      guest: {
        guest_name: '=HYPERLINK("http://evil") O"Neil, Jr\nthe second',
        guest_email: 'ann@example.com',
        guest_phone: '+1 415 555 0100',
      },
      note: '@front desk',
      extra_field_values: [{ label: 'Arrival time', value: '=1+2' }],
      status: 'completed',
      amount: 50,
      guest_amount: 54,
      currency: 'USD',
      is_purchasable_off_platform: false,
    });
    expect(body.results[0]).toMatchObject({ delivery_date: null, quantity: 2, amount: 40 });
  });

  it('filters by the date of order instead, in order of that date', async () => {
    const body = await list('start=2031-03-01&end=2031-03-31&date_filter=date_of_order');
    expect(body.results.map((r) => r.order_number)).toEqual([
      placed.errand,
      placed.kayakAndFirewood,
      placed.kayakAndFirewood,
      placed.lake,
      placed.lateMarch,
    ]);
    expect(names(body.results).sort()).toEqual([
      '2031-03-10 Firewood',
      '2031-03-15 -Kayak tour',
      '2031-03-20 Lake firewood',
      '2031-03-31 Firewood',
      '2031-04-20 Errand Service',
    ]);
    const april = await list('start=2031-04-01&end=2031-04-01&date_filter=date_of_order');
    expect(april.results.map((r) => r.order_number)).toEqual([placed.earlyApril]);
  });

  it('filters by store and by status', async () => {
    const lake = await list(`start=2031-03-01&end=2031-03-31&store_id=${lakeId}`);
    expect(names(lake.results)).toEqual(['2031-03-20 Lake firewood']);
    const hold = await list('start=2031-03-01&end=2031-04-30&status=hold');
    // A request's card is not charged before the approval: the guest has paid nothing yet.
    expect(hold.results.map((r) => [r.product_name, r.status, r.guest_amount])).toEqual([
      ['Errand Service', 'hold', 0],
    ]);
    const cancelled = await list('start=2031-03-01&end=2031-04-30&status=cancel');
    expect(cancelled.count).toBe(0);
    // Empty parameters are no filter, as a cleared select sends them.
    expect((await list('start=2031-03-01&end=2031-03-31&status=&store_id=')).count).toBe(4);
  });

  it('pages with limit and offset; count is the whole range', async () => {
    const page = await list('start=2031-03-01&end=2031-03-31&limit=2&offset=2');
    expect(page.count).toBe(4);
    expect(names(page.results)).toEqual(['2031-03-20 Lake firewood', '2031-03-31 Firewood']);
  });

  it('defaults to today until one month ahead, by date of service', async () => {
    const today = toIsoDate(new Date());
    const soon = await placePaidOrder(t, [
      {
        product_id: kayak.id,
        delivery_date: today,
        extra_fields: [{ product_field_id: kayak.extraFieldId, value: '9am' }],
      },
    ]);
    const later = await placePaidOrder(t, [{ product_id: firewoodId }]);
    await setDates(later.orderNumber, new Date(Date.now() - 40 * 86_400_000).toISOString(), {});
    const body = await list('');
    expect(body).toMatchObject({
      start: today,
      end: addMonths(today, 1),
      date_filter: 'date_of_service',
    });
    expect(body.results.map((r) => r.order_number)).toEqual([soon.orderNumber]);
    const justEnd = await list(`end=${addMonths(today, 1)}`);
    expect(justEnd.count).toBe(1);
  });

  it('lets a co-host plan for the owner; another owner sees none of it', async () => {
    const email = uniqueEmail('cohost');
    const invitation = await insertInvitation(t.db, host.ownerId, email);
    await t.client().post(`/api/services/co-host/${invitation.invitationUuid}/setup-password/`, {
      password: STRONG_PASSWORD,
    });
    const cohost = t.client();
    await cohost.post('/api/jwt/login/', { email, password: STRONG_PASSWORD });
    expect((await list('start=2031-03-01&end=2031-03-31', cohost)).count).toBe(4);

    const other = await signedInOwner(t);
    expect((await list('start=2031-03-01&end=2031-03-31', other.client)).count).toBe(0);
    const foreignStore = await other.client.get(`${LIST}?store_id=${cabinId}`);
    expect(foreignStore.statusCode).toBe(404);
    expect((await other.client.get(`${EXPORT}?store_id=${cabinId}`)).statusCode).toBe(404);
  });

  it('is for hosts only', async () => {
    const guest = await signedInGuest(t);
    expect((await guest.client.get(LIST)).statusCode).toBe(403);
    expect((await guest.client.get(EXPORT)).statusCode).toBe(403);
    expect((await t.client().get(LIST)).statusCode).toBe(401);
    expect((await t.client().get(EXPORT)).statusCode).toBe(401);
  });

  it('refuses bad filters with field errors', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['start=2031-02-30', { start: ['Enter a valid date in the format YYYY-MM-DD.'] }],
      ['end=next-week', { end: ['Enter a valid date in the format YYYY-MM-DD.'] }],
      ['start=0001-01-01', { start: ['Enter a date between 2000-01-01 and 2999-12-31.'] }],
      ['end=9999-12-31', { end: ['Enter a date between 2000-01-01 and 2999-12-31.'] }],
      [
        'start=2031-03-31&end=2031-03-01',
        { end: ['The end date must be on or after the start date.'] },
      ],
      ['end=2000-01-01', { end: ['The end date must be on or after the start date.'] }],
      ['status=shipped', { status: ['Choose one of: completed, hold, cancel, refunded.'] }],
      ['date_filter=created', { date_filter: ['Choose one of: date_of_service, date_of_order.'] }],
      ['store_id=42', { store_id: ['Not found.'] }],
    ];
    for (const [query, errors] of cases) {
      for (const path of [LIST, EXPORT]) {
        const response = await host.client.get(`${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json()).toEqual(errors);
      }
    }
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=x']) {
      expect((await host.client.get(`${LIST}?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('services calendar export', () => {
  it('writes services_calendar.csv with the filtered rows, quoted and defused', async () => {
    const response = await host.client.get(`${EXPORT}?start=2031-03-01&end=2031-03-31`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="services_calendar.csv"',
    );
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([
      'Service Date',
      'Product',
      'Option',
      'Quantity',
      'Guest Name',
      'Guest Phone',
      'Guest Email',
      'Store',
      'Order Number',
      'Order Date',
      'Status',
      'Amount',
      'Guest Total',
      'Currency',
      'Off Platform',
      'Note',
      'Extra Info',
    ]);
    const guest = `'=HYPERLINK("http://evil") O"Neil, Jr\nthe second`;
    expect(rows.slice(1)).toEqual([
      [
        '2031-03-10',
        'Firewood',
        '',
        '2',
        guest,
        "'+1 415 555 0100",
        'ann@example.com',
        'Pine Cabin',
        String(placed.kayakAndFirewood),
        '2031-03-10 22:30:00',
        'Completed',
        '40.00',
        '43.20',
        'USD',
        'No',
        '',
        '',
      ],
      [
        '2031-03-15',
        "'-Kayak tour",
        '',
        '1',
        guest,
        "'+1 415 555 0100",
        'ann@example.com',
        'Pine Cabin',
        String(placed.kayakAndFirewood),
        '2031-03-10 22:30:00',
        'Completed',
        '50.00',
        '54.00',
        'USD',
        'No',
        "'@front desk",
        'Arrival time: =1+2',
      ],
      [
        '2031-03-20',
        'Lake firewood',
        '',
        '1',
        'Lina Park',
        '415 555 0100',
        'lina@example.com',
        'Lake, "House"',
        String(placed.lake),
        '2031-03-20 09:00:00',
        'Completed',
        '20.00',
        '21.60',
        'USD',
        'No',
        '',
        '',
      ],
      expect.arrayContaining(['2031-03-31', String(placed.lateMarch)]),
    ]);
    // The raw text: quotes doubled inside quoted cells.
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"") O""Neil, Jr\nthe second"`);
    expect(response.body).toContain('"Lake, ""House"""');
  });

  it('applies the same filters as the list', async () => {
    const hold = parseCsv(
      (await host.client.get(`${EXPORT}?start=2031-03-01&end=2031-04-30&status=hold`)).body,
    );
    expect(hold.slice(1).map((r) => [r[1], r[10]])).toEqual([['Errand Service', 'Needs approval']]);
    const empty = parseCsv(
      (await host.client.get(`${EXPORT}?start=2020-01-01&end=2020-01-31`)).body,
    );
    expect(empty).toHaveLength(1);
  });

  it('shows a refunded line as refunded, not completed', async () => {
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, placed.lake));
    await t.db
      .update(orderProducts)
      .set({ isRefunded: true, amountRefundedCents: 2000 })
      .where(eq(orderProducts.orderId, order!.id));
    const completed = await list(`start=2031-03-01&end=2031-03-31&status=completed`);
    expect(completed.results.map((r) => r.product_name)).not.toContain('Lake firewood');
    const refunded = await list(`start=2031-03-01&end=2031-03-31&status=refunded`);
    expect(refunded.results.map((r) => [r.product_name, r.status])).toEqual([
      ['Lake firewood', 'refunded'],
    ]);
  });

  it('streams thousands of lines page by page, each once and in order', async () => {
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, placed.lateMarch));
    const [line] = await t.db
      .select()
      .from(orderProducts)
      .where(eq(orderProducts.orderId, order!.id));
    const [product] = await t.db.select().from(products).where(eq(products.id, line!.productId));
    const extra = 2300;
    // More lines than one export page (1000), several on the same day and order.
    await t.db.execute(sql`
      INSERT INTO order_products (order_id, product_id, quantity, unit_price_cents, amount_cents,
        convenience_fee_cents, delivery_date, purchase_id, owner_profit_cents, note)
      SELECT ${order!.id}, ${product!.id}, 1, 100, 100, 8,
        DATE '2031-05-01' + (n % 3), ${line!.purchaseId}, 90, 'line ' || n
      FROM generate_series(1, ${extra}) AS n`);
    const response = await host.client.get(`${EXPORT}?start=2031-05-01&end=2031-05-31`);
    const rows = parseCsv(response.body).slice(1);
    expect(rows).toHaveLength(extra);
    const dates = rows.map((r) => r[0]!);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(rows.map((r) => r[15])).size).toBe(extra);
    const listed = await list('start=2031-05-01&end=2031-05-31&limit=100&offset=2200');
    expect(listed.count).toBe(extra);
    expect(listed.results).toHaveLength(100);
    expect((await list('start=2031-05-01&end=2031-05-31&offset=2300')).count).toBe(extra);

    // A long, mostly empty range: windows of days grow until the rows are found.
    for (const dateFilter of ['date_of_service', 'date_of_order']) {
      const range = `start=2030-06-01&end=2032-06-30&date_filter=${dateFilter}`;
      const all = parseCsv((await host.client.get(`${EXPORT}?${range}`)).body).slice(1);
      expect(all.length).toBe((await list(range)).count);
      const firstPage = (await list(`${range}&limit=100`)).results;
      expect(all.slice(0, 100).map((r) => `${r[0]} ${r[8]}`)).toEqual(
        firstPage.map((r) => `${r.service_date} ${r.order_number}`),
      );
    }
  });
});
