import { refundMessages } from '@stayfront/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, orders, purchases, refunds, simulatedIntents } from '../../../db/schema/index';
import { signedInOwner } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { buyItems, findListedOrder, linesOf } from '../orders/orders.testing';
import { REDRIVE_AFTER_MS, REFUND_EXCEEDS_PAID } from './refund.flow';

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInOwner>>;
let products: Record<'firewood' | 'towels' | 'request' | 'airbnb' | 'free', string>;

beforeAll(async () => {
  t = await createTestApp();
  host = await signedInOwner(t);
  const storeId = (await createStoreVia(host.client, host.ownerId)).id;
  const make = async (overrides: Record<string, unknown>) =>
    (await createProductVia(host.client, storeId, overrides)).id;
  products = {
    firewood: await make({ quantity: 500 }),
    towels: await make({ product_name: 'Towels', price: 10, has_quantity: false, quantity: null }),
    request: await make({
      product_name: 'Late Check-Out',
      price: 30,
      requires_approval: true,
      has_quantity: false,
      quantity: null,
    }),
    airbnb: await make({
      product_name: 'Pet Fee',
      price: 50,
      has_quantity: false,
      quantity: null,
      is_purchasable_off_platform: true,
      instructions_off_platform: 'Send the pet fee through the resolution centre.',
    }),
    free: await make({
      product_name: 'Welcome Map',
      price: 0,
      has_quantity: false,
      quantity: null,
    }),
  };
});
afterAll(async () => {
  await t.close();
});

const refundLine = (client: TestClient, lineId: string) =>
  client.request('PATCH', `/api/services/orderproduct/${lineId}/refund/`);
const refundOrder = (client: TestClient, orderId: string) =>
  client.request('POST', `/api/services/order/${orderId}/refund/`);
const poll = (client: TestClient, kind: 'order' | 'orderproduct', id: string, body: object) =>
  client.get(
    `/api/services/${kind}/${id}/is-refunded/?${new URLSearchParams(body as Record<string, string>)}`,
  );

async function paidOrder(items = [products.firewood, products.towels], email?: string) {
  const bought = await buyItems(
    t,
    items.map((productId, i) => ({ productId, quantity: i === 0 ? 2 : 1 })),
    { email },
  );
  const listed = await findListedOrder(host.client, bought.orderId);
  return { ...bought, lines: linesOf(listed) };
}

async function purchaseOf(orderId: string) {
  const rows = await t.db.select().from(purchases).where(eq(purchases.orderId, orderId));
  return rows;
}

/** What the card provider refunded on the order's payments. */
async function providerRefundedCents(orderId: string) {
  const intentIds = (await purchaseOf(orderId)).map((p) => p.paymentIntentId).filter(Boolean);
  let total = 0;
  for (const id of intentIds) {
    const intent = await t.db.query.simulatedIntents.findFirst({
      where: eq(simulatedIntents.id, id!),
    });
    total += intent!.amountRefundedCents;
  }
  return total;
}

async function refundsOf(orderId: string) {
  return t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
}

