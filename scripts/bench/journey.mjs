// Whole guest journeys on PostgreSQL: each virtual guest gets a session, loads the store, adds
// three lines, checks out and pays with the simulated provider until the order is ready. Prints
// journeys/s and p50/p99 per step, then checks that every paid order is complete and stock adds up.
import pg from 'pg';
import { startBenchApi } from './bench-api.mjs';
import { seedBenchStore } from './bench-store.mjs';
import { describeCpuUse, watchCpu } from './cpu-use.mjs';
import { createSession } from './http.mjs';
import { describeMachineSpeed, measureMachineSpeed } from './machine-speed.mjs';

const GUESTS = Number(process.env.BENCH_GUESTS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const STOCK = 100_000;
const LINES = 3;
const READY_POLL_MS = 3000;
const READY_WAIT_SECONDS = 3;
// BENCH_PORT moves the API off the default port when several benches share a machine.
const PORT = Number(process.env.BENCH_PORT ?? 3420);
const CARD = {
  card_number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 2,
  cvc: '123',
};

const STEPS = ['session', 'store', 'add lines', 'checkout', 'pay', 'ready', 'journey'];

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;
}

async function timed(timings, step, work) {
  const started = performance.now();
  const result = await work();
  timings[step].push(performance.now() - started);
  return result;
}

async function journey(base, store, products, timings, n) {
  const started = performance.now();
  const guest = createSession(base);
  await timed(timings, 'session', () =>
    guest.post('/api/services/guest/', { isAnonymous: true, isActive: true }),
  );
  await timed(timings, 'store', () =>
    Promise.all([
      guest.get(`/api/services/guest/store/${store.id}/`),
      guest.get(`/api/services/guest/store/${store.id}/products/`),
    ]),
  );
  await timed(timings, 'add lines', async () => {
    for (let i = 0; i < LINES; i += 1) {
      const product = products[(n + i) % products.length];
      await guest.patch('/api/services/order/add/', { product_id: product.id, quantity: 1 });
    }
  });
  const { orderId, secret } = await timed(timings, 'checkout', async () => {
    const cart = await guest.get(`/api/services/guest/store-cart/${store.id}/detail/`);
    await guest.get(
      `/api/services/guest/store-checkout-summary/${store.id}/order/${cart.id}/detail/`,
    );
    const customer = await guest.post('/api/services/order/create-customer/');
    await guest.post(`/api/services/order/${cart.id}/update-customer/`, {
      customer_id: customer.id,
      first_name: 'Bench',
      last_name: `Guest ${n}`,
      phone: '+1 415 555 0100',
    });
    const intent = await guest.post('/api/services/order/create-payment-intent/', {
      order_id: cart.id,
      customer_id: customer.id,
    });
    return { orderId: cart.id, secret: intent.client_secret };
  });
  await timed(timings, 'pay', () =>
    guest.post('/api/services/payments/simulated/confirm/', {
      client_secret: secret,
      email: `bench-guest-${n}@example.com`,
      ...CARD,
    }),
  );
  // As the checkout page asks: each check may wait for the payment, and checks start 3 s apart.
  await timed(timings, 'ready', async () => {
    for (;;) {
      timings.readyChecks += 1;
      const began = performance.now();
      const state = await guest.get(
        `/api/services/order/${orderId}/is-ready/?wait=${READY_WAIT_SECONDS}`,
      );
      if (state.has_error) throw new Error(`order ${orderId} failed`);
      if (state.is_ready) return;
      const gap = READY_POLL_MS - (performance.now() - began);
      if (gap > 0) await new Promise((resolve) => setTimeout(resolve, gap));
    }
  });
  timings.journey.push(performance.now() - started);
}

/**
 * The bench database's transactions and rows written so far, as PostgreSQL counts them: how much
 * work a journey asks of the database, which unlike its time does not move with the machine.
 */
