import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../../db/schema/index';
import { signedInOwner } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { placePaidOrder } from '../../../testing/paid-order-factory';
import { createProductVia, validProduct } from '../../../testing/product-factory';
import { daysFromToday } from '../../../testing/request-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { findListedOrder, linesOf } from './orders.testing';

// A host renames products after a guest bought them: everything about that order keeps the names
// the guest bought, while a cart not placed yet shows the new names.

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInOwner>>;
let storeId: string;
let sale: Awaited<ReturnType<typeof placePaidOrder>>;
let instant: typeof purchases.$inferSelect;
let request: typeof purchases.$inferSelect;
let cart: { client: TestClient; orderId: string };

const GUEST_EMAIL = 'renamed.guest@example.com';
const SERVICE_DATE = daysFromToday(10);
const firewoodFields = { product_name: 'Firewood', price: 12, has_quantity: false, quantity: null };
const kayakFields = {
  product_name: 'Kayak Tour',
  price: 40,
  requires_approval: true,
  has_quantity: false,
  quantity: null,
};
// Names that do not contain the old ones, so "not the new name" is checked too.
const NEW_FIREWOOD = 'Oak Logs';
const NEW_KAYAK = 'Canoe Trip';

const sorted = (names: string[]) => [...names].sort();

beforeAll(async () => {
  t = await createTestApp();
  host = await signedInOwner(t);
  storeId = (await createStoreVia(host.client, host.ownerId, { storeName: 'Lake House' })).id;
  const firewood = await createProductVia(host.client, storeId, firewoodFields);
  const kayak = await createProductVia(host.client, storeId, kayakFields);
  sale = await placePaidOrder(
    t,
    [{ product_id: firewood.id }, { product_id: kayak.id, delivery_date: SERVICE_DATE }],
    { email: GUEST_EMAIL },
  );
  const rows = await t.db.select().from(purchases).where(eq(purchases.orderId, sale.orderId));
  instant = rows.find((p) => !p.requiresApproval)!;
  request = rows.find((p) => p.requiresApproval)!;
  expect(request.status).toBe('HOLD');
  await t.smtp.waitFor(GUEST_EMAIL);

  // Another guest's cart with the firewood in it, not paid.
  const cartGuest = await signedInGuest(t);
  const added = await cartGuest.client.request('PATCH', '/api/services/order/add/', {
    product_id: firewood.id,
    quantity: 1,
  });
  expect(added.statusCode).toBe(200);
  cart = { client: cartGuest.client, orderId: added.json().id };

  for (const [id, fields, name] of [
    [firewood.id, firewoodFields, NEW_FIREWOOD],
    [kayak.id, kayakFields, NEW_KAYAK],
  ] as const) {
    const renamed = await host.client.post(`/api/services/product/${id}/update/`, {
      ...validProduct(storeId, { ...fields, product_name: name }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

describe("a renamed product's past order", () => {
  it("keeps the bought names in the host's order list", async () => {
    const order = await findListedOrder(host.client, sale.orderId);
    expect(sorted(linesOf(order).map((line) => line.product_name))).toEqual([
      'Firewood',
      'Kayak Tour',
    ]);
  });

  it("keeps the bought names in the host's sale detail", async () => {
    for (const [purchase, name] of [
      [instant, 'Firewood'],
      [request, 'Kayak Tour'],
    ] as const) {
      const detail = await host.client.get(`/api/services/purchase/${purchase.id}/detail/`);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(
        detail.json().order_products.map((line: { product_name: string }) => line.product_name),
      ).toEqual([name]);
    }
    const withOther = await host.client.get(`/api/services/purchase/${request.id}/detail/`);
    expect(withOther.json().other_purchases).toMatchObject([{ product_names: ['Firewood'] }]);
  });

  it("keeps the bought names on the guest's order page and request page", async () => {
    const page = await sale.client.get(`/api/services/guest/order/${sale.orderId}/detail/`);
    expect(page.statusCode, page.body).toBe(200);
    const lines = page.json().order_products as {
      product_name: string;
      product_info: { product_name: string };
    }[];
    expect(sorted(lines.map((line) => line.product_name))).toEqual(['Firewood', 'Kayak Tour']);
    expect(sorted(lines.map((line) => line.product_info.product_name))).toEqual([
      'Firewood',
      'Kayak Tour',
    ]);

    const requestPage = await t.client().get(`/api/services/purchase/guest/${request.guestUuid}/`);
    expect(requestPage.statusCode, requestPage.body).toBe(200);
    expect(requestPage.json().order_products).toMatchObject([{ product_name: 'Kayak Tour' }]);
  });

  it("keeps the bought name in the host's pending requests", async () => {
    const pending = await host.client.get(
      `/api/services/orderproduct/owner/${host.ownerId}/need-approval/`,
    );
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().results).toMatchObject([{ product_name: 'Kayak Tour' }]);
  });

  it('keeps the bought names in the services calendar, the exports and the payout lines', async () => {
    const range = `start=${daysFromToday(-1)}&end=${daysFromToday(30)}`;
    const calendar = await host.client.get(
      `/api/services/orderproduct/services-calendar/?${range}`,
    );
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(
      sorted(calendar.json().results.map((row: { product_name: string }) => row.product_name)),
    ).toEqual(['Firewood', 'Kayak Tour']);

    for (const path of [
      `/api/services/orderproduct/services-calendar/export/?${range}`,
      '/api/services/order/export-orderproducts/',
    ]) {
      const csv = await host.client.get(path);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.body).toContain('Firewood');
      expect(csv.body).toContain('Kayak Tour');
      expect(csv.body).not.toContain(NEW_FIREWOOD);
      expect(csv.body).not.toContain(NEW_KAYAK);
    }

    const today = daysFromToday(0);
    const payouts = await host.client.get(
      `/api/services/owner/payout-details/?store_id=${storeId}&payout_start_date=${today.slice(0, 8)}01&payout_end_date=${today}`,
    );
    expect(payouts.statusCode, payouts.body).toBe(200);
    expect(payouts.json().order_products).toMatchObject([{ product_name: 'Firewood' }]);
  });

  it('keeps the bought names in the e-mails sent after the rename', async () => {
    const resent = await host.client.post(
      `/api/services/purchase/${instant.id}/resend-guest-email/`,
      { guest_email: 'renamed.resent@example.com' },
    );
    expect(resent.statusCode, resent.body).toBe(200);
    const receipt = (await t.smtp.waitFor('renamed.resent@example.com'))!;
    expect(receipt.text).toContain('1 × Firewood');
    expect(receipt.text).toContain('Kayak Tour');
    expect(receipt.text).not.toContain(NEW_FIREWOOD);
    expect(receipt.text).not.toContain(NEW_KAYAK);

    const approved = await host.client.post(
      `/api/services/purchase/owner/${request.ownerUuid}/approve/`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().order_products).toMatchObject([{ product_name: 'Kayak Tour' }]);
    const outcome = await waitForMail(GUEST_EMAIL, /approved/);
    expect(outcome.text).toContain('Kayak Tour');
    expect(outcome.text).not.toContain(NEW_KAYAK);

    const firewoodLine = linesOf(await findListedOrder(host.client, sale.orderId)).find(
      (line) => line.product_name === 'Firewood',
    )!;
    const refunded = await host.client.request(
      'PATCH',
      `/api/services/orderproduct/${firewoodLine.id}/refund/`,
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    const refund = await waitForMail(GUEST_EMAIL, /^Your refund/);
    expect(refund.text).toContain('Firewood');
    expect(refund.text).not.toContain(NEW_FIREWOOD);
  });
});

describe('a cart not placed yet', () => {
  it('shows the products by their new names', async () => {
    const page = await cart.client.get(`/api/services/guest/order/${cart.orderId}/detail/`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().order_products).toMatchObject([
      { product_name: NEW_FIREWOOD, product_info: { product_name: NEW_FIREWOOD } },
    ]);
    const storeCart = await cart.client.get(`/api/services/guest/store-cart/${storeId}/detail/`);
    expect(storeCart.statusCode, storeCart.body).toBe(200);
    expect(storeCart.json().order_products).toMatchObject([{ product_name: NEW_FIREWOOD }]);
  });
});

async function waitForMail(to: string, subject: RegExp, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = t.smtp.received.find((m) => m.to.includes(to) && subject.test(m.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail matching ${subject} to ${to}`);
}