describe('refunding a line, then the rest of the order', () => {
  it('refunds through the provider, polls to done, updates the statuses and e-mails the guest', async () => {
    const { orderId, orderNumber, lines } = await paidOrder(undefined, 'refund.one@example.com');
    const [firewood, towels] = lines;

    const started = await refundLine(host.client, firewood!.id);
    expect(started.statusCode).toBe(200);
    const { refundRequestId, refundType } = started.json();
    expect(refundType).toBe('orderproduct');
    expect(
      (
        await poll(host.client, 'orderproduct', firewood!.id, { refundRequestId, refundType })
      ).json(),
    ).toEqual({ is_refunded: true });
    // The order's own poll path answers for a line refund of that order too.
    expect(
      (await poll(host.client, 'order', orderId, { refundRequestId, refundType })).json(),
    ).toEqual({ is_refunded: true });

    let listed = await findListedOrder(host.client, orderId);
    expect(listed).toMatchObject({ status: 'completed', is_refundable: true });
    expect(linesOf(listed)).toMatchObject([
      {
        id: firewood!.id,
        status: 'refunded',
        is_refunded: true,
        is_refundable: false,
        non_refundable_reason: refundMessages.alreadyRefunded,
        amount_to_refund: 0,
      },
      { id: towels!.id, status: 'completed', is_refundable: true, amount_to_refund: 10.8 },
    ]);
    expect(await providerRefundedCents(orderId)).toBe(4320);
    const [afterLine] = await purchaseOf(orderId);
    expect(afterLine).toMatchObject({ status: 'COMP', amountRefundedCents: 4320 });
    const firstMail = (await t.smtp.waitFor('refund.one@example.com', 5000, 'Your refund'))!;
    expect(firstMail.subject).toBe(`Your refund for order #${orderNumber} at Lake House`);
    expect(firstMail.text).toContain('Lake House refunded $43.20 to your card');
    expect(firstMail.text).toContain('Refunded: 2 × Firewood');
    expect(firstMail.html).toContain('Stayfront');

    const rest = await refundOrder(host.client, orderId);
    expect(rest.statusCode).toBe(200);
    expect(rest.json().refundType).toBe('order');
    expect(
      (await poll(host.client, 'order', orderId, rest.json() as Record<string, string>)).json(),
    ).toEqual({ is_refunded: true });

    listed = await findListedOrder(host.client, orderId);
    expect(listed).toMatchObject({
      status: 'refunded',
      is_refundable: false,
      non_refundable_reason: refundMessages.orderAlreadyRefunded,
    });
    expect(linesOf(listed).map((l) => l.status)).toEqual(['refunded', 'refunded']);
    expect(await providerRefundedCents(orderId)).toBe(5400);
    const [afterAll_] = await purchaseOf(orderId);
    expect(afterAll_).toMatchObject({ status: 'RFND', amountRefundedCents: 5400 });
    const order = await t.db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    expect(order!.status).toBe('RFND');
    expect((await refundsOf(orderId)).map((r) => [r.refundType, r.status, r.amountCents])).toEqual(
      expect.arrayContaining([
        ['orderproduct', 'COMP', 4320],
        ['order', 'COMP', 1080],
      ]),
    );
    const refundMails = () =>
      t.smtp.received.filter(
        (m) => m.to.includes('refund.one@example.com') && m.subject.startsWith('Your refund'),
      );
    await expect.poll(() => refundMails().length).toBe(2);
    const lastMail = refundMails().at(-1)!;
    expect(lastMail.text).toContain('refunded $10.80');
    expect(lastMail.text).toContain('Refunded: 1 × Towels');

    const list = await host.client.get('/api/services/order/list/?status=refunded&limit=100');
    expect(list.json().results.map((o: { id: string }) => o.id)).toContain(orderId);
  });
});