async function databaseWork(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT (xact_commit + xact_rollback)::float8 AS transactions,
              (tup_inserted + tup_updated + tup_deleted)::float8 AS written
       FROM pg_stat_database WHERE datname = current_database()`,
    );
    return rows[0];
  } finally {
    await db.end();
  }
}

// A backend sends its counts to the statistics at most once a second, and within a second of
// going idle: read after this pause, the last journeys' work is in.
const STATS_FLUSH_MS = 1500;

/** Every ready order has only completed purchases, and each product's stock is what was sold. */
async function checkConsistency(databaseUrl, storeId) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const notComplete = await db.query(
      `SELECT count(*)::int AS n FROM orders o JOIN purchases p ON p.order_id = o.id
       WHERE o.store_id = $1 AND o.is_ready AND p.status <> 'COMP'`,
      [storeId],
    );
    const stock = await db.query(
      `SELECT p.id, p.quantity AS left, coalesce(sum(l.quantity) FILTER (
         WHERE pu.status = 'COMP'), 0)::int AS sold
       FROM products p
       LEFT JOIN order_products l ON l.product_id = p.id
       LEFT JOIN purchases pu ON pu.id = l.purchase_id
       WHERE p.store_id = $1 AND p.has_quantity AND p.deleted_at IS NULL
       GROUP BY p.id, p.quantity`,
      [storeId],
    );
    const stockOff = stock.rows.filter((row) => row.left + row.sold !== STOCK);
    const paid = await db.query(
      `SELECT count(*)::int AS n FROM orders WHERE store_id = $1 AND is_ready`,
      [storeId],
    );
    return { paid: paid.rows[0].n, notComplete: notComplete.rows[0].n, stockOff };
  } finally {
    await db.end();
  }
}

export async function benchJourney(root) {
  // Every virtual guest comes from this one address, which the per-address limits are not for.
  const { base, databaseUrl, pid, stop } = await startBenchApi(root, {
    name: 'journey',
    port: PORT,
    env: { RATE_LIMIT_SCALE: '1000' },
  });
  try {
    const { store, plainProducts } = await seedBenchStore(base, {
      products: 12,
      stock: STOCK,
      allCounted: true,
    });
    const speedBefore = measureMachineSpeed();
    await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
    const workBefore = await databaseWork(databaseUrl);
    const timings = { ...Object.fromEntries(STEPS.map((step) => [step, []])), readyChecks: 0 };
    const errors = [];
    const deadline = Date.now() + DURATION_SECONDS * 1000;
    let next = 0;
    const cpu = watchCpu(pid);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: GUESTS }, async () => {
        while (Date.now() < deadline) {
          await journey(base, store, plainProducts, timings, (next += 1)).catch((error) =>
            errors.push(error.message),
          );
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const done = timings.journey.length;
    const cpuUse = cpu.stop(done);
    await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
    const workAfter = await databaseWork(databaseUrl);
    const speedAfter = measureMachineSpeed();
    console.log(
      `\nGuest journeys on PostgreSQL, ${GUESTS} concurrent guests for ${DURATION_SECONDS} s (${LINES} lines each)`,
    );
    console.log(
      `  ${(done / seconds).toFixed(1)} journeys/s (target >= 100), ${done} done, ${errors.length} failed`,
    );
    for (const step of STEPS) {
      const sorted = [...timings[step]].sort((a, b) => a - b);
      console.log(
        `  ${step.padEnd(10)} p50 ${percentile(sorted, 0.5).toFixed(0).padStart(5)} ms   p99 ${percentile(sorted, 0.99).toFixed(0).padStart(5)} ms`,
      );
    }
    console.log('  (target: a whole journey p99 under 1000 ms)');
    console.log(`  readiness checks per journey: ${(timings.readyChecks / done).toFixed(2)}`);
    for (const line of describeCpuUse(cpuUse, 'journey')) console.log(line);
    const perJourney = (key) => ((workAfter[key] - workBefore[key]) / done).toFixed(1);
    console.log(
      `  database per journey: ${perJourney('transactions')} transactions, ${perJourney('written')} rows written`,
    );
    console.log(describeMachineSpeed(speedBefore, speedAfter));
    if (errors.length) console.log(`  first failure: ${errors[0]}`);
    const check = await checkConsistency(databaseUrl, store.id);
    console.log(
      `  paid orders ${check.paid}; ready orders with a purchase not complete ${check.notComplete}; products whose stock does not add up ${check.stockOff.length}`,
    );
  } finally {
    await stop();
  }
}
