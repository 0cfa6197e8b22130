// Payouts at scale on PostgreSQL: 2,000 stores and 200,000 paid lines over 12 months, seeded
// with set-based SQL. Prints the monthly run's time and peak memory (the operators' command, a
// separate process), the payouts page and details p95, and the memory growth of a year's exports.
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { startBenchApi } from './bench-api.mjs';
import { exportRun, latency, rssBytes } from './orders.mjs';
import { createSession } from './http.mjs';

const STORES = 2000;
const LINES = Number(process.env.BENCH_PAYOUT_LINES ?? 200_000);
const BIG_OWNER_STORES = 500;
const OTHER_OWNERS = 150;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const PASSWORD = 'Bench-Mark-2026!';

/**
 * Every line is paid (its purchase captured), two lines per order, one product per store at
 * $25.00 ($22.50 owner profit); service dates spread evenly over the last 12 months, a third of
 * the lines without a delivery date (served the day they were bought). Each owner has a PayPal
 * method as default; one store in 50 earns less than $15 a month (its money is held).
 */
async function seed(db, bigOwnerId) {
  const run = (text, values) => db.query(text, values);
  await run(`INSERT INTO users (email, role, first_name)
    SELECT 'bench-payee-' || g || '@example.com', 'HOST', 'Owner ' || g
    FROM generate_series(1, ${OTHER_OWNERS}) g`);
  await run(`INSERT INTO owners (user_id, plan)
    SELECT id, 'PRO' FROM users WHERE email LIKE 'bench-payee-%'`);
  await run(`UPDATE owners SET plan = 'PRO' WHERE id = $1`, [bigOwnerId]);
  await run(`CREATE TEMP TABLE bench_owners AS
    SELECT o.id, row_number() OVER (ORDER BY o.id) AS n
    FROM owners o JOIN users u ON u.id = o.user_id WHERE u.email LIKE 'bench-payee-%'`);
  await run(
    `INSERT INTO stores (owner_id, store_name, city, postal_code)
    SELECT CASE WHEN g <= ${BIG_OWNER_STORES} THEN $1::uuid
      ELSE (SELECT id FROM bench_owners WHERE n = (g % ${OTHER_OWNERS}) + 1) END,
      'Payout Store ' || g, 'Aspen', '81611'
    FROM generate_series(1, ${STORES}) g`,
    [bigOwnerId],
  );
  await run(`INSERT INTO payout_methods (owner_id, type, nickname, account_id, status, is_default)
    SELECT DISTINCT owner_id, 'PAYP', 'PayPal', 'payee-' || owner_id || '@example.com', 'COMP', true
    FROM stores WHERE store_name LIKE 'Payout Store %'`);
  await run(`CREATE TEMP TABLE bench_stores AS
    SELECT id, owner_id, substring(store_name FROM 14)::int AS n
    FROM stores WHERE store_name LIKE 'Payout Store %'`);
  await run(`CREATE INDEX ON bench_stores (n)`);
  await run(`INSERT INTO products (store_id, product_name, price_cents, category, subcategory)
    SELECT id, 'Firewood', CASE WHEN n % 50 = 0 THEN 100 ELSE 2500 END, 'IH', 'Add ons'
    FROM bench_stores`);
  await run(`CREATE TEMP TABLE bench_products AS
    SELECT p.id, s.n AS store_n, s.id AS store_id, p.price_cents
    FROM products p JOIN bench_stores s ON s.id = p.store_id`);
  await run(`CREATE INDEX ON bench_products (store_n)`);
  await run(`INSERT INTO users (email, role, is_anonymous)
    SELECT 'bench-payer-' || g || '@example.com', 'GUEST', true FROM generate_series(1, 200) g`);
  await run(`CREATE TEMP TABLE bench_guests AS
    SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'bench-payer-%'`);

  const orders = LINES / 2;
  await run(`CREATE TEMP TABLE bench_orders AS
    SELECT i, gen_random_uuid() AS id, gen_random_uuid() AS purchase_id,
      now() - (i % 360) * interval '1 day' - (i % 1440) * interval '1 minute' AS placed_at
    FROM generate_series(1, ${orders}) i`);
  const summaryTriggers = Object.entries({
    orders: 'orders_summary',
    purchases: 'purchases_order_summary',
    order_products: 'order_products_order_summary',
  });
  for (const [table, trigger] of summaryTriggers)
    await run(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
  await run(`INSERT INTO orders (id, store_id, guest_user_id, status, currency, is_ready,
      is_purchasable_off_platform, placed_at, created_at, updated_at)
    SELECT bo.id, p.store_id, g.id, 'COMP', 'USD', true, false, bo.placed_at, bo.placed_at, bo.placed_at
    FROM bench_orders bo
    JOIN bench_products p ON p.store_n = (bo.i % ${STORES}) + 1
    JOIN bench_guests g ON g.n = (bo.i % 200) + 1`);
  await run(`INSERT INTO purchases (id, order_id, status, amount_cents, convenience_fee_cents,
      guest_amount_cents, owner_profit_cents, payment_intent_id, is_primary_payment, created_at,
      updated_at)
    SELECT bo.purchase_id, bo.id, 'COMP', 2 * p.price_cents, 2 * p.price_cents * 8 / 100,
      2 * p.price_cents * 108 / 100, 2 * p.price_cents * 9 / 10, 'pi_payout_bench_' || bo.i, true,
      bo.placed_at, bo.placed_at
    FROM bench_orders bo JOIN bench_products p ON p.store_n = (bo.i % ${STORES}) + 1`);
  await run(`INSERT INTO order_products (order_id, product_id, store_id, quantity,
      unit_price_cents, amount_cents, convenience_fee_cents, delivery_date, purchase_id,
      owner_profit_cents, created_at)
    SELECT bo.id, p.id, p.store_id, 1, p.price_cents, p.price_cents, p.price_cents * 8 / 100,
      CASE WHEN (bo.i + j) % 3 = 0 THEN NULL ELSE (bo.placed_at AT TIME ZONE 'UTC')::date END,
      bo.purchase_id, p.price_cents * 9 / 10, bo.placed_at
    FROM bench_orders bo
    CROSS JOIN generate_series(1, 2) j
    JOIN bench_products p ON p.store_n = (bo.i % ${STORES}) + 1`);
  await run('SELECT rebuild_order_summaries()');
  for (const [table, trigger] of summaryTriggers)
    await run(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
  await run('VACUUM ANALYZE');
  return (
    await run(`SELECT (SELECT count(*) FROM order_products)::int AS lines,
      (SELECT count(*) FROM stores)::int AS stores`)
  ).rows[0];
}

/** The operators' command for a month, as its own process: its output, time and peak RSS. */
function runCommand(root, databaseUrl, month) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'apps/api/dist/cli/run-payouts.js'), '--month', month],
      { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } },
    );
    let out = '';
    let peak = 0;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, rssBytes(child.pid));
      } catch {
        // the command has just ended
      }
    }, 20);
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`payout run exited with ${code}`));
      const summary = out.trim().split('\n').pop();
      resolve({ summary, peakMb: peak / 2 ** 20, rows: out.split('\n').length - 4 });
    });
  });
}

