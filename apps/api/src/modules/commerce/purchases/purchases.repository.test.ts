import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../../db/schema/index';
import { placePaidOrder } from '../../../testing/paid-order-factory';
import { createProductVia } from '../../../testing/product-factory';
import { guestWithCart } from '../../../testing/shop-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  listOrderStockLines,
  lockOrderForPayment,
  lockOrderPurchases,
  lockOrderPurchasesWithLines,
} from './purchases.repository';

let t: TestApp;
let orderId: string;
beforeAll(async () => {
  t = await createTestApp();
  const {
    host,
    store,
    product: firewood,
  } = await guestWithCart(t, {
    product_name: 'Firewood',
    has_quantity: true,
    quantity: 9,
  });
  const breakfast = await createProductVia(host.client, store.id, { product_name: 'Breakfast' });
  ({ orderId } = await placePaidOrder(t, [
    { product_id: firewood.id, quantity: 2 },
    { product_id: breakfast.id },
  ]));
});
afterAll(async () => {
  await t.close();
});

const byId = <T extends { id: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.id.localeCompare(b.id));

describe("an order's purchases locked with its lines", () => {
  it('reads what locking the purchases and listing the lines read, in one statement', async () => {
    await t.db.transaction(async (tx) => {
      await lockOrderForPayment(tx, orderId);
      const both = await lockOrderPurchasesWithLines(tx, orderId);
      const purchasesAlone = await lockOrderPurchases(tx, orderId);
      expect(purchasesAlone.length).toBeGreaterThan(0);
      expect(both.purchases).toEqual(purchasesAlone);
      const linesAlone = await listOrderStockLines(tx, orderId);
      expect(linesAlone.map((line) => line.productName).sort()).toEqual(['Breakfast', 'Firewood']);
      expect(byId(both.lines)).toEqual(byId(linesAlone));
    });
  });

  it('reads nothing for an order that does not exist', async () => {
    await t.db.transaction(async (tx) => {
      expect(await lockOrderPurchasesWithLines(tx, crypto.randomUUID())).toEqual({
        purchases: [],
        lines: [],
      });
    });
  });

  // Two connections at once need PostgreSQL: PGlite has one.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'keeps the purchases locked until the transaction ends',
    async () => {
      let read!: () => void;
      let end!: () => void;
      const locked = new Promise<void>((resolve) => (read = resolve));
      const mayEnd = new Promise<void>((resolve) => (end = resolve));
      const holder = t.db.transaction(async (tx) => {
        await lockOrderPurchasesWithLines(tx, orderId);
        read();
        await mayEnd;
      });
      await locked;
      const [purchase] = await t.db
        .select({ id: purchases.id })
        .from(purchases)
        .where(eq(purchases.orderId, orderId));
      await expect(
        t.db.execute(sql`SELECT id FROM purchases WHERE id = ${purchase!.id} FOR UPDATE NOWAIT`),
      ).rejects.toMatchObject({ cause: { code: '55P03' } });
      end();
      await holder;
      const after = await t.db.execute(
        sql`SELECT id FROM purchases WHERE id = ${purchase!.id} FOR UPDATE NOWAIT`,
      );
      expect(after.rows).toHaveLength(1);
    },
  );
});
