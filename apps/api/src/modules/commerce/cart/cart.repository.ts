import {
  and,
  asc,
  eq,
  getTableColumns,
  isNull,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { jsonArray, jsonObject } from '../../../db/json-object';
import { lineProductJson } from '../../../db/line-product-name';
import { preparedOnce } from '../../../db/prepared';
import {
  customers,
  orderProducts,
  orders,
  productExtraFields,
  productPrices,
  products,
  purchases,
  sessions,
  stores,
  users,
} from '../../../db/schema/index';
import {
  isPlainLiveSessionOfClaims,
  sessionSeenLongAgo,
} from '../../identity/auth/sessions.repository';
import { isLiveStore } from '../../storefront/pages/storefront.repository';

export type OrderRow = typeof orders.$inferSelect;
export type OrderProductRow = typeof orderProducts.$inferSelect;

/**
 * Makes concurrent first adds of one guest in one store wait for each other until the end of the
 * transaction, so the second finds the cart the first made instead of making another.
 */
export async function lockCartCreation(tx: DbOrTx, guestUserId: string, storeId: string) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`cart:${guestUserId}:${storeId}`}))`,
  );
}

/** Opens a cart for the guest in the store unless one is open there (under lockCartCreation). */
export async function openCartUnlessOpen(
  tx: DbOrTx,
  guestUserId: string,
  storeId: string,
  currency: string,
) {
  await tx.execute(sql`
    INSERT INTO orders (store_id, guest_user_id, currency)
    SELECT ${storeId}::uuid, ${guestUserId}::uuid, ${currency}
    WHERE NOT EXISTS (
      SELECT 1 FROM orders
      WHERE guest_user_id = ${guestUserId}::uuid AND store_id = ${storeId}::uuid
        AND status = 'PEND'
    )`);
}

export type NewCartLine = Omit<typeof orderProducts.$inferInsert, 'orderId'>;

/**
 * Adds a line to the guest's newest open cart in the store, in one statement: the cart is found
 * and locked (a checkout holds the same lock: the line waits for it, then goes to a new cart if
 * it placed the order), the line written unless the order would then come to more than
 * `maxOrderCents` (with fees) or its lines would hold more of the product than is in stock (a
 * second line of one product), and the cart marked as changed. Answers the cart's id, whether the
 * line went in, and what the order held and the shelf had, or undefined when the guest has no
 * open cart there.
 */
export async function addLineToOpenCart(
  db: DbOrTx,
  guestUserId: string,
  storeId: string,
  line: NewCartLine,
  maxOrderCents: number,
) {
  const lineTotal = line.amountCents + line.convenienceFeeCents;
  const result = await db.execute<{ id: string; added: boolean } & HeldRow>(sql`
    WITH cart AS (
      SELECT id FROM orders
      WHERE guest_user_id = ${guestUserId}::uuid AND store_id = ${storeId}::uuid
        AND status = 'PEND'
      ORDER BY created_at DESC LIMIT 1
      FOR NO KEY UPDATE
    ), held AS (
      SELECT cart.id, h.* FROM cart, LATERAL (${heldByOrder(sql`cart.id`, line.productId)}) h
    ), line AS (
      INSERT INTO order_products (order_id, product_id, product_price_id, quantity,
        unit_price_cents, amount_cents, convenience_fee_cents, delivery_date, note,
        extra_field_values)
      SELECT held.id, ${line.productId}::uuid, ${line.productPriceId ?? null}::uuid,
        ${line.quantity}::int, ${line.unitPriceCents}::int, ${line.amountCents}::int,
        ${line.convenienceFeeCents}::int, ${line.deliveryDate ?? null}::date, ${line.note ?? ''},
        ${JSON.stringify(line.extraFieldValues ?? [])}::jsonb
      FROM held
      WHERE held.total_cents + ${lineTotal}::int <= ${maxOrderCents}::int
        AND (held.stock IS NULL OR held.quantity + ${line.quantity}::int <= held.stock)
      RETURNING order_id
    ), touched AS (
      UPDATE orders SET updated_at = now() FROM line WHERE orders.id = line.order_id
    )
    SELECT held.*, EXISTS (SELECT 1 FROM line) AS added FROM held`);
  const row = result.rows[0];
  return row && { id: row.id, added: row.added, held: heldOf(row) };
}

type HeldRow = {
  total_cents: string | number;
  quantity: string | number;
  stock: number | null;
};

/**
 * A query of one row: what an order's lines (but `exceptLineId`) come to with fees, how many of
 * the product they hold, and the product's stock (null when it does not count it).
 */
function heldByOrder(orderId: SQL, productId: string, exceptLineId?: string) {
  return sql`SELECT coalesce(sum(amount_cents + convenience_fee_cents), 0) AS total_cents,
      coalesce(sum(quantity) FILTER (WHERE product_id = ${productId}::uuid), 0) AS quantity,
      (SELECT CASE WHEN has_quantity THEN coalesce(quantity, 0) END FROM products
        WHERE id = ${productId}::uuid) AS stock
    FROM order_products
    WHERE order_id = ${orderId}${exceptLineId ? sql` AND id <> ${exceptLineId}::uuid` : sql``}`;
}

const heldOf = (row: HeldRow) => ({
  totalCents: Number(row.total_cents),
  quantity: Number(row.quantity),
  stock: row.stock,
});

/** What the order's other lines hold (heldByOrder), for a line about to change. */
export async function heldByOtherLines(
  db: DbOrTx,
  orderId: string,
  productId: string,
  exceptLineId: string,
) {
  const result = await db.execute<HeldRow>(
    heldByOrder(sql`${orderId}::uuid`, productId, exceptLineId),
  );
  return heldOf(result.rows[0]!);
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

/** Joins the order of placeholder `orderId` if it is the session's user's (`users` joined). */
export const isOrderOfSessionUser = () =>
  and(eq(orders.id, sql.placeholder('orderId')), eq(orders.guestUserId, users.id));

/**
 * findGuestOrder for the user of a session token, with the session's check in it
 * (`sessionInHandler` routes): no row when the session no longer holds; `order` null when the
 * order is not its user's.
 */
const sessionGuestOrder = preparedOnce((db) =>
  db
    .select({ role: users.role, seenLongAgo: sessionSeenLongAgo, order: orders })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(orders, isOrderOfSessionUser())
    .where(isPlainLiveSessionOfClaims())
    .prepare('session_guest_order'),
);

export async function findSessionGuestOrder(
  db: DbOrTx,
  claims: { sub: string; sid: string },
  orderId: string,
) {
  const [row] = await sessionGuestOrder(db).execute({
    orderId,
    userId: claims.sub,
    sessionId: claims.sid,
  });
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

/**
 * The order with its lines as whole rows, each with its product and price: what a checkout
 * checks and prices, and what a receipt lists (the detail a guest reads is findOrderDetail).
 */
export async function loadOrderLines(db: DbOrTx, order: OrderRow) {
  const lines = await db
    .select({ line: orderProducts, product: products, price: productPrices })
    .from(orderProducts)
    .innerJoin(products, eq(products.id, orderProducts.productId))
    .leftJoin(productPrices, eq(productPrices.id, orderProducts.productPriceId))
    .where(eq(orderProducts.orderId, order.id))
    .orderBy(asc(orderProducts.createdAt), asc(orderProducts.id));
  return { order, lines };
}

// What the order detail shows of each table (see toOrderDetail), for the one-query cart below.
const ORDER_FIELDS = [
  'id',
  'orderNumber',
  'storeId',
  'currency',
  'status',
  'isPurchasableOffPlatform',
  'isReady',
  'hasError',
] as const satisfies readonly (keyof OrderRow)[];
const LINE_FIELDS = [
  'id',
  'purchaseId',
  'quantity',
  'unitPriceCents',
  'amountCents',
  'convenienceFeeCents',
  'deliveryDate',
  'note',
  'extraFieldValues',
] as const satisfies readonly (keyof OrderProductRow)[];
const LINE_PRODUCT_FIELDS = [
  'id',
  'productName',
  'category',
  'image',
  'requiresApproval',
  'priceType',
  'isPurchasableOffPlatform',
  'instructionsOffPlatform',
  'isActive',
  'deletedAt',
  'priceCents',
  'hasQuantity',
  'quantity',
] as const satisfies readonly (keyof typeof products.$inferSelect)[];
const LINE_PRICE_FIELDS = [
  'id',
  'label',
  'timeLabel',
  'priceCents',
  'isVariablePrice',
  'retiredAt',
] as const satisfies readonly (keyof typeof productPrices.$inferSelect)[];
const CUSTOMER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
] as const satisfies readonly (keyof typeof customers.$inferSelect)[];
const PURCHASE_FIELDS = [
  'id',
  'status',
  'requiresApproval',
  'guestUuid',
  'approvalNote',
  'failureMessage',
] as const satisfies readonly (keyof typeof purchases.$inferSelect)[];

type Picked<T, K extends readonly (keyof T)[]> = Pick<T, K[number]>;

/** An order with what its detail shows, as the order and cart queries' JSON reads it. */
export interface OrderDetailSource {
  order: Picked<OrderRow, typeof ORDER_FIELDS>;
  lines: {
    line: Picked<OrderProductRow, typeof LINE_FIELDS>;
    product: Picked<typeof products.$inferSelect, typeof LINE_PRODUCT_FIELDS>;
    price: Picked<typeof productPrices.$inferSelect, typeof LINE_PRICE_FIELDS> | null;
  }[];
  storeName: string;
  customer: Picked<typeof customers.$inferSelect, typeof CUSTOMER_FIELDS> | null | undefined;
  guest: { email: string; isAnonymous: boolean } | undefined;
  purchases: Picked<typeof purchases.$inferSelect, typeof PURCHASE_FIELDS>[];
}

const cartJson = sql`json_build_object(
  'order', ${jsonObject(orders, ORDER_FIELDS)},
  'lines', ${jsonArray(
    // Product and price looked up by key per line: a cart has a few lines, and PostgreSQL spends
    // less on these lookups than on joining them (it may hash a whole small products table). A
    // placed line's product is named as the guest bought it, a cart's as it is now.
    sql`json_build_object(
      'line', ${jsonObject(orderProducts, LINE_FIELDS)},
      'product', (select ${lineProductJson(LINE_PRODUCT_FIELDS)} from ${products}
        where ${products.id} = ${orderProducts.productId}),
      'price', (select ${jsonObject(productPrices, LINE_PRICE_FIELDS)} from ${productPrices}
        where ${productPrices.id} = ${orderProducts.productPriceId})
    )`,
    sql`from ${orderProducts} where ${orderProducts.orderId} = ${orders.id}`,
    sql`${orderProducts.createdAt}, ${orderProducts.id}`,
  )},
  'customer', (select ${jsonObject(customers, CUSTOMER_FIELDS)} from ${customers}
    where ${customers.id} = ${orders.customerId}),
  'purchases', ${jsonArray(
    jsonObject(purchases, PURCHASE_FIELDS),
    sql`from ${purchases} where ${purchases.orderId} = ${orders.id}`,
    sql`${purchases.createdAt}, ${purchases.id}`,
  )}
)`;

/** The guest's newest open cart in the store of the enclosing query, as JSON text. */
const openCartOf = (guestUserId: SQL | Placeholder) => sql`(
  select ${cartJson}::text from ${orders}
  where ${orders.storeId} = ${stores.id}
    and ${orders.guestUserId} = ${guestUserId}
    and ${orders.status} = 'PEND'
  order by ${orders.createdAt} desc limit 1
)`;

/**
 * A store guests can see with the guest's open cart in it, lines and all, in one prepared
 * query: the storefront reads the cart on every page. No row when the store is not live; `cart`
 * is null when the guest has none there (always for a null guest).
 */
const liveStoreCart = preparedOnce((db) =>
  db
    .select({
      storeName: stores.storeName,
      currency: stores.currency,
      // Nested in its own sql`` so drizzle keeps the table names of a one-table select (it drops
      // them from a field's top level, which would turn orders.store_id = stores.id into
      // store_id = id). As text: parsed once by the caller, whichever driver runs the query.
      cart: sql<string | null>`${openCartOf(sql.placeholder('guestUserId'))}`,
    })
    .from(stores)
    .where(isLiveStore(sql.placeholder('storeId')))
    .prepare('guest_store_cart'),
);

/**
 * The same with the session's check in it: the user of a session token, if that session still
 * holds (not ended, expired or idle, and the user active), and the store and that user's cart. No
 * row when the session no longer holds; a null store name when the store is not live.
 */
const sessionStoreCart = preparedOnce((db) =>
  db
    .select({
      role: users.role,
      email: users.email,
      isAnonymous: users.isAnonymous,
      storeName: stores.storeName,
      currency: stores.currency,
      cart: sql<string | null>`${openCartOf(sql`${users.id}`)}`,
      seenLongAgo: sessionSeenLongAgo,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(stores, isLiveStore(sql.placeholder('storeId')))
    .where(isPlainLiveSessionOfClaims())
    .prepare('session_store_cart'),
);

/** A guest's open cart as the cart queries read it (without the store and the guest). */
export type OpenCart = Pick<OrderDetailSource, 'order' | 'lines' | 'customer' | 'purchases'>;

/**
 * What the session of `claims` reads of a store's cart in one round trip (a storefront reads it
 * on every page): undefined when the session no longer holds, `store` null when the store is not
 * live, `cart` null when the user has no open cart there or is not a guest.
 */
export async function findSessionStoreCart(
  db: DbOrTx,
  storeId: string,
  claims: { sub: string; sid: string },
) {
  const [row] = await sessionStoreCart(db).execute({
    storeId,
    userId: claims.sub,
    sessionId: claims.sid,
  });
  if (!row) return undefined;
  const { role, email, isAnonymous, storeName, currency, cart, seenLongAgo } = row;
  return {
    seenLongAgo,
    guest: { role, email, isAnonymous },
    store: storeName === null || currency === null ? null : { storeName, currency },
    cart: cart && role === 'GUEST' ? (JSON.parse(cart) as OpenCart) : null,
  };
}

export async function findLiveStoreCart(db: DbOrTx, storeId: string, guestUserId: string | null) {
  const [row] = await liveStoreCart(db).execute({ storeId, guestUserId });
  if (!row) return undefined;
  return {
    storeName: row.storeName,
    currency: row.currency,
    cart: row.cart ? (JSON.parse(row.cart) as OpenCart) : null,
  };
}

/**
 * An order with what its detail shows, in one prepared query (the cart answers every change with
 * it): the cart query's JSON of the order, with its store's name and its guest.
 */
const orderDetailById = preparedOnce((db) =>
  db
    .select({
      storeName: stores.storeName,
      email: users.email,
      isAnonymous: users.isAnonymous,
      detail: sql<string>`${sql`${cartJson}::text`}`,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(users, eq(users.id, orders.guestUserId))
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('order_detail_by_id'),
);

export async function findOrderDetail(
  db: DbOrTx,
  orderId: string,
): Promise<OrderDetailSource | undefined> {
  const [row] = await orderDetailById(db).execute({ orderId });
  if (!row) return undefined;
  const { storeName, email, isAnonymous, detail } = row;
  return { ...(JSON.parse(detail) as OpenCart), storeName, guest: { email, isAnonymous } };
}

/**
 * The same for the user of a session token, with the session's check in it (`sessionInHandler`
 * routes): no row when the session no longer holds; a null store when the order is not one of
 * the user's.
 */
const sessionOrderDetail = preparedOnce((db) =>
  db
    .select({
      seenLongAgo: sessionSeenLongAgo,
      email: users.email,
      isAnonymous: users.isAnonymous,
      storeId: orders.storeId,
      storeName: stores.storeName,
      detail: sql<string>`${sql`${cartJson}::text`}`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(orders, isOrderOfSessionUser())
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .where(isPlainLiveSessionOfClaims())
    .prepare('session_order_detail'),
);

/**
 * A guest's own order as findOrderDetail reads it, for the session of `claims` in one round
 * trip: undefined when the session no longer holds, `order` null when the order is not its user's.
 */
export async function findSessionOrderDetail(
  db: DbOrTx,
  claims: { sub: string; sid: string },
  orderId: string,
) {
  const [row] = await sessionOrderDetail(db).execute({
    orderId,
    userId: claims.sub,
    sessionId: claims.sid,
  });
  if (!row) return undefined;
  const { seenLongAgo, email, isAnonymous, storeId, storeName, detail } = row;
  const order: (OrderDetailSource & { storeId: string }) | null =
    storeId === null || storeName === null
      ? null
      : {
          ...(JSON.parse(detail) as OpenCart),
          storeId,
          storeName,
          guest: { email, isAnonymous },
        };
  return { seenLongAgo, order };
}

type PriceRow = typeof productPrices.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type ExtraFieldRow = typeof productExtraFields.$inferSelect;

/**
 * Every column of the product's rows of `table` that `offered` keeps, as JSON. Price and extra
 * field rows hold no timestamps but an option's `retiredAt`, and `offered` leaves retired ones out.
 */
function wholeRows(table: typeof productPrices | typeof productExtraFields, offered: SQL) {
  const keys = Object.keys(getTableColumns(table)) as (keyof PriceRow & keyof ExtraFieldRow)[];
  return jsonArray(
    jsonObject(table, keys),
    sql`from ${table} where ${table.productId} = ${products.id} and ${offered}`,
    sql`${table.arrangement}, ${table.id}`,
  );
}

/** What a line needs of its product: pricing, the options guests may choose, extra fields. */
const buyableProductFields = {
  product: products,
  currency: stores.currency,
  prices: sql<string>`${sql`${wholeRows(productPrices, isNull(productPrices.retiredAt))}::text`}`,
  extraFields: sql<string>`${sql`${wholeRows(productExtraFields, sql`true`)}::text`}`,
};

/** The product of placeholder `productId`, if it is on sale. */
const isProductOnSale = () =>
  and(
    eq(products.id, sql.placeholder('productId')),
    eq(products.isActive, true),
    isNull(products.deletedAt),
  )!;

/** Its store, if the store is open and visible: a guest can buy the product now. */
const isStoreOfProductOpen = () =>
  and(eq(stores.id, products.storeId), eq(stores.isActive, true), eq(stores.isVisible, true))!;

/** A product a guest can buy now with what its line needs: one prepared query per added line. */
const buyableProduct = preparedOnce((db) =>
  db
    .select(buyableProductFields)
    .from(products)
    .innerJoin(stores, isStoreOfProductOpen())
    .where(isProductOnSale())
    .prepare('buyable_product'),
);

/** Whether the session's user has a cart open in the product's store. */
const hasOpenCartInStoreOfProduct = sql<boolean>`exists (
  select 1 from ${orders} where ${orders.guestUserId} = ${users.id}
    and ${orders.storeId} = ${products.storeId} and ${orders.status} = 'PEND')`;

/**
 * The same with the session's check in it (`sessionInHandler` routes): no row when the session
 * no longer holds; the currency is null when a guest cannot buy the product now.
 */
const sessionBuyableProduct = preparedOnce((db) =>
  db
    .select({
      role: users.role,
      seenLongAgo: sessionSeenLongAgo,
      hasOpenCart: hasOpenCartInStoreOfProduct,
      ...buyableProductFields,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(products, isProductOnSale())
    .leftJoin(stores, isStoreOfProductOpen())
    .where(isPlainLiveSessionOfClaims())
    .prepare('session_buyable_product'),
);

function parseBuyable(row: {
  product: ProductRow;
  currency: string;
  prices: string;
  extraFields: string;
}) {
  return {
    product: row.product,
    currency: row.currency,
    prices: JSON.parse(row.prices) as PriceRow[],
    extraFields: JSON.parse(row.extraFields) as ExtraFieldRow[],
  };
}

export async function findBuyableProduct(db: DbOrTx, productId: string) {
  const [row] = await buyableProduct(db).execute({ productId });
  return row && parseBuyable(row);
}

/**
 * What the session of `claims` may add of a product, in one round trip: undefined when the
 * session no longer holds, `product` null when a guest cannot buy it now. `hasOpenCart` says
 * whether the guest had a cart open in its store when this ran.
 */
export async function findSessionBuyableProduct(
  db: DbOrTx,
  claims: { sub: string; sid: string },
  productId: string,
) {
  const [row] = await sessionBuyableProduct(db).execute({
    productId,
    userId: claims.sub,
    sessionId: claims.sid,
  });
  if (!row) return undefined;
  const { role, seenLongAgo, hasOpenCart, product, currency } = row;
  return {
    role,
    seenLongAgo,
    hasOpenCart,
    product: product && currency !== null ? parseBuyable({ ...row, product, currency }) : null,
  };
}
