import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELD_REASONS, payoutMessages, type Plan } from '@stayfront/core';
import { balances, orderProducts, owners, payouts, simulatedTransfers } from '../../../db/schema';
import { signedInOwner } from '../../../testing/factories';
import { placePaidOrder } from '../../../testing/paid-order-factory';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { payoutDepsOf } from './payout-deps';
import { runMonthlyPayouts, todayIn } from './payout-run';

let t: TestApp;
const thisMonth = () => todayIn('UTC').slice(0, 7);

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** A host on `plan` with one store, a product at `price` dollars and a PayPal method. */
async function hostWithSale(options: { plan?: Plan; price?: number; paypal?: string | null } = {}) {
  const owner = await signedInOwner(t);
  await t.db
    .update(owners)
    .set({ plan: options.plan ?? 'PRO' })
    .where(eq(owners.id, owner.ownerId));
  const store = await createStoreVia(owner.client, owner.ownerId, {
    storeName: `Cabin ${owner.ownerId.slice(0, 4)}`,
  });
  const product = await createProductVia(owner.client, store.id, { price: options.price ?? 40 });
  if (options.paypal !== null) {
    const added = await owner.client.post('/api/services/payoutmethod/', {
      nickname: 'PayPal',
      type: 'PAYP',
      accountId: options.paypal ?? owner.email,
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  const order = await placePaidOrder(t, [{ product_id: product.id }]);
  return { ...owner, store, product, order };
}

const run = (options: Partial<Parameters<typeof runMonthlyPayouts>[1]> = {}) =>
  runMonthlyPayouts(payoutDepsOf(t.app), { month: thisMonth(), ...options });

async function storePayouts(storeId: string) {
  return t.db.select().from(payouts).where(eq(payouts.storeId, storeId));
}

async function waitForStatus(storeId: string, status: string) {
  for (let i = 0; i < 100; i += 1) {
    const [row] = await storePayouts(storeId);
    if (row?.status === status) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`payout never became ${status}`);
}

async function listPayouts(client: TestClient) {
  const response = await client.get('/api/services/owner/payouts/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the monthly payout run', () => {
  it('pays a store its owner profit through PayPal: Upcoming, then Paying, then Completed', async () => {
    const sale = await hostWithSale();
    const before = await listPayouts(sale.client);
    const upcoming = before.results.find(
      (r: { store: { id: string } }) => r.store.id === sale.store.id,
    );
    expect(upcoming).toMatchObject({
      order_products_are_paid: false,
      status_label: 'Upcoming',
      total_owner_amount_after_balances: 40,
      payouts: [],
    });

    await run();
    const paid = await waitForStatus(sale.store.id, 'COMP');
    expect(paid.amountCents).toBe(4000);
    const after = await listPayouts(sale.client);
    expect(after.results[0]).toMatchObject({
      order_products_are_paid: true,
      payouts: [{ status: 'COMP' }],
      status_label: 'Completed',
    });
    expect(after.total).toBe(40);
    const [line] = await t.db
      .select()
      .from(orderProducts)
      .where(eq(orderProducts.orderId, sale.order.orderId));
    expect(line!.paidOutAt).not.toBeNull();

    // Running the month again pays nothing twice.
    await run();
    expect(await storePayouts(sale.store.id)).toHaveLength(1);
    const transfers = await t.db
      .select()
      .from(simulatedTransfers)
      .where(eq(simulatedTransfers.idempotencyKey, paid.idempotencyKey));
    expect(transfers).toHaveLength(1);
  });

  it('shows the details and exports both files', async () => {
    const sale = await hostWithSale({ plan: 'BASIC', price: 30 });
    await run();
    await waitForStatus(sale.store.id, 'COMP');
    const { start, end } = {
      start: `${thisMonth()}-01`,
      end: (await listPayouts(sale.client)).end_date,
    };
    const query = `store_id=${sale.store.id}&payout_start_date=${start}&payout_end_date=${end}`;
    const details = (await sale.client.get(`/api/services/owner/payout-details/?${query}`)).json();
    // Basic: $30 less the card fee ($1.25) and the 7% commission ($2.10).
    expect(details.order_products).toEqual([
      expect.objectContaining({
        product_name: 'Firewood',
        price: 30,
        quantity: 1,
        amount: 30,
        amount_refunded: 0,
        transaction_fee: 1.25,
        hostco_profit: 2.1 + 2.4,
        owner_profit: 26.65,
      }),
    ]);
    const csv = await sale.client.get(`/api/services/owner/payout-details-export/?${query}`);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="${sale.store.storeName}_payout_details.csv"`,
    );
    expect(csv.body).toContain('Line,Firewood');
    expect(csv.body).toContain('26.65');

    const all = await sale.client.get(
      `/api/services/owner/payouts-export/?start_date=${start}&end_date=${end}`,
    );
    expect(all.headers['content-disposition']).toBe('attachment; filename="Stayfront Payouts.csv"');
    const rows = all.body.trim().split('\r\n');
    expect(rows[0]).toBe('Store,Period start,Period end,Status,Currency,Total after balances');
    expect(rows[1]).toBe(`${sale.store.storeName},${start},${end},Completed,USD,26.65`);
    expect(rows[2]).toBe(`TOTALS,${start},${end},,USD,26.65`);
  });

  it('holds a month under $15 as an INCR balance and says why', async () => {
    const sale = await hostWithSale({ price: 10 });
    await run();
    const [held] = await storePayouts(sale.store.id);
    expect(held).toMatchObject({ status: 'HELD', heldReason: 'UNDER_MINIMUM', amountCents: 1000 });
    const carried = await t.db.select().from(balances).where(eq(balances.storeId, sale.store.id));
    expect(carried).toEqual([expect.objectContaining({ sign: 'INCR', leftoverAmountCents: 1000 })]);
    const row = (await listPayouts(sale.client)).results[0];
    expect(row.held_message).toBe(HELD_REASONS.UNDER_MINIMUM);
  });

  it('holds the money of a store with no payout method', async () => {
    const sale = await hostWithSale({ paypal: null });
    await run();
    const [held] = await storePayouts(sale.store.id);
    expect(held).toMatchObject({ status: 'HELD', heldReason: 'NO_METHOD', amountCents: 4000 });
  });

  it('fails a payout to a +fail PayPal e-mail, e-mails the host and carries the money', async () => {
    const sale = await hostWithSale({ paypal: 'host+fail@example.com' });
    await run();
    const failed = await waitForStatus(sale.store.id, 'FAIL');
    expect(failed.failureReason).toContain('simulated failure');
    const carried = await t.db.select().from(balances).where(eq(balances.storeId, sale.store.id));
    expect(carried).toEqual([expect.objectContaining({ sign: 'INCR', leftoverAmountCents: 4000 })]);
    // The sale's own e-mail may come after it: look through all of them.
    await expect
      .poll(
        () =>
          t.smtp.received.find((m) => m.to.includes(sale.email) && m.subject.includes('payout'))
            ?.subject,
        { timeout: 15_000 },
      )
      .toContain('failed');
  });

  it('pays nothing twice when the run dies between the provider call and the database write', async () => {
    const sale = await hostWithSale();
    await expect(
      run({
        afterProviderCall: () => {
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    const [unsent] = await storePayouts(sale.store.id);
    expect(unsent).toMatchObject({ status: 'PAYING', providerReference: null });

    await run();
    await waitForStatus(sale.store.id, 'COMP');
    const transfers = await t.db
      .select()
      .from(simulatedTransfers)
      .where(eq(simulatedTransfers.idempotencyKey, unsent!.idempotencyKey));
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.amountCents).toBe(4000);
    expect(await storePayouts(sale.store.id)).toHaveLength(1);
  });

  it('takes a refund after the payout back as a DECR balance', async () => {
    const sale = await hostWithSale();
    await run();
    await waitForStatus(sale.store.id, 'COMP');
    const refund = await sale.client.request(
      'POST',
      `/api/services/order/${sale.order.orderId}/refund/`,
    );
    expect(refund.statusCode, refund.body).toBe(200);
    const { refundRequestId, refundType } = refund.json();
    await sale.client.get(
      `/api/services/order/${sale.order.orderId}/is-refunded/?refundRequestId=${refundRequestId}&refundType=${refundType}`,
    );
    const start = `${thisMonth()}-01`;
    const end = (await listPayouts(sale.client)).end_date;
    const details = (
      await sale.client.get(
        `/api/services/owner/payout-details/?store_id=${sale.store.id}&payout_start_date=${start}&payout_end_date=${end}`,
      )
    ).json();
    expect(details.not_applied_balances).toEqual([
      expect.objectContaining({ sign: 'DECR', amount: 40, leftover_amount: 40 }),
    ]);
  });

  it("refuses reversed or malformed dates and another owner's store", async () => {
    const sale = await hostWithSale({ paypal: null });
    const reversed = await sale.client.get(
      '/api/services/owner/payouts/?start_date=2026-03-31&end_date=2026-03-01',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ end_date: [payoutMessages.datesReversed] });
    const malformed = await sale.client.get('/api/services/owner/payouts/?start_date=2026-02-30');
    expect(malformed.json()).toEqual({
      start_date: ['Enter a valid date in the format YYYY-MM-DD.'],
    });
    const other = await signedInOwner(t);
    const foreign = await other.client.get(
      `/api/services/owner/payout-details/?store_id=${sale.store.id}&payout_start_date=2026-01-01&payout_end_date=2026-01-31`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('shows this month on the stores list as the payouts page does', async () => {
    const sale = await hostWithSale({ price: 25 });
    const list = (await sale.client.get(`/api/services/owner/${sale.ownerId}/stores/`)).json();
    expect(list.results[0].totalPayoutAmountCurrentMonth).toBe(25);
    expect(list.totalPayoutAmountCurrentMonth).toBe(25);
  });
});

describe('an owner with stores in two currencies', () => {
  /** A Pro Plus host with a Swiss store (CHF) and a US one (USD), each with a 50.00 sale. */
  async function hostWithSwissAndUsSales() {
    const owner = await signedInOwner(t);
    await t.db.update(owners).set({ plan: 'PRO_PLUS' }).where(eq(owners.id, owner.ownerId));
    const swiss = await createStoreVia(owner.client, owner.ownerId, {
      storeName: 'Alpine Chalet',
      country: 'CH',
      state: '',
      city: 'Zermatt',
      postalCode: '3920',
    });
    const us = await createStoreVia(owner.client, owner.ownerId, { storeName: 'Lake House' });
    for (const store of [swiss, us]) {
      const product = await createProductVia(owner.client, store.id, { price: 50 });
      await placePaidOrder(t, [{ product_id: product.id }]);
    }
    return { ...owner, swiss, us };
  }

  let host: Awaited<ReturnType<typeof hostWithSwissAndUsSales>>;
  beforeAll(async () => {
    host = await hostWithSwissAndUsSales();
  });

  it('shows each store of the stores list in its currency, with a total per currency', async () => {
    const list = (await host.client.get(`/api/services/owner/${host.ownerId}/stores/`)).json();
    expect(list.results).toEqual([
      expect.objectContaining({
        id: host.swiss.id,
        currency: 'CHF',
        totalPayoutAmountCurrentMonth: 50,
      }),
      expect.objectContaining({
        id: host.us.id,
        currency: 'USD',
        totalPayoutAmountCurrentMonth: 50,
      }),
    ]);
    expect(list).toMatchObject({
      currency: 'CHF',
      totalPayoutAmountCurrentMonth: 50,
      totals: [
        { currency: 'CHF', totalPayoutAmountCurrentMonth: 50 },
        { currency: 'USD', totalPayoutAmountCurrentMonth: 50 },
      ],
    });
  });

  it('totals the payouts page per currency', async () => {
    const list = await listPayouts(host.client);
    expect(list).toMatchObject({
      currency: 'CHF',
      total: 50,
      totals: [
        { currency: 'CHF', total: 50 },
        { currency: 'USD', total: 50 },
      ],
    });
  });

  it('ends the export with a TOTALS row per currency', async () => {
    const { start_date: start, end_date: end } = await listPayouts(host.client);
    const csv = await host.client.get(
      `/api/services/owner/payouts-export/?start_date=${start}&end_date=${end}`,
    );
    const totals = csv.body
      .trim()
      .split('\r\n')
      .filter((row: string) => row.startsWith('TOTALS'));
    expect(totals.sort()).toEqual([
      `TOTALS,${start},${end},,CHF,50.00`,
      `TOTALS,${start},${end},,USD,50.00`,
    ]);
  });
});
