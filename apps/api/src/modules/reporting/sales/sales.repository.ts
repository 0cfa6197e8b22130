import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { lineProductName } from '../../../db/line-product-name';
import {
  customers,
  orderProducts,
  orders,
  productPrices,
  products,
  purchases,
  stores,
  users,
} from '../../../db/schema/index';
import { guestColumns } from './guest-details';

/** A purchase in one of the owner's stores; the owner filter is part of the query. */
export async function findOwnerPurchase(db: DbOrTx, ownerId: string, purchaseId: string) {
  const [row] = await db
    .select({
      purchase: purchases,
      order: orders,
      storeName: stores.storeName,
      guest: guestColumns,
    })
    .from(purchases)
    .innerJoin(orders, eq(orders.id, purchases.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(users, eq(users.id, orders.guestUserId))
    .where(and(eq(purchases.id, purchaseId), eq(stores.ownerId, ownerId)));
  return row;
}

export type OwnerPurchase = NonNullable<Awaited<ReturnType<typeof findOwnerPurchase>>>;

/** The order's purchases, for the order detail's other purchases beside the one it shows. */
export function listOrderPurchases(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(purchases)
    .where(eq(purchases.orderId, orderId))
    .orderBy(asc(purchases.createdAt), asc(purchases.id));
}

/** Every placed line of the order, each with the purchase it is paid in. */
export function listOrderLines(db: DbOrTx, orderId: string) {
  return db
    .select({
      line: orderProducts,
      productName: lineProductName,
      optionLabel: productPrices.label,
      optionTimeLabel: productPrices.timeLabel,
    })
    .from(orderProducts)
    .innerJoin(products, eq(products.id, orderProducts.productId))
    .leftJoin(productPrices, eq(productPrices.id, orderProducts.productPriceId))
    .where(and(eq(orderProducts.orderId, orderId), isNotNull(orderProducts.purchaseId)))
    .orderBy(asc(orderProducts.createdAt), asc(orderProducts.id));
}

export type PurchaseLine = Awaited<ReturnType<typeof listOrderLines>>[number];
