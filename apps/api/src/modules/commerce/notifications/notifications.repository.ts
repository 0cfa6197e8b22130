import { maxNotificationNumbers, planHasFeature, type Plan } from '@stayfront/core';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { allKeys, jsonArray, jsonObject, jsonRows, rowFromJson } from '../../../db/json-object';
import { lineProductJson, lineProductName } from '../../../db/line-product-name';
import { preparedOnce } from '../../../db/prepared';
import {
  orderPurchasesJson,
  purchasesFromJson,
  type PurchaseRow,
} from '../purchases/purchases.repository';
import {
  cohosts,
  customers,
  merchants,
  orderProducts,
  orders,
  owners,
  phoneNotificationSettings,
  productPrices,
  productDelegates,
  products,
  stores,
  users,
} from '../../../db/schema/index';

type RowJson = Record<string, unknown>;
type LineJson = { line: RowJson; product: RowJson; option: RowJson | null };

// What the notices read of the people behind the store (no timestamps: they arrive as JSON).
const SMS_FLAGS = ['phoneNumber', 'isSalesSmsEnabled', 'isRequestSmsEnabled'] as const;
const DELEGATE_FIELDS = ['productId', 'email', 'isShowPrice', ...SMS_FLAGS] as const;

type Picked<T, K extends readonly (keyof T)[]> = Pick<T, K[number]>;
type Delegate = Picked<typeof productDelegates.$inferSelect, typeof DELEGATE_FIELDS>;
type Cohost = Picked<typeof cohosts.$inferSelect, typeof SMS_FLAGS>;
type Phone = Picked<typeof phoneNotificationSettings.$inferSelect, typeof SMS_FLAGS>;

/**
 * Who hears of the order's sale, as JSON text parsed only by the notices: its products' contacts,
 * the owner's accepted co-hosts with their sign-in e-mail, and the owner's numbers in the order
 * they were saved.
 */
const orderListeners = {
  delegates: sql<string>`${jsonArray(
    jsonObject(productDelegates, DELEGATE_FIELDS),
    sql`from ${productDelegates} where ${productDelegates.productId} in (
      select ${orderProducts.productId} from ${orderProducts}
      where ${orderProducts.orderId} = ${orders.id})`,
    sql`${productDelegates.id}`,
  )}::text`,
  // The inner `users` (the co-host's) hides the outer one (the owner's) in this subquery.
  cohosts: sql<string>`${jsonArray(
    sql`json_build_object('cohost', ${jsonObject(cohosts, SMS_FLAGS)}, 'email', ${users.email})`,
    sql`from ${cohosts} join ${users} on ${users.id} = ${cohosts.userId}
      where ${cohosts.ownerId} = ${owners.id} and ${cohosts.status} = 'ACCEPTED'`,
    sql`${cohosts.createdAt}, ${cohosts.id}`,
  )}::text`,
  phones: sql<string>`${jsonArray(
    jsonObject(phoneNotificationSettings, SMS_FLAGS),
    sql`from ${phoneNotificationSettings}
      where ${phoneNotificationSettings.ownerId} = ${owners.id}`,
    sql`${phoneNotificationSettings.createdAt}, ${phoneNotificationSettings.id}`,
  )}::text`,
};

/**
 * What the receipt and the notices of a paid order read, in one prepared query (one snapshot):
 * the order with its store, owner and guest; as JSON its purchases and its lines with product and
 * option, read back into rows as drizzle's own select gives them (each line's product named as
 * the guest bought it); and who hears of the sale.
 */
