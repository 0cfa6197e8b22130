import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCustomers, products, purchases, simulatedIntents } from '../../../db/schema/index';
import { CARDS } from '../../../testing/checkout-helpers';
import { createProductVia } from '../../../testing/product-factory';
import { daysFromToday, purchaseRow, requestOnHold } from '../../../testing/request-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { cancelLapsingAuthorisations } from './request-sweeps';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A pre-order request delivered `days` ahead. */
const preorder = { category: 'PO', show_delivery_date: true, preorder_by: 1 };
/** Payments made for a purchase (the card setup names its purchase too, but charges nothing). */
const intentsOf = (purchaseId: string) =>
  t.db
    .select()
    .from(simulatedIntents)
    .then((rows) =>
      rows.filter(
        (row) => row.metadata.purchase_id === purchaseId && row.captureMethod !== 'setup',
      ),
    );
const mailsTo = (address: string) => t.smtp.received.filter((m) => m.to.includes(address));

describe('a request more than 6 days ahead', () => {
  it('saves the card at checkout without charging, then charges it when approved', async () => {
    const r = await requestOnHold(t, {
      product: preorder,
      deliveryDate: daysFromToday(10),
      guestEmail: 'far.ahead@example.com',
    });
    expect(r.intent).toMatchObject({ intent_type: 'setup', amount: 0 });
    expect(r.purchase).toMatchObject({
      status: 'HOLD',
      chargeOnApproval: true,
      paymentIntentId: null,
    });
    // Nothing charged or authorised: the only provider record is the card setup.
    const [setup] = await t.db
      .select()
      .from(simulatedIntents)
      .where(eq(simulatedIntents.id, r.intent.payment_intent_id));
    expect(setup).toMatchObject({ captureMethod: 'setup', status: 'succeeded', amountCents: 0 });
    await expect.poll(() => mailsTo('far.ahead@example.com').length).toBeGreaterThan(0);

    // The sweep leaves it alone however long it waits: there is no authorisation to lapse.
    await t.db
      .update(purchases)
      .set({ createdAt: new Date(Date.now() - 9 * 86_400_000) })
      .where(eq(purchases.id, r.purchase.id));
    await cancelLapsingAuthorisations(t.app);
    expect((await purchaseRow(t, r.purchase.id)).status).toBe('HOLD');

    const approved = await r.host.client.post(`${r.links.owner}approve/`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'COMP', decided_by: 'owner' });
    const [charge] = await intentsOf(r.purchase.id);
    expect(charge).toMatchObject({
      captureMethod: 'automatic',
      status: 'succeeded',
      amountCents: 10800,
      amountReceivedCents: 10800,
      idempotencyKey: `purchase:${r.purchase.id}:charge`,
    });
    expect((await purchaseRow(t, r.purchase.id)).paymentIntentId).toBe(charge!.id);
    await expect
      .poll(() => mailsTo('far.ahead@example.com').some((m) => /approved/.test(m.subject)))
      .toBe(true);
  });

  it('rides on the card of the order’s instant items, and a denial charges nothing', async () => {
    const r0 = await requestOnHold(t);
    const wood = await createProductVia(r0.host.client, r0.storeId, { quantity: 5 });
    const r = await requestOnHold(t, {
      host: r0.host,
      storeId: r0.storeId,
      product: preorder,
      deliveryDate: daysFromToday(21),
      alsoBuy: wood.id,
    });
    expect(r.intent.intent_type).toBe('payment');
    const rows = await t.db.select().from(purchases).where(eq(purchases.orderId, r.order.id));
    expect(rows.map((p) => [p.requiresApproval, p.chargeOnApproval, p.status]).sort()).toEqual([
      [false, false, 'COMP'],
      [true, true, 'HOLD'],
    ]);
    expect(r.purchase.paymentIntentId).toBeNull();
    const order = await t.db.query.orders.findFirst({
      where: (o, { eq: equals }) => equals(o.id, r.order.id),
    });
    const saved = await t.db.query.paymentCustomers.findFirst({
      where: eq(paymentCustomers.customerId, order!.customerId!),
    });
    expect(saved?.defaultPaymentMethodId).toMatch(/^pm_sim_/);

    const denied = await r.host.client.post(`${r.links.owner}deny/`, {});
    expect(denied.json()).toMatchObject({ status: 'CNCL', decided_by: 'owner' });
    expect(await intentsOf(r.purchase.id)).toEqual([]);
  });

  it('fails clearly when the saved card is declined at approval', async () => {
    const r = await requestOnHold(t, {
      product: preorder,
      deliveryDate: daysFromToday(8),
      card: CARDS.insufficientFunds,
      guestEmail: 'broke@example.com',
    });
    expect(r.purchase.status).toBe('HOLD');
    const stock = (await t.db.query.products.findFirst({ where: eq(products.id, r.product.id) }))!
      .quantity!;
    const approved = await r.host.client.post(`${r.links.owner}approve/`, {
      approval_note: 'Yes!',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'FAIL',
      failure_message: 'Your card has insufficient funds.',
      decided_by: 'owner',
    });
    expect(
      (await t.db.query.products.findFirst({ where: eq(products.id, r.product.id) }))!.quantity,
    ).toBe(stock + 1);
    await expect
      .poll(() => mailsTo('broke@example.com').some((m) => /could not be charged/.test(m.subject)))
      .toBe(true);
    expect(
      mailsTo('broke@example.com').find((m) => /could not be charged/.test(m.subject))!.text,
    ).toContain('Your card has insufficient funds.');
    await expect
      .poll(() => mailsTo(r.host.email).some((m) => m.subject.startsWith('Request not charged')))
      .toBe(true);
    expect((await r.host.client.post(`${r.links.owner}approve/`, {})).statusCode).toBe(409);
  });

  it('shows a card refused at setup as a declined payment', async () => {
    const r = await requestOnHold(t, {
      product: preorder,
      deliveryDate: daysFromToday(12),
      card: CARDS.declined,
    });
    expect(r.purchase).toMatchObject({ status: 'FAIL', failureMessage: 'Your card was declined.' });
    const detail = (
      await r.guest.client.get(`/api/services/guest/order/${r.order.id}/detail/`)
    ).json();
    expect(detail).toMatchObject({ is_ready: true, has_error: true });
  });

  it('still authorises a request 6 days ahead or less', async () => {
    const r = await requestOnHold(t, { product: preorder, deliveryDate: daysFromToday(6) });
    expect(r.intent.intent_type).toBe('payment');
    expect(r.purchase).toMatchObject({ status: 'HOLD', chargeOnApproval: false });
    expect(r.purchase.paymentIntentId).not.toBeNull();
  });
});
