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

// What an order holds: a line in a purchase of some status, refunded or not; a cart line with no
// purchase yet; or a purchase with no line, which reads as one line that was not refunded.
type Part =
  | { kind: 'line'; purchaseStatus: PurchaseStatus; isRefunded: boolean }
  | { kind: 'cart line' }
  | { kind: 'purchase without lines'; purchaseStatus: PurchaseStatus };

const PARTS: Part[] = [
  { kind: 'cart line' },
  ...PURCHASE_STATUSES.flatMap((purchaseStatus): Part[] => [
    { kind: 'line', purchaseStatus, isRefunded: false },
    { kind: 'line', purchaseStatus, isRefunded: true },
    { kind: 'purchase without lines', purchaseStatus },
  ]),
];

/** Core's words of an order: the filter words among its lines' status words. */
function coreWords(parts: Part[]) {
  const words = parts.flatMap((part) => {
    if (part.kind === 'cart line') return [];
    return [orderProductStatus(part.purchaseStatus, part.kind === 'line' && part.isRefunded)];
  });
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

  /** An order with these parts, each in a purchase of its own, written in one transaction. */
  async function orderWith(parts: Part[]) {
    return t.db.transaction(async (tx) => {
      const order = await tx.execute<{ id: string }>(sql`INSERT INTO orders
          (store_id, guest_user_id, status, placed_at, is_ready)
        VALUES (${storeId}, ${guestUserId}, 'COMP', now(), true) RETURNING id`);
      const orderId = order.rows[0]!.id;
      for (const part of parts) {
        let purchaseId: string | null = null;
        if (part.kind !== 'cart line') {
          const purchase = await tx.execute<{ id: string }>(sql`INSERT INTO purchases
              (order_id, status, amount_cents, convenience_fee_cents, guest_amount_cents,
               owner_profit_cents)
            VALUES (${orderId}, ${part.purchaseStatus}, 1000, 100, 1100, 900) RETURNING id`);
          purchaseId = purchase.rows[0]!.id;
        }
        if (part.kind === 'purchase without lines') continue;
        await tx.execute(sql`INSERT INTO order_products
            (order_id, product_id, purchase_id, quantity, unit_price_cents, amount_cents,
             convenience_fee_cents, is_refunded)
          VALUES (${orderId}, ${productId}, ${purchaseId}, 1, 1000, 1000, 100,
            ${part.kind === 'line' && part.isRefunded})`);
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

  it("agree with core's line-status word for every part and every pair of parts", async () => {
    const orders = PARTS.flatMap((first, i) => [[first], ...PARTS.slice(i).map((p) => [first, p])]);
    const mismatches: string[] = [];
    for (const parts of orders) {
      const { kept, computed } = await databaseWords(await orderWith(parts));
      const expected = coreWords(parts);
      if (JSON.stringify([kept, computed]) !== JSON.stringify([expected, expected])) {
        mismatches.push(
          `${JSON.stringify(parts)}: core ${expected}, summary ${kept}, function ${computed}`,
        );
      }
    }
    expect(orders).toHaveLength(PARTS.length + (PARTS.length * (PARTS.length + 1)) / 2);
    expect(mismatches).toEqual([]);
  });
});
