// What must hold after any crash (issue 14), read from the database, the simulated provider's
// own tables and the e-mail outbox. Each finding is one discrepancy line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Receipts sent per order number, read from the outbox's .eml files. */
function countReceipts(outboxDir) {
  const counts = new Map();
  let files = [];
  try {
    files = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return counts;
  }
  for (const name of files) {
    // Quoted-printable wraps long lines with a trailing "=".
    const text = readFileSync(path.join(outboxDir, name), 'utf8').replace(/=\r?\n/g, '');
    const match = /Here is your receipt for order #(\d+)/.exec(text);
    if (match) counts.set(match[1], (counts.get(match[1]) ?? 0) + 1);
  }
  return counts;
}

export async function checkInvariants(db, { stocked, outboxDir }) {
  const found = [];
  const add = (kind, detail) => found.push({ kind, detail });
  const rows = async (text, values) => (await db.query(text, values)).rows;

  // Every captured payment belongs to exactly one completed purchase, or was refunded in full.
  const captured = await rows(`
    SELECT i.id, i.amount_received_cents AS received, i.amount_refunded_cents AS refunded,
      i.metadata->>'order_id' AS order_id,
      (SELECT count(*) FROM purchases p WHERE p.payment_intent_id = i.id
        AND p.status IN ('COMP', 'RFND'))::int AS owners
    FROM simulated_intents i WHERE i.amount_received_cents > 0`);
  for (const intent of captured) {
    if (intent.refunded >= intent.received) continue;
    if (intent.owners !== 1)
      add(
        'charge without one completed purchase',
        `${intent.id} (order ${intent.order_id}): $${(intent.received - intent.refunded) / 100} kept, ${intent.owners} completed purchases`,
      );
  }

  // Every paid order is settled and has one receipt.
  const receipts = countReceipts(outboxDir);
  const paidOrders = await rows(`
    SELECT DISTINCT o.id, o.order_number::text AS number, o.status, o.is_ready, o.has_error
    FROM orders o JOIN purchases p ON p.order_id = o.id
    JOIN simulated_intents i ON i.id = p.payment_intent_id
    WHERE i.status IN ('succeeded', 'requires_capture') AND p.status <> 'FAIL'`);
  for (const order of paidOrders) {
    if (!order.is_ready || !['COMP', 'RFND'].includes(order.status))
      add('paid order not settled', `#${order.number} ${order.id}: status ${order.status}`);
    else if (!order.has_error && (receipts.get(order.number) ?? 0) !== 1)
      add('receipts', `#${order.number}: ${receipts.get(order.number) ?? 0} receipts sent`);
  }

  // Stock equals initial minus what is sold or held, never negative; a sale keeps its units.
  for (const product of stocked) {
    const [state] = await rows(
      `SELECT p.quantity,
        coalesce((SELECT sum(r.quantity) FROM stock_reservations r
          WHERE r.product_id = p.id AND r.released_at IS NULL), 0)::int AS held,
        (SELECT count(*) FROM order_products op JOIN purchases pu ON pu.id = op.purchase_id
          WHERE op.product_id = p.id AND pu.status IN ('COMP', 'RFND', 'HOLD')
            AND NOT EXISTS (SELECT 1 FROM stock_reservations r
              WHERE r.order_product_id = op.id AND r.released_at IS NULL))::int AS unheld_sales
      FROM products p WHERE p.id = $1`,
      [product.id],
    );
    if (state.quantity < 0) add('negative stock', `${product.name}: ${state.quantity}`);
    if (state.quantity !== product.initial - state.held)
      add(
        'stock drift',
        `${product.name}: ${state.quantity} left, expected ${product.initial} - ${state.held} held = ${product.initial - state.held}`,
      );
    if (state.unheld_sales > 0)
      add('stock put back for a sale', `${product.name}: ${state.unheld_sales} sold lines`);
  }

  // Every refund the provider made is complete in the product: a host's refund, or a payment no
  // live purchase kept, given back through the commerce outbox.
  const providerRefunds = await rows(`
    SELECT s.id, s.idempotency_key, s.amount_cents,
      coalesce(r.status, CASE WHEN o.done_at IS NOT NULL THEN 'COMP' END) AS status
    FROM simulated_refunds s LEFT JOIN refunds r ON r.idempotency_key = s.idempotency_key
    LEFT JOIN commerce_outbox o ON o.key = 'give-payment-back:' || s.intent_id`);
  for (const refund of providerRefunds) {
    if (refund.status !== 'COMP')
      add(
        'refund not complete',
        `${refund.id} ($${refund.amount_cents / 100}): ${refund.status ?? 'unknown to the product'}`,
      );
  }
  const unsent = await rows(`
    SELECT r.id FROM refunds r WHERE r.status = 'PEND'
      AND NOT EXISTS (SELECT 1 FROM simulated_refunds s WHERE s.idempotency_key = r.idempotency_key)`);
  for (const refund of unsent)
    add('refund left pending', `${refund.id}: never reached the provider`);

  // No purchase is stuck: the provider finished with its payment but the purchase did not move.
  const stuck = await rows(`
    SELECT p.id, p.status, i.status AS intent_status
    FROM purchases p JOIN simulated_intents i ON i.id = p.payment_intent_id
    WHERE p.status = 'PROC' AND (i.status <> 'requires_payment_method' OR i.last_error IS NOT NULL)`);
  for (const purchase of stuck)
    add('purchase stuck', `${purchase.id}: PROC while the payment is ${purchase.intent_status}`);

  const [totals] = await rows(`
    SELECT (SELECT count(*) FROM simulated_intents WHERE amount_received_cents > 0)::int AS payments,
      (SELECT count(*) FROM orders WHERE status <> 'PEND')::int AS orders,
      (SELECT count(*) FROM simulated_refunds)::int AS refunds`);
  return { totals, discrepancies: found };
}
