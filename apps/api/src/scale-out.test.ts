import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectPostgres, type Database } from './db/client';
import { enterDetails } from './testing/checkout-helpers';
import { signedInOwner } from './testing/factories';
import { createProductVia } from './testing/product-factory';
import { createStoreVia } from './testing/store-factory';
import { createTestApp, TestClient, type TestApp } from './testing/test-app';
import { createTestDatabase } from './testing/test-database';

/**
 * The documented scale-out: two API processes on one PostgreSQL database act as one. Each app
 * here has its own connection pool, as two processes would.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes on one database', () => {
  let shared: Database & { url?: string };
  let pools: Database[];
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    shared = await createTestDatabase();
    pools = [connectPostgres(shared.url!), connectPostgres(shared.url!)];
    a = await createTestApp({ database: pools[0] });
    b = await createTestApp({ database: pools[1] });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const pool of pools ?? []) await pool.close();
    await shared?.close();
  });

  /** The same browser (cookie jar) sending its next requests to the other process. */
  function through(app: TestApp, client: TestClient): TestClient {
    const moved = new TestClient(app.app);
    for (const [name, value] of client.cookies) moved.cookies.set(name, value);
    return moved;
  }

  it('a session made on one is valid on the other, and logout on one ends it on both', async () => {
    const onA = a.client();
    const guest = await onA.post('/api/services/guest/', { isAnonymous: true });
    expect(guest.statusCode).toBe(201);
    const onB = through(b, onA);
    expect((await onB.get('/api/jwt/me/')).json().user_id).toBe(guest.json().user_id);

    const host = await signedInOwner(b);
    const hostOnA = through(a, host.client);
    expect((await hostOnA.get('/api/jwt/me/')).json().owner_id).toBe(host.ownerId);
    expect((await host.client.post('/api/jwt/logout/')).statusCode).toBe(204);
    expect((await hostOnA.get('/api/jwt/me/')).statusCode).toBe(401);

    await through(b, onA).post('/api/jwt/logout/');
    expect((await onA.get('/api/jwt/me/')).statusCode).toBe(401);
  });

  it('sells the last unit once when checkouts split between the two processes', async () => {
    const host = await signedInOwner(a);
    const store = await createStoreVia(host.client, host.ownerId);
    const last = await createProductVia(host.client, store.id, {
      product_name: 'Last Canoe',
      quantity: 1,
    });
    const buyers = await Promise.all(
      [0, 1, 2, 3].map(async (i) => {
        const client = (i % 2 === 0 ? a : b).client();
        await client.post('/api/services/guest/', { isAnonymous: true });
        const order = (
          await client.request('PATCH', '/api/services/order/add/', {
            product_id: last.id,
            quantity: 1,
          })
        ).json();
        return { client, order, customerId: await enterDetails(client, order.id) };
      }),
    );
    // Each buyer pays through the process it did not shop on.
    const attempts = await Promise.all(
      buyers.map(({ client, order, customerId }, i) =>
        through(i % 2 === 0 ? b : a, client).post('/api/services/order/create-payment-intent/', {
          order_id: order.id,
          customer_id: customerId,
        }),
      ),
    );
    expect(attempts.map((attempt) => attempt.statusCode).sort()).toEqual([200, 400, 400, 400]);
    const stock = await a.db.execute<{ quantity: number }>(
      sql`SELECT quantity FROM products WHERE id = ${last.id}`,
    );
    expect(Number(stock.rows[0]!.quantity)).toBe(0);
  });

  it('runs each scheduled job once, whichever process sees the schedule first', async () => {
    await Promise.all([
      a.app.jobs.start({ pollingIntervalSeconds: 1, cronMonitorIntervalSeconds: 1 }),
      b.app.jobs.start({ pollingIntervalSeconds: 1, cronMonitorIntervalSeconds: 1 }),
    ]);
    try {
      const schedules = await a.db.execute<{ name: string }>(
        sql`SELECT name FROM pgboss.schedule ORDER BY name`,
      );
      expect(schedules.rows.map((row) => row.name)).toEqual([
        'accounts-remove-stale-guests',
        'commerce-deliver-effects',
        'commerce-reconcile-payments',
        'partners-daily-sync',
        'payouts-monthly-run',
        'requests-cancel-lapsing-authorisations',
        'sessions-remove-ended',
        'stock-release-expired-reservations',
        'uploads-remove-unreferenced',
      ]);
      // Both processes now read the clock as 03:23 UTC, when the daily clean-up is due, at the
      // same second of the minute as the database (whose minute pg-boss keeps one run per).
      // Not in the last seconds of a minute, so the due minute lasts long enough to be seen.
      if (new Date().getUTCSeconds() > 45) {
        await new Promise((resolve) =>
          setTimeout(resolve, (61 - new Date().getUTCSeconds()) * 1000),
        );
      }
      const due = new Date();
      due.setUTCHours(3, 23);
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: due });
      const runs = async () =>
        (
          await a.db.execute<{ state: string }>(sql`
            SELECT state FROM pgboss.job WHERE name = 'accounts-remove-stale-guests'
            UNION ALL
            SELECT state FROM pgboss.archive WHERE name = 'accounts-remove-stale-guests'`)
        ).rows.map((row) => row.state);
      await expect.poll(runs, { timeout: 20_000, interval: 250 }).toEqual(['completed']);
      // Several more rounds of both processes' schedule checks inside the due minute.
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(await runs()).toEqual(['completed']);
    } finally {
      vi.useRealTimers();
      await Promise.all([a.app.jobs.stop(), b.app.jobs.stop()]);
    }
  }, 60_000);
});
