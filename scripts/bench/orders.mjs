// Orders at scale on PostgreSQL: 200,000 orders with 500,000 lines across 1,000 stores, seeded
// with set-based SQL. Prints the orders list p95 per filter, the CSV exports of the largest
// owner (time and the server's peak memory growth) and the pending-requests p95.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startBenchApi } from './bench-api.mjs';
import { createSession } from './http.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const STORES = 1000;
const BIG_OWNER_STORES = 250; // a quarter of the stores: 50,000 orders for one owner
const OTHER_OWNERS = 75;
const GUESTS = 2000;
const CUSTOMERS = 20_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const PASSWORD = 'Bench-Mark-2026!';

/**
 * Everything in a few INSERT ... SELECT statements over generate_series; temporary tables number
 * the rows so each order finds its store, customer and products by arithmetic.
 * Per 100 orders: 2 on hold (requests), 1 denied, 1 fully refunded, the rest completed; orders
 * alternate between 2 and 3 lines (2.5 on average); the first line of each has a service date.
 */
async function seed(db, bigOwnerId) {
  const run = (text, values) => db.query(text, values);
  await run(`INSERT INTO users (email, role, first_name)
    SELECT 'bench-owner-' || g || '@example.com', 'HOST', 'Owner ' || g
    FROM generate_series(1, ${OTHER_OWNERS}) g`);
  await run(`INSERT INTO owners (user_id)
    SELECT id FROM users WHERE email LIKE 'bench-owner-%'`);
  await run(`CREATE TEMP TABLE bench_owners AS
    SELECT o.id, row_number() OVER (ORDER BY o.id) AS n
    FROM owners o JOIN users u ON u.id = o.user_id WHERE u.email LIKE 'bench-owner-%'`);
  await run(
    `INSERT INTO stores (owner_id, store_name, city, postal_code)
    SELECT CASE WHEN g <= ${BIG_OWNER_STORES} THEN $1::uuid
      ELSE (SELECT id FROM bench_owners WHERE n = (g % ${OTHER_OWNERS}) + 1) END,
      'Bench Store ' || g, 'Aspen', '81611'
    FROM generate_series(1, ${STORES}) g`,
    [bigOwnerId],
  );
  await run(`CREATE TEMP TABLE bench_stores AS
    SELECT id, owner_id, substring(store_name FROM 13)::int AS n
    FROM stores WHERE store_name LIKE 'Bench Store %'`);
  await run(`INSERT INTO products (store_id, product_name, price_cents, category, subcategory,
      requires_approval)
    SELECT s.id, p.name, p.price, 'IH', 'Add ons', p.request
    FROM bench_stores s
    CROSS JOIN (VALUES ('Firewood', 2000, false), ('Late Check-Out', 3000, true))
      AS p(name, price, request)`);
  await run(`CREATE TEMP TABLE bench_products AS
    SELECT pr.id, s.n AS store_n, pr.requires_approval AS request, pr.price_cents
    FROM products pr JOIN bench_stores s ON s.id = pr.store_id`);
  await run(`CREATE INDEX ON bench_products (store_n, request)`);

  await run(`INSERT INTO users (email, role, is_anonymous)
    SELECT 'bench-guest-' || g || '@example.com', 'GUEST', true
    FROM generate_series(1, ${GUESTS}) g`);
  await run(`CREATE TEMP TABLE bench_guests AS
    SELECT id, substring(email FROM 13 FOR length(email) - 24)::int AS n
    FROM users WHERE email LIKE 'bench-guest-%'`);
  await run(`INSERT INTO customers (guest_user_id, first_name, last_name, phone, email)
    SELECT g.id, 'Guest', 'Number ' || c, '+1 555 010 ' || lpad((c % 10000)::text, 4, '0'),
      'guest' || c || '@example.com'
    FROM generate_series(1, ${CUSTOMERS}) c JOIN bench_guests g ON g.n = (c % ${GUESTS}) + 1`);
  await run(`CREATE TEMP TABLE bench_customers AS
    SELECT id, guest_user_id, substring(last_name FROM 8)::int AS n
    FROM customers WHERE email LIKE 'guest%@example.com'`);
  await run(`CREATE INDEX ON bench_customers (n)`);

  // Each order's number i, its ids, and what kind it is; the rest is derived from i.
  await run(`CREATE TEMP TABLE bench_orders AS
    SELECT i, gen_random_uuid() AS id, gen_random_uuid() AS purchase_id,
      CASE WHEN i % 100 IN (0, 1) THEN 'HOLD' WHEN i % 100 = 2 THEN 'CNCL'
        WHEN i % 100 = 3 THEN 'RFND' ELSE 'COMP' END AS kind,
      2 + i % 2 AS lines,
      now() - i * interval '150 seconds' AS placed_at
    FROM generate_series(1, ${ORDERS}) i`);
  // A bulk load skips the per-row summary triggers and rebuilds the summaries once, as migration
  // 0008 does: half a million deferred trigger calls would take longer than the load itself.
  const summaryTriggers = Object.entries({
    orders: 'orders_summary',
    purchases: 'purchases_order_summary',
    refunds: 'refunds_order_summary',
    order_products: 'order_products_order_summary',
  });
  for (const [table, trigger] of summaryTriggers) {
    await run(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
  }
  await run(`INSERT INTO orders (id, store_id, guest_user_id, customer_id, status, currency,
      is_ready, is_purchasable_off_platform, placed_at, created_at, updated_at)
    SELECT bo.id, s.id, c.guest_user_id, c.id,
      CASE WHEN bo.kind = 'RFND' THEN 'RFND' ELSE 'COMP' END, 'USD', true, false,
      bo.placed_at, bo.placed_at, bo.placed_at
    FROM bench_orders bo
    JOIN bench_stores s ON s.n = (bo.i % ${STORES}) + 1
    JOIN bench_customers c ON c.n = (bo.i % ${CUSTOMERS}) + 1`);
  await run(`INSERT INTO purchases (id, order_id, status, requires_approval, amount_cents,
      convenience_fee_cents, guest_amount_cents, owner_profit_cents, payment_intent_id,
      is_primary_payment, amount_refunded_cents, decided_by, created_at, updated_at)
    SELECT bo.purchase_id, bo.id, bo.kind, bo.kind IN ('HOLD', 'CNCL'),
      bo.lines * p.price_cents, bo.lines * p.price_cents * 8 / 100,
      bo.lines * p.price_cents * 108 / 100, bo.lines * p.price_cents * 9 / 10,
      'pi_bench_' || bo.i, true,
      CASE WHEN bo.kind = 'RFND' THEN bo.lines * p.price_cents * 108 / 100 ELSE 0 END,
      CASE WHEN bo.kind = 'CNCL' THEN 'owner' END, bo.placed_at, bo.placed_at
    FROM bench_orders bo
    JOIN bench_products p ON p.store_n = (bo.i % ${STORES}) + 1
      AND p.request = (bo.kind IN ('HOLD', 'CNCL'))`);
  await run(`INSERT INTO order_products (order_id, product_id, quantity, unit_price_cents,
      amount_cents, convenience_fee_cents, delivery_date, purchase_id, owner_profit_cents,
      is_refunded, amount_refunded_cents, created_at)
    SELECT bo.id, p.id, 1, p.price_cents, p.price_cents, p.price_cents * 8 / 100,
      CASE WHEN j = 1 THEN (bo.placed_at AT TIME ZONE 'UTC')::date + 7 END,
      bo.purchase_id, p.price_cents * 9 / 10, bo.kind = 'RFND',
      CASE WHEN bo.kind = 'RFND' THEN p.price_cents * 108 / 100 ELSE 0 END,
      bo.placed_at + j * interval '1 millisecond'
    FROM bench_orders bo
    CROSS JOIN LATERAL generate_series(1, bo.lines) j
    JOIN bench_products p ON p.store_n = (bo.i % ${STORES}) + 1
      AND p.request = (bo.kind IN ('HOLD', 'CNCL'))`);
  // Every refund that went through leaves its row in the refunds ledger.
  await run(`INSERT INTO refunds (request_id, refund_type, order_id, purchase_id, amount_cents,
      idempotency_key, status, provider_refund_id, created_at, completed_at)
    SELECT gen_random_uuid(), 'order', bo.id, bo.purchase_id, bo.lines * 2160,
      'refund:purchase:' || bo.purchase_id || ':1', 'COMP', 're_bench_' || bo.i,
      bo.placed_at, bo.placed_at
    FROM bench_orders bo WHERE bo.kind = 'RFND'`);
  await run('SELECT rebuild_order_summaries()');
  for (const [table, trigger] of summaryTriggers) {
    await run(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
  }
  // Autovacuum's steady state: statistics and the visibility map index-only scans rely on.
  await run('VACUUM ANALYZE');
  const counts = await run(
    `SELECT (SELECT count(*) FROM orders)::int AS orders,
      (SELECT count(*) FROM order_products)::int AS lines,
      (SELECT count(*) FROM stores)::int AS stores,
      (SELECT count(*) FROM orders o JOIN stores s ON s.id = o.store_id
        WHERE s.owner_id = $1)::int AS big_owner_orders`,
    [bigOwnerId],
  );
  return counts.rows[0];
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sequential GETs (after a warm-up): the latency one host sees, p50 and p95 in ms. */
export async function latency(base, cookie, url) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, { headers: { cookie } });
    const body = await response.text();
    return { ms: performance.now() - started, status: response.status, body };
  };
  for (let i = 0; i < 5; i += 1) await once();
  const times = [];
  let last;
  for (let i = 0; i < SAMPLES; i += 1) {
    last = await once();
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), status: last.status, last };
}