describe('refusals', () => {
  it('never refunds twice', async () => {
    const { orderId, lines } = await paidOrder();
    expect((await refundOrder(host.client, orderId)).statusCode).toBe(200);
    const again = await refundOrder(host.client, orderId);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [refundMessages.orderAlreadyRefunded] });
    const line = await refundLine(host.client, lines[0]!.id);
    expect(line.json()).toEqual({ non_field_errors: [refundMessages.alreadyRefunded] });
    expect(await providerRefundedCents(orderId)).toBe(5400);
    expect(await refundsOf(orderId)).toHaveLength(1);
  });

  it('refunds concurrent requests for the same order once', async () => {
    const { orderId, lines } = await paidOrder();
    const answers = await Promise.all([
      refundOrder(host.client, orderId),
      refundOrder(host.client, orderId),
      refundOrder(host.client, orderId),
      refundLine(host.client, lines[0]!.id),
    ]);
    // Each one either joins the refund in progress, or finds nothing left / the refund busy.
    for (const answer of answers) expect([200, 400]).toContain(answer.statusCode);
    const ids = new Set(
      answers.filter((a) => a.statusCode === 200).map((a) => a.json().refundRequestId),
    );
    expect(ids.size).toBeGreaterThanOrEqual(1);
    const orderAnswers = answers.slice(0, 3);
    if (orderAnswers.every((a) => a.statusCode === 400)) {
      // The line's refund took the order first: the order's were told a refund is under way,
      // so only the line went back, and the host can refund the rest now.
      for (const answer of orderAnswers) {
        expect(answer.json()).toEqual({ non_field_errors: [refundMessages.inProgress] });
      }
      expect(await providerRefundedCents(orderId)).toBe(4320);
      expect((await refundOrder(host.client, orderId)).statusCode).toBe(200);
    }
    expect(await providerRefundedCents(orderId)).toBe(5400);
    const rows = await refundsOf(orderId);
    expect(rows.reduce((sum, r) => sum + (r.status === 'COMP' ? r.amountCents : 0), 0)).toBe(5400);
    expect(rows.every((r) => r.status === 'COMP')).toBe(true);
    const [purchase] = await purchaseOf(orderId);
    expect(purchase).toMatchObject({ status: 'RFND', amountRefundedCents: 5400 });
  });

  it('never refunds more than was paid', async () => {
    const { orderId, lines } = await paidOrder();
    // The books say most of the payment went back already (a refund made at the provider).
    await t.db
      .update(purchases)
      .set({ amountRefundedCents: 5000 })
      .where(eq(purchases.orderId, orderId));
    const response = await refundLine(host.client, lines[0]!.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [REFUND_EXCEEDS_PAID] });
    expect(await refundsOf(orderId)).toEqual([]);
    expect(await providerRefundedCents(orderId)).toBe(0);
  });

  it('reports a refund the provider refuses, and lets the host try again', async () => {
    const { orderId, lines } = await paidOrder();
    const [purchase] = await purchaseOf(orderId);
    // The money already went back outside the platform, so the provider refuses.
    await t.db
      .update(simulatedIntents)
      .set({ amountRefundedCents: 5400 })
      .where(eq(simulatedIntents.id, purchase!.paymentIntentId!));
    const started = (await refundLine(host.client, lines[0]!.id)).json();
    const failed = await poll(host.client, 'orderproduct', lines[0]!.id, started);
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toEqual({ non_field_errors: ['The refund exceeds what was paid.'] });
    expect(linesOf(await findListedOrder(host.client, orderId))[0]).toMatchObject({
      is_refunded: false,
      is_refundable: true,
    });

    await t.db
      .update(simulatedIntents)
      .set({ amountRefundedCents: 0 })
      .where(eq(simulatedIntents.id, purchase!.paymentIntentId!));
    const retried = (await refundLine(host.client, lines[0]!.id)).json();
    expect(retried.refundRequestId).not.toBe(started.refundRequestId);
    expect((await poll(host.client, 'orderproduct', lines[0]!.id, retried)).json()).toEqual({
      is_refunded: true,
    });
    expect((await refundsOf(orderId)).map((r) => [r.status, r.idempotencyKey])).toEqual([
      ['FAIL', `refund:line:${lines[0]!.id}:1`],
      ['COMP', `refund:line:${lines[0]!.id}:2`],
    ]);
  });

  it('does not refund what was not charged by card', async () => {
    const request = await paidOrder([products.request]);
    const onHold = await refundLine(host.client, request.lines[0]!.id);
    expect(onHold.json()).toEqual({ non_field_errors: [refundMessages.notApproved] });
    expect((await refundOrder(host.client, request.orderId)).json()).toEqual({
      non_field_errors: [refundMessages.notApproved],
    });

    const guestOffPlatform = await buyItems(
      t,
      [{ productId: products.airbnb }, { productId: products.towels }],
      { offPlatform: true },
    );
    const listed = await findListedOrder(host.client, guestOffPlatform.orderId);
    const pet = linesOf(listed).find((l) => l.product_name === 'Pet Fee')!;
    expect(pet).toMatchObject({
      is_refundable: false,
      non_refundable_reason: refundMessages.offPlatform,
    });
    expect((await refundLine(host.client, pet.id)).json()).toEqual({
      non_field_errors: [refundMessages.offPlatform],
    });
    // The order refund returns the card part only; the off-platform line stays as it was.
    const started = (await refundOrder(host.client, guestOffPlatform.orderId)).json();
    expect((await poll(host.client, 'order', guestOffPlatform.orderId, started)).json()).toEqual({
      is_refunded: true,
    });
    const after = await findListedOrder(host.client, guestOffPlatform.orderId);
    expect(linesOf(after).map((l) => [l.product_name, l.status])).toEqual(
      expect.arrayContaining([
        ['Pet Fee', 'completed'],
        ['Towels', 'refunded'],
      ]),
    );
    expect(after.status).toBe('completed');

    const free = await paidOrder([products.free]);
    expect((await refundLine(host.client, free.lines[0]!.id)).json()).toEqual({
      non_field_errors: [refundMessages.nothingPaid],
    });
  });

  it('answers another owner, a guest and bad ids without changing anything', async () => {
    const { orderId, lines } = await paidOrder();
    const other = await signedInOwner(t);
    for (const response of [
      await refundOrder(other.client, orderId),
      await refundLine(other.client, lines[0]!.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    const mine = (await refundLine(host.client, lines[0]!.id)).json();
    expect((await poll(other.client, 'orderproduct', lines[0]!.id, mine)).statusCode).toBe(404);
    expect((await poll(other.client, 'order', orderId, mine)).statusCode).toBe(404);

    const guest = await signedInGuest(t);
    expect((await refundOrder(guest.client, orderId)).statusCode).toBe(403);
    expect((await refundOrder(t.client(), orderId)).statusCode).toBe(401);
    expect((await refundOrder(host.client, 'not-a-uuid')).json()).toEqual({ id: ['Not found.'] });
    expect(
      (await refundOrder(host.client, '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);

    const badPoll = await poll(host.client, 'order', orderId, { refundType: 'everything' });
    expect(badPoll.statusCode).toBe(400);
    expect(Object.keys(badPoll.json()).sort()).toEqual(['refundRequestId', 'refundType']);
    const unknown = await poll(host.client, 'order', orderId, {
      refundRequestId: '00000000-0000-4000-8000-000000000000',
      refundType: 'order',
    });
    expect(unknown.statusCode).toBe(404);
    // The line's poll does not answer for a request of another type.
    expect(
      (await poll(host.client, 'orderproduct', lines[0]!.id, { ...mine, refundType: 'order' }))
        .statusCode,
    ).toBe(404);
    expect(await providerRefundedCents(orderId)).toBe(4320);
  });
});

describe('money already paid out and refunds left behind', () => {
  it('turns a refund after the payout into a DECR balance for the owner', async () => {
    const { orderId, orderNumber, lines } = await paidOrder();
    await t.db.execute(
      sql`UPDATE order_products SET paid_out_at = now() WHERE id = ${lines[0]!.id}`,
    );
    const [line] = (
      await t.db.execute<{ owner_profit_cents: number; store_id: string }>(sql`
        SELECT op.owner_profit_cents, o.store_id FROM order_products op
        JOIN orders o ON o.id = op.order_id WHERE op.id = ${lines[0]!.id}`)
    ).rows;
    const started = (await refundOrder(host.client, orderId)).json();
    const refund = (await refundsOf(orderId))[0]!;
    expect(started.refundRequestId).toBe(refund.requestId);
    const rows = await t.db.select().from(balances).where(eq(balances.refundId, refund.id));
    expect(rows).toEqual([
      expect.objectContaining({
        ownerId: host.ownerId,
        storeId: line!.store_id,
        sign: 'DECR',
        amountCents: line!.owner_profit_cents,
        leftoverAmountCents: line!.owner_profit_cents,
        appliedAt: null,
        externalNote: `Refund of order #${orderNumber} after it was paid out`,
      }),
    ]);
    expect(line!.owner_profit_cents).toBeGreaterThan(0);
  });

  it('sends a refund left PEND by a crash again with the same key, once', async () => {
    const { orderId, lines } = await paidOrder();
    const [purchase] = await purchaseOf(orderId);
    const requestId = '11111111-1111-4111-8111-111111111111';
    // What a process that died right after writing the refund leaves behind.
    await t.db.insert(refunds).values({
      requestId,
      refundType: 'orderproduct',
      orderId,
      orderProductId: lines[0]!.id,
      purchaseId: purchase!.id,
      amountCents: 4320,
      idempotencyKey: `refund:line:${lines[0]!.id}:1`,
      createdAt: new Date(Date.now() - REDRIVE_AFTER_MS - 1000),
    });
    expect(linesOf(await findListedOrder(host.client, orderId))[0]).toMatchObject({
      is_refundable: false,
      non_refundable_reason: refundMessages.inProgress,
    });
    // Another refund of the order waits for it.
    expect((await refundOrder(host.client, orderId)).json()).toEqual({
      non_field_errors: [refundMessages.inProgress],
    });

    const again = await refundLine(host.client, lines[0]!.id);
    expect(again.json()).toEqual({ refundRequestId: requestId, refundType: 'orderproduct' });
    expect(
      (
        await poll(host.client, 'orderproduct', lines[0]!.id, {
          refundRequestId: requestId,
          refundType: 'orderproduct',
        })
      ).json(),
    ).toEqual({ is_refunded: true });
    expect(await providerRefundedCents(orderId)).toBe(4320);
    expect(await refundsOf(orderId)).toHaveLength(1);
  });

  it('leaves a refund still in flight to its own request, and the poll waits', async () => {
    const { orderId, lines } = await paidOrder();
    const [purchase] = await purchaseOf(orderId);
    const requestId = '22222222-2222-4222-8222-222222222222';
    await t.db.insert(refunds).values({
      requestId,
      refundType: 'order',
      orderId,
      purchaseId: purchase!.id,
      amountCents: 5400,
      idempotencyKey: `refund:purchase:${purchase!.id}:1`,
    });
    const joined = await refundOrder(host.client, orderId);
    expect(joined.json()).toEqual({ refundRequestId: requestId, refundType: 'order' });
    expect(
      (
        await poll(host.client, 'order', orderId, {
          refundRequestId: requestId,
          refundType: 'order',
        })
      ).json(),
    ).toEqual({ is_refunded: false });
    expect(await providerRefundedCents(orderId)).toBe(0);
    expect((await refundLine(host.client, lines[1]!.id)).json()).toEqual({
      non_field_errors: [refundMessages.inProgress],
    });
    expect(linesOf(await findListedOrder(host.client, orderId))[1]).toMatchObject({
      is_refunded: false,
      non_refundable_reason: refundMessages.inProgress,
    });
  });
});
