// `npm run chaos [-- --kills N]`: bursts of checkouts, double submits, approvals, denials and
// refunds against the built server on PostgreSQL, killed with SIGKILL at random instants and
// restarted N times (default 20). Then one reconciliation pass and the invariants of issue 14;
// exits 1 when any does not hold.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildIfStale, root } from '../build-if-stale.mjs';
import { checkOut, decideRequest, refund, setUpStore } from './actors.mjs';
import { checkInvariants } from './invariants.mjs';
import { RECONCILE_QUEUE, runReconciliation } from './reconcile.mjs';
import { createChaosServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    kills: { type: 'string', default: '20' },
    guests: { type: 'string', default: '8' },
  },
});
const KILLS = Number(args.kills);
const GUESTS_PER_BURST = Number(args.guests);
const PORT = Number(process.env.CHAOS_PORT ?? 3460);
// Longer than the simulated provider's delivery lease, so events cut off by the last kill are
// sent again before the invariants are read.
const SETTLE_MS = Number(process.env.CHAOS_SETTLE_MS ?? 25_000);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** CHAOS_DATABASE_URL as given, else a fresh database on the local server (dropped after). */
async function openDatabase() {
  if (process.env.CHAOS_DATABASE_URL)
    return { url: process.env.CHAOS_DATABASE_URL, drop: async () => {} };
  const serverUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `stayfront_chaos_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      if (!process.env.CHAOS_KEEP_DB)
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      else console.log(`Kept ${url}`);
      await admin.end();
    },
  };
}

/** Orders and requests the host can act on now, read from the database. */
async function findHostWork(db, storeId) {
  const requests = await db.query(
    `SELECT p.owner_uuid FROM purchases p JOIN orders o ON o.id = p.order_id
     WHERE o.store_id = $1 AND p.status = 'HOLD' ORDER BY random() LIMIT 4`,
    [storeId],
  );
  const refundable = await db.query(
    `SELECT o.id AS order_id, (SELECT op.id FROM order_products op
        WHERE op.order_id = o.id AND NOT op.is_refunded LIMIT 1) AS line_id
     FROM orders o WHERE o.store_id = $1 AND o.status = 'COMP' AND EXISTS (
       SELECT 1 FROM purchases p WHERE p.order_id = o.id AND p.status = 'COMP'
         AND p.payment_intent_id IS NOT NULL)
     ORDER BY random() LIMIT 3`,
    [storeId],
  );
  return {
    ownerUuids: requests.rows.map((row) => row.owner_uuid),
    refunds: refundable.rows.map((row) => ({ orderId: row.order_id, lineId: row.line_id })),
  };
}

async function burst(server, shop, db) {
  const work = await findHostWork(db, shop.storeId);
  const actions = [
    ...Array.from({ length: GUESTS_PER_BURST }, (_, i) =>
      checkOut(server.base, shop, { doubleSubmit: i % 3 === 0 }),
    ),
    ...work.ownerUuids.map((uuid) => decideRequest(shop, uuid)),
    ...work.refunds.map((target) => refund(shop, target)),
  ];
  return Promise.allSettled(actions);
}

async function main() {
  buildIfStale();
  const database = await openDatabase();
  const db = new pg.Client({ connectionString: database.url });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stayfront-chaos-'));
  const server = createChaosServer(root, { databaseUrl: database.url, port: PORT, dataDir });
  try {
    await server.start();
    await db.connect();
    const shop = await setUpStore(server.base);
    for (let kill = 1; kill <= KILLS; kill += 1) {
      const running = burst(server, shop, db);
      await sleep(100 + Math.random() * 1400);
      await server.kill();
      await running;
      process.stdout.write(`kill ${kill}/${KILLS}\r`);
      await server.start();
      // Work after the restart, uninterrupted: events redelivered, requests and refunds decided.
      await Promise.allSettled([burst(server, shop, db), sleep(500)]);
    }
    console.log(`\nWaiting ${SETTLE_MS / 1000} s for redelivered events...`);
    await sleep(SETTLE_MS);
    const reconciled = await runReconciliation(database.url);
    if (reconciled === null)
      console.log(`No ${RECONCILE_QUEUE} job on this server: reconciliation skipped.`);
    else console.log(`Reconciliation pass: ${reconciled}`);
    await sleep(3_000);

    const { totals, discrepancies } = await checkInvariants(db, {
      stocked: shop.stocked,
      outboxDir: path.join(dataDir, 'outbox'),
    });
    console.log(
      `kills ${KILLS} · payments ${totals.payments} · orders ${totals.orders} · refunds ${totals.refunds} · discrepancies ${discrepancies.length}`,
    );
    const byKind = new Map();
    for (const found of discrepancies)
      byKind.set(found.kind, [...(byKind.get(found.kind) ?? []), found]);
    for (const [kind, list] of byKind) {
      console.log(`  ${kind}: ${list.length}`);
      for (const { detail } of list.slice(0, 5)) console.log(`    ${detail}`);
    }
    process.exitCode = discrepancies.length > 0 ? 1 : 0;
  } finally {
    await server.stop();
    await db.end().catch(() => {});
    await database.drop();
  }
}

await main();
