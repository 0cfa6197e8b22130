import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { purchases, refunds, simulatedIntents, simulatedRefunds } from '../../../db/schema/index';
import {
  CARDS,
  enterDetails,
  payWithCard,
  waitUntilReady,
} from '../../../testing/checkout-helpers';
import { signedInOwner } from '../../../testing/factories';
import { signedInGuest } from '../../../testing/guest-factory';
import { createProductVia } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { createTestDatabase } from '../../../testing/test-database';
import { armCrash, type CrashPoint } from '../crash-points';
import { buyItems, findListedOrder, linesOf } from '../orders/orders.testing';
import { RECONCILE_JOB, reconcilePayments } from './reconcile-payments';
import { RECONCILE_PURCHASES_AFTER_MS } from './reconcile-purchases';

// Crashes, then a restart on the same database and one reconciliation pass. A refund killed
// between any two of its steps is complete in the product exactly when the provider made it, made
// once, and the Refund button says so; a payment whose events were lost settles once. Two
// processes reconciling at once do everything once.

let database: Database;
let app: TestApp;
let hostCookies: Map<string, string>;
let productId: string;

/** A session on whichever app runs now (sessions live in the database). */
function sessionOn(cookies: Map<string, string>): TestClient {
  const client = app.client();
  for (const [name, value] of cookies) client.cookies.set(name, value);
  return client;
}
const host = () => sessionOn(hostCookies);

