import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_STATUS_FILTERS,
  orderProductStatus,
  PURCHASE_STATUSES,
  type PurchaseStatus,
} from '@stayfront/core';
import { signedInOwner } from '../testing/factories';
import { signedInGuest } from '../testing/guest-factory';
import { createProductVia } from '../testing/product-factory';
import { createStoreVia } from '../testing/store-factory';
import { createTestApp, type TestApp } from '../testing/test-app';
import { orderLineStatusesFunction } from './order-line-statuses';

const migrationsDir = join(import.meta.dirname, '../../drizzle');

/** The statement that last (re)creates the function, in migration order. */
function latestMigratedFunction() {
  const files = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const statements = files.flatMap((name) =>
    readFileSync(join(migrationsDir, name), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*(--.*\n)*/, '').trim())
      .filter((statement) => statement.includes('FUNCTION "order_line_statuses"'))
      .map((statement) => ({ name, statement })),
  );
  return statements.at(-1)!;
}

describe('the order_line_statuses database function', () => {
  it('is the one core generates, as the latest migration that creates it has it', () => {
    const { name, statement } = latestMigratedFunction();
    expect(
      statement,
      `${name} has another rule than core: add a migration with \`npm run db:line-statuses\``,
    ).toBe(orderLineStatusesFunction());
  });
});

// One line: in a purchase of some status, refunded or not; or a cart line with no purchase yet.
type Line = { purchaseStatus: PurchaseStatus; isRefunded: boolean } | 'no purchase';

const LINES: Line[] = [
  'no purchase',
  ...PURCHASE_STATUSES.flatMap((purchaseStatus) =>
    [false, true].map((isRefunded) => ({ purchaseStatus, isRefunded })),
  ),
];

/** Core's words of an order: the filter words of its lines' status words. */
function coreWords(lines: Line[]) {
  const words = lines.flatMap((line) =>
    line === 'no purchase' ? [] : [orderProductStatus(line.purchaseStatus, line.isRefunded)],
  );
  return ORDER_STATUS_FILTERS.filter((word) => words.includes(word));
}

describe('the words the database keeps for an order', () => {
  let t: TestApp;
  let storeId: string;
  let productId: string;
  let guestUserId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const host = await signedInOwner(t);
    storeId = (await createStoreVia(host.client, host.ownerId)).id;
    productId = (await createProductVia(host.client, storeId)).id;
    guestUserId = (await signedInGuest(t)).userId;
  });
  afterAll(async () => {
    await t.close();
  });

  /** An order with these lines, each in a purchase of its own, written in one transaction. */
  async function orderWith(lines: Line[]) {
    return t.db.transaction(async (tx) => {
      const order = await tx.execute<{ id: string }>(sql`INSERT INTO orders
          (store_id, guest_user_id, status, placed_at, is_ready)
        VALUES (${storeId}, ${guestUserId}, 'COMP', now(), true) RETURNING id`);
      const orderId = order.rows[0]!.id;
      for (const line of lines) {
        let purchaseId: string | null = null;
        if (line !== 'no purchase') {
          const purchase = await tx.execute<{ id: string }>(sql`INSERT INTO purchases
              (order_id, status, amount_cents, convenience_fee_cents, guest_amount_cents,
               owner_profit_cents)
            VALUES (${orderId}, ${line.purchaseStatus}, 1000, 100, 1100, 900) RETURNING id`);
          purchaseId = purchase.rows[0]!.id;
        }
        await tx.execute(sql`INSERT INTO order_products
            (order_id, product_id, purchase_id, quantity, unit_price_cents, amount_cents,
             convenience_fee_cents, is_refunded)
          VALUES (${orderId}, ${productId}, ${purchaseId}, 1, 1000, 1000, 100,
            ${line !== 'no purchase' && line.isRefunded})`);
      }
      return orderId;
    });
  }

  async function databaseWords(orderId: string) {
    const result = await t.db.execute<{ kept: string[]; computed: string[] }>(sql`
      SELECT s.line_statuses AS kept, order_line_statuses(s.id) AS computed
      FROM order_summaries s WHERE s.id = ${orderId}`);
    return result.rows[0]!;
  }

  it("agree with core's line-status word for every line and every pair of lines", async () => {
    const orders = LINES.flatMap((first, i) => [[first], ...LINES.slice(i).map((l) => [first, l])]);
    const mismatches: string[] = [];
    for (const lines of orders) {
      const { kept, computed } = await databaseWords(await orderWith(lines));
      const expected = coreWords(lines);
      if (JSON.stringify([kept, computed]) !== JSON.stringify([expected, expected])) {
        mismatches.push(
          `${JSON.stringify(lines)}: core ${expected}, summary ${kept}, function ${computed}`,
        );
      }
    }
    expect(orders).toHaveLength(LINES.length + (LINES.length * (LINES.length + 1)) / 2);
    expect(mismatches).toEqual([]);
  });
});
