import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { jsonRows, selectAs } from '../../../db/json-object';
import { preparedOnce } from '../../../db/prepared';
import {
  customers,
  localProducts,
  orderProducts,
  orders,
  owners,
  paymentCustomers,
  productPrices,
  products,
  purchases,
  sessions,
  stores,
  users,
} from '../../../db/schema/index';
import {
  isPlainLiveSession,
  isPlainLiveSessionOfClaims,
  sessionSeenLongAgo,
} from '../../identity/auth/sessions.repository';
import { isOrderOfSessionUser } from '../cart/cart.repository';
import { orderPurchasesJson, purchasesFromJson } from '../purchases/purchases.repository';

/** What a checkout reads of an order, with one row per line (or one with no line). */
const checkoutFields = {
  order: orders,
  plan: owners.plan,
  commissionLowBps: stores.commissionLowBps,
  commissionHighBps: stores.commissionHighBps,
  commissionCutoffCents: stores.commissionCutoffCents,
  storeOnSale: sql<boolean>`${stores.isActive} and ${stores.isVisible}`,
  customer: customers,
  providerCustomerId: paymentCustomers.providerCustomerId,
  line: orderProducts,
  product: products,
  price: productPrices,
  local: localProducts,
};

/**
 * A user's order with all the checkout reads, in one prepared query: its lines (with their
 * products, prices and local products), its store's commission and owner's plan (the fee model
 * needs both), and its customer with the provider's customer made for it (null if none was).
 * `order` is null when the order is not the user's. Beside it, whether the session `sessionId`
 * of the user still holds (`sessionInHandler` routes check it here, saving a round trip).
 */
