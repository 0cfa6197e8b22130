import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  customers,
  orderProducts,
  orders,
  productPrices,
  products,
  purchases,
  stores,
  users,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderProductRow = typeof orderProducts.$inferSelect;

export async function findOpenCart(db: DbOrTx, guestUserId: string, storeId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.guestUserId, guestUserId),
        eq(orders.storeId, storeId),
        eq(orders.status, 'PEND'),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

export async function insertOrder(db: DbOrTx, values: typeof orders.$inferInsert) {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function touchOrder(db: DbOrTx, orderId: string) {
  await db.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/** A guest's own order: the guest filter is part of the query. */
export async function findGuestOrder(db: DbOrTx, guestUserId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.guestUserId, guestUserId)));
  return row;
}

export async function findGuestOrderProduct(
  db: DbOrTx,
  guestUserId: string,
  orderProductId: string,
) {
  const [row] = await db
    .select({ line: orderProducts, order: orders })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .where(and(eq(orderProducts.id, orderProductId), eq(orders.guestUserId, guestUserId)));
  return row;
}

export async function insertOrderProduct(db: DbOrTx, values: typeof orderProducts.$inferInsert) {
  const [row] = await db.insert(orderProducts).values(values).returning();
  return row!;
}

export async function updateOrderProduct(
  db: DbOrTx,
  id: string,
  values: Partial<typeof orderProducts.$inferInsert>,
) {
  const [row] = await db
    .update(orderProducts)
    .set(values)
    .where(eq(orderProducts.id, id))
    .returning();
  return row!;
}

export async function deleteOrderProduct(db: DbOrTx, id: string) {
  await db.delete(orderProducts).where(eq(orderProducts.id, id));
}

/** Everything the order detail shows, in parallel queries. */
export async function loadOrderDetail(db: DbOrTx, order: OrderRow) {
  const [lines, [store], customer, [guest], orderPurchases] = await Promise.all([
    db
      .select({ line: orderProducts, product: products, price: productPrices })
      .from(orderProducts)
      .innerJoin(products, eq(products.id, orderProducts.productId))
      .leftJoin(productPrices, eq(productPrices.id, orderProducts.productPriceId))
      .where(eq(orderProducts.orderId, order.id))
      .orderBy(asc(orderProducts.createdAt), asc(orderProducts.id)),
    db.select({ storeName: stores.storeName }).from(stores).where(eq(stores.id, order.storeId)),
    order.customerId
      ? db.query.customers.findFirst({ where: eq(customers.id, order.customerId) })
      : undefined,
    db
      .select({ email: users.email, isAnonymous: users.isAnonymous })
      .from(users)
      .where(eq(users.id, order.guestUserId)),
    db.select().from(purchases).where(eq(purchases.orderId, order.id)),
  ]);
  return {
    order,
    lines,
    storeName: store?.storeName ?? '',
    customer,
    guest,
    purchases: orderPurchases,
  };
}