/** What a kill -9 and a restart do to the app: gone without its undos, then started afresh. */
async function restart() {
  await app.close();
  app = await createTestApp({ database });
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp({ database });
  const owner = await signedInOwner(app);
  hostCookies = owner.client.cookies;
  const store = await createStoreVia(owner.client, owner.ownerId);
  productId = (await createProductVia(owner.client, store.id, { quantity: 500 })).id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function paidOrder(email: string) {
  const bought = await buyItems(app, [{ productId, quantity: 2 }], { email });
  const [line] = linesOf(await findListedOrder(host(), bought.orderId));
  const [purchase] = await app.db
    .select()
    .from(purchases)
    .where(eq(purchases.orderId, bought.orderId));
  return { ...bought, lineId: line!.id, intentId: purchase!.paymentIntentId! };
}

/** Rows written a while ago: recovery takes them for left behind at once. */
const leaveBehind = (orderId: string) =>
  app.db.execute(
    sql`UPDATE refunds SET created_at = now() - interval '10 minutes' WHERE order_id = ${orderId}`,
  );

async function stateOf(orderId: string, intentId: string) {
  const rows = await app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const [intent] = await app.db
    .select()
    .from(simulatedIntents)
    .where(eq(simulatedIntents.id, intentId));
  const made = await app.db
    .select()
    .from(simulatedRefunds)
    .where(eq(simulatedRefunds.intentId, intentId));
  const [line] = linesOf(await findListedOrder(host(), orderId));
  return { rows, providerRefundedCents: intent!.amountRefundedCents, made, line: line! };
}

const refundEmailsTo = (on: TestApp[], email: string) =>
  on
    .flatMap((a) => a.smtp.received)
    .filter((m) => m.to.includes(email) && /refund/i.test(m.subject)).length;

describe('a refund killed between its steps, after a restart and one reconciliation pass', () => {
  const cases: { point: CrashPoint; refunded: boolean }[] = [
    { point: 'refund:planned', refunded: false },
    { point: 'refund:pending-rows', refunded: true },
    { point: 'refund:sent', refunded: true },
    { point: 'refund:completed', refunded: true },
  ];
  for (const { point, refunded } of cases) {
    it(`at ${point}: ${refunded ? 'complete, refunded once' : 'nothing refunded, Refund enabled'}`, async () => {
      const order = await paidOrder(`crash.${point.replace(':', '.')}@example.com`);
      armCrash(point);
      const cut = await host().request(
        'PATCH',
        `/api/services/orderproduct/${order.lineId}/refund/`,
      );
      expect(cut.statusCode).toBe(500);

      await restart();
      await leaveBehind(order.orderId);
      await reconcilePayments(app.app);
      // A second pass (the next minute's) changes nothing.
      await reconcilePayments(app.app);

      const state = await stateOf(order.orderId, order.intentId);
      expect(state.rows.filter((r) => r.status === 'PEND')).toEqual([]);
      const completeCents = state.rows
        .filter((r) => r.status === 'COMP')
        .reduce((sum, r) => sum + r.amountCents, 0);
      expect(completeCents).toBe(state.providerRefundedCents);
      expect(state.made.length).toBe(refunded ? 1 : 0);
      expect(state.line).toMatchObject({ is_refunded: refunded, is_refundable: !refunded });
      if (refunded) expect(state.made[0]!.idempotencyKey).toBe(state.rows[0]!.idempotencyKey);
    });
  }

  it('a host who refunds again after the restart, before the job, gets the same refund', async () => {
    const order = await paidOrder('crash.again@example.com');
    armCrash('refund:sent');
    await host().request('PATCH', `/api/services/orderproduct/${order.lineId}/refund/`);
    await restart();
    await leaveBehind(order.orderId);
    const again = await host().request(
      'PATCH',
      `/api/services/orderproduct/${order.lineId}/refund/`,
    );
    expect(again.statusCode).toBe(200);
    await reconcilePayments(app.app);
    const state = await stateOf(order.orderId, order.intentId);
    expect(state.made).toHaveLength(1);
    expect(state.rows.map((r) => r.status)).toEqual(['COMP']);
    expect(state.line).toMatchObject({ is_refunded: true });
  });
});

describe('two server processes reconciling at once', () => {
  it('complete a left-behind refund once and e-mail the guest once', async () => {
    const email = 'crash.twice@example.com';
    const order = await paidOrder(email);
    armCrash('refund:pending-rows');
    await host().request('PATCH', `/api/services/orderproduct/${order.lineId}/refund/`);
    await restart();
    await leaveBehind(order.orderId);
    const other = await createTestApp({ database });
    try {
      await Promise.all([reconcilePayments(app.app), reconcilePayments(other.app)]);
      const state = await stateOf(order.orderId, order.intentId);
      expect(state.made).toHaveLength(1);
      expect(state.rows.map((r) => r.status)).toEqual(['COMP']);
      expect(state.providerRefundedCents).toBe(state.rows[0]!.amountCents);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(refundEmailsTo([app, other], email)).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('settle a paid purchase whose events were lost, once, with one receipt', async () => {
    const email = 'lost.event@example.com';
    // The process dies before it delivers the payment's events, and they are never sent again.
    await app.app.simulatedPayments!.close();
    const guest = await signedInGuest(app);
    const order = (
      await guest.client.request('PATCH', '/api/services/order/add/', {
        product_id: productId,
        quantity: 1,
      })
    ).json();
    const customerId = await enterDetails(guest.client, order.id);
    const paid = await payWithCard(guest.client, order.id, customerId, CARDS.success, email);
    expect(paid.confirm?.statusCode).toBe(200);
    await app.db.execute(
      sql`UPDATE simulated_events SET delivered_at = now() WHERE delivered_at IS NULL`,
    );
    await restart();
    await app.db
      .update(purchases)
      .set({ createdAt: new Date(Date.now() - RECONCILE_PURCHASES_AFTER_MS - 1000) })
      .where(eq(purchases.orderId, order.id));
    await app.db.execute(
      sql`UPDATE orders SET placed_at = now() - interval '10 minutes' WHERE id = ${order.id}`,
    );
    const [before] = await app.db.select().from(purchases).where(eq(purchases.orderId, order.id));
    expect(before!.status).toBe('PROC');

    const other = await createTestApp({ database });
    try {
      await Promise.all([reconcilePayments(app.app), reconcilePayments(other.app)]);
      const [after] = await app.db.select().from(purchases).where(eq(purchases.orderId, order.id));
      expect(after!.status).toBe('COMP');
      expect(await waitUntilReady(sessionOn(guest.client.cookies), order.id)).toEqual({
        is_ready: true,
        has_error: false,
        sold_out: false,
        is_cart: false,
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const receipts = [app, other]
        .flatMap((a) => a.smtp.received)
        .filter((m) => m.to.includes(email) && m.text.includes('Here is your receipt'));
      expect(receipts).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('an order killed between its last payment and its settling', () => {
  it('settles on the next pass, soon after, without a second receipt', async () => {
    const email = 'unsettled@example.com';
    const order = await paidOrder(email);
    const receipts = () => app.smtp.received.filter((m) => m.to.includes(email)).length;
    await expect.poll(receipts).toBe(1);
    // The state a kill leaves after the payment's move committed and before the order settled.
    await app.db.execute(
      sql`UPDATE orders SET is_ready = false, status = 'PROC', placed_at = now() - interval '1 minute'
        WHERE id = ${order.orderId}`,
    );
    await restart();

    const pass = await reconcilePayments(app.app);
    expect(pass.purchases.settled).toBe(1);
    const listed = await findListedOrder(host(), order.orderId);
    expect(listed.status).toBe('completed');
    // The receipt went out with the payment, before the kill: settling again sends no second one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receipts()).toBe(0);
    expect((await reconcilePayments(app.app)).purchases.settled).toBe(0);
  });
});

describe('the reconciliation job', () => {
  it('runs every minute through pg-boss, and a pass can be queued at once', async () => {
    const order = await paidOrder('job.pass@example.com');
    armCrash('refund:sent');
    await host().request('PATCH', `/api/services/orderproduct/${order.lineId}/refund/`);
    await restart();
    await leaveBehind(order.orderId);

    await app.app.jobs.start({ pollingIntervalSeconds: 1 });
    try {
      const schedule = await app.db.execute<{ cron: string }>(
        sql`select cron from pgboss.schedule where name = ${RECONCILE_JOB}`,
      );
      expect(schedule.rows).toEqual([{ cron: '* * * * *' }]);
      await app.app.jobs.trigger(RECONCILE_JOB);
      await expect
        .poll(async () => (await stateOf(order.orderId, order.intentId)).rows[0]?.status, {
          timeout: 15_000,
        })
        .toBe('COMP');
    } finally {
      await app.app.jobs.stop();
    }
  });
});