const checkoutOfUser = preparedOnce((db) =>
  db
    .select({
      role: users.role,
      sessionHolds: sql<boolean>`${sessions.id} is not null`,
      seenLongAgo: sessionSeenLongAgo,
      ...checkoutFields,
    })
    .from(users)
    .leftJoin(sessions, isPlainLiveSessionOfClaims())
    .leftJoin(orders, isOrderOfSessionUser())
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(owners, eq(owners.id, stores.ownerId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(paymentCustomers, eq(paymentCustomers.customerId, customers.id))
    .leftJoin(orderProducts, eq(orderProducts.orderId, orders.id))
    .leftJoin(products, eq(products.id, orderProducts.productId))
    .leftJoin(productPrices, eq(productPrices.id, orderProducts.productPriceId))
    .leftJoin(localProducts, eq(localProducts.id, products.localProductId))
    .where(eq(users.id, sql.placeholder('userId')))
    .orderBy(asc(orderProducts.createdAt), asc(orderProducts.id))
    .prepare('checkout_of_user'),
);

type CheckoutRow = Awaited<ReturnType<ReturnType<typeof checkoutOfUser>['execute']>>[number];

/** The rows of one order's checkout as the services use them; its store and owner exist. */
function toCheckoutDetail(rows: CheckoutRow[]) {
  const [first] = rows;
  if (!first?.order) return undefined;
  const { order, plan, commissionLowBps, commissionHighBps, commissionCutoffCents } = first;
  const lines = rows.flatMap(({ line, product, price, local }) =>
    line && product ? [{ line, product, price, local }] : [],
  );
  return {
    order,
    lines,
    fees: {
      plan: plan!,
      commissionLowBps: commissionLowBps!,
      commissionHighBps: commissionHighBps!,
      commissionCutoffCents: commissionCutoffCents!,
    },
    storeOnSale: first.storeOnSale === true,
    customer: first.customer,
    providerCustomerId: first.providerCustomerId,
  };
}

/**
 * The guest's order with its checkout reads; undefined when the order is not the guest's. The
 * user is already signed in: no session is asked for (a null id matches none).
 */
export async function findCheckoutOfGuest(db: DbOrTx, guestUserId: string, orderId: string) {
  return toCheckoutDetail(
    await checkoutOfUser(db).execute({ orderId, userId: guestUserId, sessionId: null }),
  );
}

/** findCheckoutOfGuest with the session's check: undefined when the session no longer holds. */
export async function findSessionCheckout(
  db: DbOrTx,
  claims: { sub: string; sid: string },
  orderId: string,
) {
  const rows = await checkoutOfUser(db).execute({
    orderId,
    userId: claims.sub,
    sessionId: claims.sid,
  });
  const [first] = rows;
  if (!first?.sessionHolds) return undefined;
  return { role: first.role, seenLongAgo: first.seenLongAgo!, detail: toCheckoutDetail(rows) };
}

export type CheckoutDetail = NonNullable<Awaited<ReturnType<typeof findCheckoutOfGuest>>>;

const LINE_TERMS = [
  'id',
  'quantity',
  'amountCents',
  'convenienceFeeCents',
  'productPriceId',
  'deliveryDate',
] as const;

/** What a guest can change of a line, and the checkout priced. */
export type LineTerms = Pick<typeof orderProducts.$inferSelect, (typeof LINE_TERMS)[number]>;

/**
 * Read after the order's lock, in one statement: what a guest can change of its lines, as they
 * are now, and its purchases (an earlier attempt's). No timestamps among the terms: JSON as is.
 */
const checkoutState = preparedOnce((db) =>
  db
    .select({
      lines: sql<string>`${jsonRows(
        sql`select ${selectAs(orderProducts, LINE_TERMS)} from ${orderProducts}
          where ${orderProducts.orderId} = ${orders.id}`,
      )}::text`,
      purchases: orderPurchasesJson,
    })
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('order_checkout_state'),
);

export async function readCheckoutState(db: DbOrTx, orderId: string) {
  const [row] = await checkoutState(db).execute({ orderId });
  return {
    lines: row ? (JSON.parse(row.lines) as LineTerms[]) : [],
    purchases: row ? purchasesFromJson(row.purchases) : [],
  };
}

export async function insertCustomer(db: DbOrTx, guestUserId: string) {
  const [customer] = await db.insert(customers).values({ guestUserId }).returning();
  return customer!;
}

/** `holder`: the user of a plain session that still holds, with its role; no row otherwise. */
function sessionHolder(claims: { sub: string; sid: string }) {
  return sql`holder AS (
      SELECT ${users.id} AS user_id, ${users.role} AS role, ${sessionSeenLongAgo} AS seen_long_ago
      FROM ${sessions} JOIN ${users} ON ${users.id} = ${sessions.userId}
      WHERE ${isPlainLiveSession(claims.sid, claims.sub)}
    )`;
}

/**
 * insertCustomer for the user of a session token, with the session's check in the same
 * statement (`sessionInHandler` routes): no row when the session no longer holds; a customer id
 * only when its user is a guest.
 */
export async function insertCustomerOfSession(db: DbOrTx, claims: { sub: string; sid: string }) {
  const result = await db.execute<{ role: string; seenLongAgo: boolean; id: string | null }>(sql`
    WITH ${sessionHolder(claims)}, customer AS (
      INSERT INTO customers (guest_user_id)
      SELECT user_id FROM holder WHERE role = 'GUEST'
      RETURNING id
    )
    SELECT role, seen_long_ago AS "seenLongAgo", (SELECT id FROM customer) AS id
    FROM holder`);
  return result.rows[0];
}

/**
 * The guest's name and phone on one of the guest's own customer records, and that customer on
 * the order (with the guest's language when given), in one statement. Answers the customer, or
 * undefined (and nothing changed) when the record is not the guest's.
 */
export async function saveOrderCustomer(
  db: DbOrTx,
  guestUserId: string,
  orderId: string,
  customerId: string,
  values: { firstName: string; lastName: string; phone: string; locale?: string },
) {
  const { rows } = await db.execute<{
    id: string;
    first_name: string;
    last_name: string;
    phone: string;
  }>(sql`
    WITH customer AS (
      UPDATE ${customers}
      SET first_name = ${values.firstName}, last_name = ${values.lastName}, phone = ${values.phone}
      WHERE id = ${customerId}::uuid AND guest_user_id = ${guestUserId}::uuid
      RETURNING id, first_name, last_name, phone
    ), placed AS (
      UPDATE ${orders}
      SET customer_id = customer.id, locale = coalesce(${values.locale ?? null}, ${orders.locale}),
        updated_at = now()
      FROM customer
      WHERE ${orders.id} = ${orderId}::uuid
    )
    SELECT id, first_name, last_name, phone FROM customer`);
  const row = rows[0];
  return (
    row && { id: row.id, firstName: row.first_name, lastName: row.last_name, phone: row.phone }
  );
}

export async function setCustomerEmail(db: DbOrTx, customerId: string, email: string) {
  await db.update(customers).set({ email }).where(eq(customers.id, customerId));
}

export async function insertPaymentCustomer(
  db: DbOrTx,
  customerId: string,
  providerCustomerId: string,
) {
  await paymentCustomerInserted(db).execute({ customerId, providerCustomerId });
}

const paymentCustomerInserted = preparedOnce((db) =>
  db
    .insert(paymentCustomers)
    .values({
      customerId: sql.placeholder('customerId'),
      providerCustomerId: sql.placeholder('providerCustomerId'),
    })
    .onConflictDoNothing()
    .prepare('payment_customer_inserted'),
);

/**
 * The payment of `clientSecret` if it is for an order of `guestUserId`, with the e-mail the guest
 * typed set on the order's customer. An intent names its order in its metadata; one that names
 * none is nobody's.
 */
function claimOfPayment(clientSecret: string, guestUserId: SQL, email: string) {
  return sql`payment AS (
      SELECT id, customer_id FROM orders
      WHERE id = (SELECT nullif(metadata->>'order_id', '')::uuid FROM simulated_intents
        WHERE client_secret = ${clientSecret})
        AND guest_user_id = ${guestUserId}
    ), emailed AS (
      UPDATE customers SET email = ${email} FROM payment WHERE customers.id = payment.customer_id
    )`;
}

/**
 * Before the guest's card confirms a simulated payment: whether the payment of this client secret
 * is for an order of this guest, and if so the e-mail the guest typed on the order's customer,
 * in one statement.
 */
export async function claimSimulatedPayment(
  db: DbOrTx,
  clientSecret: string,
  guestUserId: string,
  email: string,
) {
  const result = await db.execute<{ found: boolean }>(sql`
    WITH ${claimOfPayment(clientSecret, sql`${guestUserId}::uuid`, email)}
    SELECT EXISTS (SELECT 1 FROM payment) AS found`);
  return result.rows[0]?.found === true;
}

/**
 * claimSimulatedPayment for the user of a session token, with the session's check in the same
 * statement (`sessionInHandler` routes): no row when the session no longer holds; the payment is
 * claimed only when its user is a guest.
 */
export async function claimSimulatedPaymentOfSession(
  db: DbOrTx,
  claims: { sub: string; sid: string },
  clientSecret: string,
  email: string,
) {
  const guest = sql`(SELECT user_id FROM holder WHERE role = 'GUEST')`;
  const result = await db.execute<{ role: string; seenLongAgo: boolean; found: boolean }>(sql`
    WITH ${sessionHolder(claims)}, ${claimOfPayment(clientSecret, guest, email)}
    SELECT role, seen_long_ago AS "seenLongAgo", EXISTS (SELECT 1 FROM payment) AS found
    FROM holder`);
  return result.rows[0];
}

/**
 * Whether an order's payment has finished, asked with the session's check in one prepared query
 * (a guest polls it while the payment settles): no row when the session no longer holds (not
 * ended, expired or idle, and the user active), a null `isReady` when the order is not the user's.
 */
const sessionOrderReadiness = preparedOnce((db) =>
  db
    .select({
      isReady: orders.isReady,
      hasError: orders.hasError,
      soldOut: sql<boolean>`${sql`${orders.isReady} and ${orders.hasError} and exists (
        select 1 from ${purchases}
        where ${purchases.orderId} = ${orders.id} and ${purchases.soldOutWhilePaying})`}`,
      isCart: sql<boolean>`${orders.status} = 'PEND'`,
      seenLongAgo: sessionSeenLongAgo,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(orders, isOrderOfSessionUser())
    .where(isPlainLiveSessionOfClaims())
    .prepare('session_order_readiness'),
);

export async function findSessionOrderReadiness(
  db: DbOrTx,
  orderId: string,
  claims: { sub: string; sid: string },
) {
  const [row] = await sessionOrderReadiness(db).execute({
    orderId,
    userId: claims.sub,
    sessionId: claims.sid,
  });
  return row;
}
