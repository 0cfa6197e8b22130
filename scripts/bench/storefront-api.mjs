// Storefront API throughput on PostgreSQL next to a one-SELECT route, printed side by side.
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchApi } from './bench-api.mjs';
import { seedBenchStore } from './bench-store.mjs';
import { createSession } from './http.mjs';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function run(title, url, requests, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      { title, url, connections: CONNECTIONS, duration: DURATION_SECONDS, requests, headers },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const PORT = 3400;

export async function benchStorefrontApi(root) {
  const { base, databaseUrl, stop } = await startBenchApi(root, { name: 'storefront', port: PORT });
  let minimal;
  try {
    const { store, firstProduct } = await seedBenchStore(base, { products: 60, stock: 100 });
    const guest = createSession(base);
    await guest.post('/api/services/guest/', { isAnonymous: true, isActive: true });
    await guest.patch('/api/services/order/add/', { product_id: firstProduct.id, quantity: 1 });

    minimal = fork(path.join(root, 'scripts/bench/minimal-server.mjs'), {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(PORT + 1),
        PRODUCT_ID: firstProduct.id,
      },
    });
    await new Promise((resolve) => minimal.once('message', resolve));

    const storefront = await run(
      'storefront',
      base,
      [
        { method: 'GET', path: `/api/services/guest/store/${store.id}/` },
        { method: 'GET', path: `/api/services/guest/store/${store.id}/products/` },
        { method: 'GET', path: `/api/services/guest/store-cart/${store.id}/detail/` },
      ],
      // What a browser sends: every guest's browser takes compressed answers.
      { cookie: guest.cookie, 'accept-encoding': 'gzip, deflate, br' },
    );
    const baseline = await run('minimal', `http://127.0.0.1:${PORT + 1}/min`);
    const row = (name, r) =>
      `${name.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
    console.log(
      `\nStorefront API on PostgreSQL, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`,
    );
    console.log(row('store + 60 products + cart (mixed)', storefront));
    console.log(row('minimal route, one indexed SELECT', baseline));
    const ratio = storefront.requests.average / baseline.requests.average;
    console.log(
      `ratio storefront / minimal: ${ratio.toFixed(2)} (target >= 0.50); storefront p99 ${storefront.latency.p99} ms (target < 50 ms)`,
    );
    return { storefront, baseline, ratio };
  } finally {
    minimal?.kill();
    await stop();
  }
}