const orderNews = preparedOnce((db) =>
  db
    .select({
      order: orders,
      customer: customers,
      storeName: stores.storeName,
      ownerId: owners.id,
      plan: owners.plan,
      ownerEmail: users.email,
      purchases: orderPurchasesJson,
      lines: sql<string>`${jsonRows(
        sql`select ${jsonObject(orderProducts, allKeys(orderProducts))} as "line",
            ${lineProductJson(allKeys(products))} as "product",
            case when ${productPrices.id} is null then null
              else ${jsonObject(productPrices, allKeys(productPrices))} end as "option"
          from ${orderProducts}
          inner join ${products} on ${products.id} = ${orderProducts.productId}
          left join ${productPrices} on ${productPrices.id} = ${orderProducts.productPriceId}
          where ${orderProducts.orderId} = ${orders.id}
          order by ${orderProducts.createdAt}, ${orderProducts.id}`,
      )}::text`,
      listeners: orderListeners,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(owners, eq(owners.id, stores.ownerId))
    .innerJoin(users, eq(users.id, owners.userId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('order_news'),
);

export async function loadOrderNews(db: DbOrTx, orderId: string) {
  const [row] = await orderNews(db).execute({ orderId });
  if (!row) return null;
  const { purchases: purchasesJson, lines: linesJson, ...head } = row;
  return {
    ...head,
    purchases: purchasesFromJson(purchasesJson),
    lines: (JSON.parse(linesJson) as LineJson[]).map(({ line, product, option }) => ({
      line: rowFromJson(orderProducts, line),
      product: rowFromJson(products, product),
      option: option ? rowFromJson(productPrices, option) : null,
    })),
  };
}

export type OrderNews = NonNullable<Awaited<ReturnType<typeof loadOrderNews>>>;

/** Everything the notifications of one paid order need: its news and who hears of it. */
export async function loadOrderAudience(db: DbOrTx, news: OrderNews) {
  const merchantIds = [
    ...new Set(news.purchases.map((p) => p.merchantId).filter((id): id is string => id != null)),
  ];
  const sellers = merchantIds.length
    ? await db.select().from(merchants).where(inArray(merchants.id, merchantIds))
    : [];
  const { listeners, plan } = news;
  const phones = JSON.parse(listeners.phones) as Phone[];
  // After a downgrade the numbers and co-hosts beyond the plan are kept but get nothing.
  return {
    ...news,
    delegates: JSON.parse(listeners.delegates) as Delegate[],
    cohosts: planHasFeature(plan, 'cohosts')
      ? (JSON.parse(listeners.cohosts) as { cohost: Cohost; email: string }[])
      : [],
    phones: phones.slice(0, maxNotificationNumbers(plan)),
    merchants: new Map(sellers.map((m) => [m.id, m])),
  };
}

export type OrderAudience = Awaited<ReturnType<typeof loadOrderAudience>>;

/**
 * The owner's numbers and the opted-in co-hosts' numbers that take request texts, within what
 * the plan allows: the first numbers saved, and co-hosts only on plans that have them.
 */
export async function loadRequestTextPhones(db: DbOrTx, ownerId: string, plan: Plan) {
  const [phones, team] = await Promise.all([
    db
      .select({
        phone: phoneNotificationSettings.phoneNumber,
        wants: phoneNotificationSettings.isRequestSmsEnabled,
      })
      .from(phoneNotificationSettings)
      .where(eq(phoneNotificationSettings.ownerId, ownerId))
      .orderBy(asc(phoneNotificationSettings.createdAt), asc(phoneNotificationSettings.id))
      .then((rows) => rows.slice(0, maxNotificationNumbers(plan)).filter((row) => row.wants)),
    planHasFeature(plan, 'cohosts')
      ? db
          .select({ phone: cohosts.phoneNumber })
          .from(cohosts)
          .where(
            and(
              eq(cohosts.ownerId, ownerId),
              eq(cohosts.status, 'ACCEPTED'),
              eq(cohosts.isRequestSmsEnabled, true),
            ),
          )
      : [],
  ]);
  return [...phones, ...team].map((row) => row.phone).filter((phone): phone is string => !!phone);
}

/** The stock left of products just sold, for the low-stock notices. */
export function loadStockOfProducts(db: DbOrTx, productIds: string[]) {
  return db
    .select({
      id: products.id,
      quantity: products.quantity,
      alertThreshold: products.alertThreshold,
      productName: products.productName,
      storeId: products.storeId,
    })
    .from(products)
    .where(inArray(products.id, productIds));
}

/** Where a refund e-mail goes and what it names: the order, its store and its guest. */
export async function loadRefundRecipient(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({
      order: orders,
      storeName: stores.storeName,
      customer: customers,
      userEmail: users.email,
      userIsAnonymous: users.isAnonymous,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(users, eq(users.id, orders.guestUserId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  return row;
}

/** The refunded lines by name, for the refund e-mail. */
export function loadRefundedLineNames(db: DbOrTx, lineIds: string[]) {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db
    .select({ quantity: orderProducts.quantity, productName: lineProductName })
    .from(orderProducts)
    .innerJoin(products, eq(products.id, orderProducts.productId))
    .where(inArray(orderProducts.id, lineIds));
}

/**
 * Everything the request page shows: the order, the store and its owner, the guest, the lines
 * (each line's product named as the guest bought it).
 */
export async function loadRequestContext(db: DbOrTx, purchase: PurchaseRow) {
  const [[head], lines, merchant] = await Promise.all([
    db
      .select({
        order: orders,
        storeName: stores.storeName,
        storeId: stores.id,
        ownerId: owners.id,
        ownerPlan: owners.plan,
        ownerEmail: users.email,
        customer: customers,
      })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .innerJoin(owners, eq(owners.id, stores.ownerId))
      .innerJoin(users, eq(users.id, owners.userId))
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, purchase.orderId)),
    db
      .select({
        line: orderProducts,
        product: { ...getTableColumns(products), productName: lineProductName },
        price: productPrices,
      })
      .from(orderProducts)
      .innerJoin(products, eq(products.id, orderProducts.productId))
      .leftJoin(productPrices, eq(productPrices.id, orderProducts.productPriceId))
      .where(eq(orderProducts.purchaseId, purchase.id))
      .orderBy(asc(orderProducts.createdAt), asc(orderProducts.id)),
    purchase.merchantId
      ? db.query.merchants.findFirst({ where: eq(merchants.id, purchase.merchantId) })
      : undefined,
  ]);
  return { ...head!, lines, merchant };
}

export type RequestContext = Awaited<ReturnType<typeof loadRequestContext>>;
