import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  products,
  purchases,
  simulatedIntents,
  stockReservations,
  uploads,
} from '../../../db/schema/index';
import { localUploadsDir } from '../../../lib/image-storage';
import { enterDetails } from '../../../testing/checkout-helpers';
import { signedInGuest } from '../../../testing/guest-factory';
import { createProductVia } from '../../../testing/product-factory';
import { purchaseRow, requestOnHold } from '../../../testing/request-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  cancelLapsingAuthorisations,
  recoverStaleClaims,
  releaseStaleReservations,
  STALE_CLAIM_MINUTES,
} from './request-sweeps';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const age = (id: string, ms: number) =>
  t.db
    .update(purchases)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(purchases.id, id));
const intentStatus = async (id: string) =>
  (await t.db.query.simulatedIntents.findFirst({ where: eq(simulatedIntents.id, id) }))!.status;
const stockOf = async (id: string) =>
  (await t.db.query.products.findFirst({ where: eq(products.id, id) }))!.quantity;

describe('the lapsing-authorisation sweep', () => {
  it('cancels holds older than 6 days, tells each side, and leaves the others alone', async () => {
    const old = await requestOnHold(t, { guestEmail: 'old.hold@example.com' });
    const fresh = await requestOnHold(t);
    const deciding = await requestOnHold(t);
    await age(old.purchase.id, 6 * DAY + 60_000);
    await age(fresh.purchase.id, 5 * DAY);
    await age(deciding.purchase.id, 7 * DAY);
    // Someone is deciding this one right now: the sweep does not take it from them.
    await t.db
      .update(purchases)
      .set({ decidedBy: 'owner', decidedAt: new Date() })
      .where(eq(purchases.id, deciding.purchase.id));
    const stock = await stockOf(old.product.id);

    expect(await cancelLapsingAuthorisations(t.app)).toBe(1);
    expect(await purchaseRow(t, old.purchase.id)).toMatchObject({
      status: 'CNCL',
      decidedBy: 'system',
    });
    expect(await intentStatus(old.purchase.paymentIntentId!)).toBe('canceled');
    expect(await stockOf(old.product.id)).toBe(stock! + 1);
    expect((await purchaseRow(t, fresh.purchase.id)).status).toBe('HOLD');
    expect((await purchaseRow(t, deciding.purchase.id)).status).toBe('HOLD');
    await expect
      .poll(() =>
        t.smtp.received.some(
          (m) => m.to.includes(old.host.email) && /cancelled automatically/.test(m.subject),
        ),
      )
      .toBe(true);
    await expect
      .poll(() =>
        t.smtp.received.some(
          (m) => m.to.includes('old.hold@example.com') && /was cancelled$/.test(m.subject),
        ),
      )
      .toBe(true);

    // A second run finds nothing more to do.
    expect(await cancelLapsingAuthorisations(t.app)).toBe(0);
  });

  it('undoes a decision cut short before the provider answered', async () => {
    const stuck = await requestOnHold(t);
    const claimedAt = new Date(Date.now() - (STALE_CLAIM_MINUTES + 1) * 60_000);
    await t.db
      .update(purchases)
      .set({ decidedBy: 'owner', decidedAt: claimedAt, approvalNote: 'half-done' })
      .where(eq(purchases.id, stuck.purchase.id));
    await recoverStaleClaims(t.app);
    expect(await purchaseRow(t, stuck.purchase.id)).toMatchObject({
      status: 'HOLD',
      decidedBy: null,
      decidedAt: null,
    });
    const approved = await stuck.host.client.post(`${stuck.links.owner}approve/`, {});
    expect(approved.json().status).toBe('COMP');
  });

  it('finishes a decision whose capture went through before the process stopped', async () => {
    const captured = await requestOnHold(t);
    await t.db
      .update(purchases)
      .set({ decidedBy: 'owner', decidedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(purchases.id, captured.purchase.id));
    // The provider captured it, but the event never arrived.
    await t.db
      .update(simulatedIntents)
      .set({ status: 'succeeded' })
      .where(eq(simulatedIntents.id, captured.purchase.paymentIntentId!));
    await recoverStaleClaims(t.app);
    expect(await purchaseRow(t, captured.purchase.id)).toMatchObject({
      status: 'COMP',
      decidedBy: 'owner',
    });
  });
});

describe('the stock sweep', () => {
  it('puts back units of checkouts never paid once their 30 minutes are up', async () => {
    const r = await requestOnHold(t);
    const lamp = await createProductVia(r.host.client, r.storeId, {
      product_name: 'Lantern',
      quantity: 2,
    });
    const guest = await signedInGuest(t);
    const order = (
      await guest.client.request('PATCH', '/api/services/order/add/', {
        product_id: lamp.id,
        quantity: 2,
      })
    ).json();
    const customerId = await enterDetails(guest.client, order.id);
    await guest.client.post('/api/services/order/create-payment-intent/', {
      order_id: order.id,
      customer_id: customerId,
    });
    expect(await stockOf(lamp.id)).toBe(0);
    await releaseStaleReservations(t.app);
    expect(await stockOf(lamp.id)).toBe(0);
    await t.db
      .update(stockReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(stockReservations.productId, lamp.id));
    await releaseStaleReservations(t.app);
    expect(await stockOf(lamp.id)).toBe(2);
  });
});

describe('background jobs', () => {
  it('are off in tests until started, then run the sweeps through pg-boss on this database', async () => {
    expect(t.app.jobs.running).toBe(false);
    const old = await requestOnHold(t);
    await age(old.purchase.id, 7 * DAY);

    await t.app.jobs.start({ pollingIntervalSeconds: 1 });
    expect(t.app.jobs.running).toBe(true);
    const schedules = await t.db.execute<{ name: string; cron: string }>(
      sql`select name, cron from pgboss.schedule order by name`,
    );
    expect(schedules.rows).toEqual([
      { name: 'accounts-remove-stale-guests', cron: '23 3 * * *' },
      { name: 'commerce-deliver-effects', cron: '* * * * *' },
      { name: 'commerce-reconcile-payments', cron: '* * * * *' },
      { name: 'partners-daily-sync', cron: '30 6 * * *' },
      { name: 'payouts-monthly-run', cron: '0 6 7 * *' },
      { name: 'requests-cancel-lapsing-authorisations', cron: '*/5 * * * *' },
      { name: 'sessions-remove-ended', cron: '53 3 * * *' },
      { name: 'stock-release-expired-reservations', cron: '* * * * *' },
      { name: 'uploads-remove-unreferenced', cron: '17 * * * *' },
    ]);

    await t.app.jobs.trigger('requests-cancel-lapsing-authorisations');
    await expect
      .poll(async () => (await purchaseRow(t, old.purchase.id)).status, { timeout: 15_000 })
      .toBe('CNCL');

    // An upload nothing has used for two days goes with the hourly clean-up.
    const dir = localUploadsDir(t.app.config);
    const name = `${crypto.randomUUID()}.png`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, name), 'png');
    await t.db.insert(uploads).values({
      url: `/uploads/${name}`,
      storageKey: name,
      bytes: 3,
      createdAt: new Date(Date.now() - 2 * DAY),
    });
    await t.app.jobs.trigger('uploads-remove-unreferenced');
    await expect.poll(() => existsSync(path.join(dir, name)), { timeout: 15_000 }).toBe(false);
    expect(await t.db.$count(uploads, eq(uploads.storageKey, name))).toBe(0);

    await t.app.jobs.stop();
    expect(t.app.jobs.running).toBe(false);
    // The app's own queries still work after pg-boss shared the connection.
    expect((await purchaseRow(t, old.purchase.id)).decidedBy).toBe('system');
  });
});