export function rssBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/** Downloads a CSV while sampling the server's resident memory; answers time, size and growth. */
export async function exportRun(base, cookie, url, pid) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const baseline = rssBytes(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, 10);
  const started = performance.now();
  const response = await fetch(`${base}${url}`, { headers: { cookie } });
  let bytes = 0;
  let rows = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) rows += 1;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssBytes(pid));
  return {
    status: response.status,
    ms,
    bytes,
    rows: rows - 1,
    growthMb: (peak - baseline) / 2 ** 20,
  };
}

export async function benchOrders(root) {
  const { base, databaseUrl, pid, stop } = await startBenchApi(root, {
    name: 'orders',
    port: 3410,
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    const host = createSession(base);
    await host.post('/api/services/owner/', {
      firstName: 'Bench',
      email: 'bench-orders@example.com',
      password: PASSWORD,
    });
    const me = await host.post('/api/jwt/login/', {
      email: 'bench-orders@example.com',
      password: PASSWORD,
    });
    await db.connect();
    const seedStarted = performance.now();
    const counts = await seed(db, me.owner_id);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(
      `\nOrders on PostgreSQL: ${counts.orders} orders, ${counts.lines} lines, ${counts.stores} stores, seeded in ${seedSeconds.toFixed(1)} s`,
    );
    console.log(
      `The measured owner has ${counts.big_owner_orders} orders in ${BIG_OWNER_STORES} stores; ${SAMPLES} sequential requests per row`,
    );

    const [{ id: storeId }] =
      // Store 5: its orders are mostly completed (store 1's are all requests on hold).
      (await db.query(`SELECT id FROM stores WHERE store_name = 'Bench Store 5'`)).rows;
    // Month ranges inside the seeded year, which ends now.
    const month = (monthsAgo) => {
      const now = new Date();
      const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
      const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
      return `start_date=${first.toISOString().slice(0, 10)}&end_date=${last.toISOString().slice(0, 10)}`;
    };
    const list = '/api/services/order/list/';
    const filters = [
      ['no filter (page 1)', ''],
      ['page 100 (offset 990)', '?offset=990'],
      ['store', `?store_id=${storeId}`],
      ['status completed', '?status=completed'],
      ['status hold', '?status=hold'],
      ['status cancel', '?status=cancel'],
      ['status refunded', '?status=refunded'],
      ['date of order, one month', `?${month(2)}`],
      ['date of service, one month', `?date_filter=date_of_service&${month(2)}`],
      ['status hold + date of order', `?status=hold&${month(2)}`],
      ['store + completed + month', `?store_id=${storeId}&status=completed&${month(2)}`],
    ];

    console.log('\nGET /api/services/order/list/ (target p95 < 50 ms)');
    for (const [name, query] of filters) {
      const r = await latency(base, host.cookie, `${list}${query}`);
      const count = r.status === 200 ? JSON.parse(r.last.body).count : `HTTP ${r.status}`;
      console.log(
        `  ${name.padEnd(30)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   count ${count}`,
      );
    }

    console.log('\nCSV exports of the measured owner (target: server memory growth < 50 MB)');
    for (const [name, path_] of [
      ['order_sales.csv', '/api/services/order/export-orders/'],
      ['product_sales.csv', '/api/services/order/export-orderproducts/'],
    ]) {
      const r = await exportRun(base, host.cookie, path_, pid);
      console.log(
        `  ${name.padEnd(18)} HTTP ${r.status}  ${r.rows} rows  ${(r.bytes / 2 ** 20).toFixed(1)} MB  in ${(r.ms / 1000).toFixed(2)} s   peak RSS growth ${r.growthMb.toFixed(1)} MB`,
      );
    }

    const pending = `/api/services/orderproduct/owner/${me.owner_id}/need-approval/`;
    const r = await latency(base, host.cookie, pending);
    if (r.status === 200) {
      console.log(
        `\nGET ${pending.replace(me.owner_id, '{ownerId}')}  p50 ${r.p50.toFixed(1)} ms   p95 ${r.p95.toFixed(1)} ms   count ${JSON.parse(r.last.body).count}`,
      );
    } else {
      console.log(`\nPending requests: HTTP ${r.status} (the endpoint is not available yet)`);
    }
  } finally {
    await db.end().catch(() => {});
    await stop();
  }
}
