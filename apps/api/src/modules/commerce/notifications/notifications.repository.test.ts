import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  orderProducts,
  orders,
  productPrices,
  products,
  purchases,
} from '../../../db/schema/index';
import { signedInOwner } from '../../../testing/factories';
import { placePaidOrder } from '../../../testing/paid-order-factory';
import { createMixedProducts } from '../../../testing/product-factory';
import { createStoreVia } from '../../../testing/store-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { loadOrderNews } from './notifications.repository';

let t: TestApp;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp();
  const host = await signedInOwner(t);
  const storeId = (await createStoreVia(host.client, host.ownerId, { storeName: 'Pine Cabin' })).id;
  const { firewood, bikes, fullDay, errand } = await createMixedProducts(host.client, storeId);
  ({ orderId } = await placePaidOrder(t, [
    { product_id: firewood.id, quantity: 2, note: 'Stack it by the door' },
    { product_id: bikes.id, product_price_id: fullDay.id, delivery_date: '2031-06-01' },
    { product_id: errand.id },
  ]));
});
afterAll(async () => {
  await t.close();
});

describe('loadOrderNews', () => {
  it("reads the order, its purchases and its lines as drizzle's own selects do", async () => {
    const news = await loadOrderNews(t.db, orderId);

    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.id, order!.customerId!));
    const orderPurchases = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.orderId, orderId))
      .orderBy(asc(purchases.createdAt), asc(purchases.id));
    const lines = await t.db
      .select({ line: orderProducts, product: products, option: productPrices })
      .from(orderProducts)
      .innerJoin(products, eq(products.id, orderProducts.productId))
      .leftJoin(productPrices, eq(productPrices.id, orderProducts.productPriceId))
      .where(eq(orderProducts.orderId, orderId))
      .orderBy(asc(orderProducts.createdAt), asc(orderProducts.id));

    expect(news).toMatchObject({ order, customer, storeName: 'Pine Cabin' });
    // Same values and the same types: dates as dates, bigints as numbers, JSON as it was saved.
    expect(news!.purchases).toStrictEqual(orderPurchases);
    expect(news!.lines).toStrictEqual(lines);
    expect(orderPurchases).toHaveLength(2);
    expect(lines.map(({ option }) => option?.label ?? null)).toEqual([null, 'Full day', null]);
    expect(news!.lines[1]!.line.deliveryDate).toBe('2031-06-01');
    expect(news!.lines[0]!.line.createdAt).toBeInstanceOf(Date);
    expect(typeof news!.lines[0]!.product.revision).toBe('number');
  });

  it('answers null for an order that does not exist', async () => {
    expect(await loadOrderNews(t.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