const monthOf = (monthsAgo) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1))
    .toISOString()
    .slice(0, 7);
};
const lastDay = (month) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

export async function benchPayouts(root) {
  const { base, databaseUrl, pid, stop } = await startBenchApi(root, {
    name: 'payouts',
    port: 3420,
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    const host = createSession(base);
    await host.post('/api/services/owner/', {
      firstName: 'Bench',
      email: 'bench-payouts@example.com',
      password: PASSWORD,
    });
    const me = await host.post('/api/jwt/login/', {
      email: 'bench-payouts@example.com',
      password: PASSWORD,
    });
    await db.connect();
    const seedStarted = performance.now();
    const counts = await seed(db, me.owner_id);
    console.log(
      `\nPayouts on PostgreSQL: ${counts.lines} paid lines over 12 months in ${counts.stores} stores, seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    console.log('\nnpm run payouts -- --month (targets: under 60 s and 300 MB)');
    // The first run ever takes up eleven months of lines at once; later months are one month's.
    for (const [label, month] of [
      ['first run, 11 months due', monthOf(1)],
      ['a usual month (this month)', monthOf(0)],
      ['the same month again', monthOf(0)],
    ]) {
      const r = await runCommand(root, databaseUrl, month);
      console.log(
        `  ${label.padEnd(28)} ${month}: ${r.summary}; peak RSS ${r.peakMb.toFixed(0)} MB`,
      );
    }

    const month = monthOf(1);
    const range = `start_date=${month}-01&end_date=${lastDay(month)}`;
    const year = `start_date=${monthOf(11)}-01&end_date=${lastDay(monthOf(0))}`;
    const [{ id: storeId }] = (
      await db.query(`SELECT id FROM stores WHERE store_name = 'Payout Store 7'`)
    ).rows;
    console.log(
      `\nThe measured owner has ${BIG_OWNER_STORES} stores; ${SAMPLES} sequential requests per row (target p95 < 100 ms)`,
    );
    for (const [name, url] of [
      ['payouts page, one month', `/api/services/owner/payouts/?${range}`],
      ['payouts page, this month', '/api/services/owner/payouts/'],
      [
        'payout details, one store',
        `/api/services/owner/payout-details/?store_id=${storeId}&payout_start_date=${month}-01&payout_end_date=${lastDay(month)}`,
      ],
    ]) {
      const r = await latency(base, host.cookie, url);
      console.log(
        `  ${name.padEnd(28)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   HTTP ${r.last.status}`,
      );
    }

    console.log('\nA year of exports (target: server memory growth < 50 MB)');
    for (const [name, url] of [
      ['Stayfront Payouts.csv', `/api/services/owner/payouts-export/?${year}`],
      [
        'payout details, a year',
        `/api/services/owner/payout-details-export/?store_id=${storeId}&payout_start_date=${monthOf(11)}-01&payout_end_date=${lastDay(monthOf(0))}`,
      ],
    ]) {
      const r = await exportRun(base, host.cookie, url, pid);
      console.log(
        `  ${name.padEnd(24)} HTTP ${r.status}  ${r.rows} rows in ${(r.ms / 1000).toFixed(2)} s   peak RSS growth ${r.growthMb.toFixed(1)} MB`,
      );
    }
  } finally {
    await db.end().catch(() => {});
    await stop();
  }
}
