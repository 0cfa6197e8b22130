import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  customers,
  localProducts,
  orders,
  owners,
  paymentCustomers,
  products,
  simulatedIntents,
  stores,
} from '../../../db/schema/index';

/** The store an order is bought from, with its owner's plan (the fee model needs both). */
export async function findStoreWithPlan(db: DbOrTx, storeId: string) {
  const [row] = await db
    .select({ store: stores, plan: owners.plan })
    .from(stores)
    .innerJoin(owners, eq(owners.id, stores.ownerId))
    .where(eq(stores.id, storeId));
  return row;
}

export function listLocalProducts(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(localProducts).where(inArray(localProducts.id, ids));
}

/** What is left on the shelf of a product, for the out-of-stock message. */
export async function findProductQuantity(db: DbOrTx, productId: string) {
  const current = await db.query.products.findFirst({ where: eq(products.id, productId) });
  return current?.quantity ?? 0;
}

export function findCustomer(db: DbOrTx, customerId: string) {
  return db.query.customers.findFirst({ where: eq(customers.id, customerId) });
}

export async function insertCustomer(db: DbOrTx, guestUserId: string) {
  const [customer] = await db.insert(customers).values({ guestUserId }).returning();
  return customer!;
}

/** The guest's name and phone, on one of the guest's own customer records. */
export async function updateGuestCustomer(
  db: DbOrTx,
  guestUserId: string,
  customerId: string,
  values: { firstName: string; lastName: string; phone: string },
) {
  const [customer] = await db
    .update(customers)
    .set(values)
    .where(and(eq(customers.id, customerId), eq(customers.guestUserId, guestUserId)))
    .returning();
  return customer;
}

export async function setCustomerEmail(db: DbOrTx, customerId: string, email: string) {
  await db.update(customers).set({ email }).where(eq(customers.id, customerId));
}

export function findPaymentCustomer(db: DbOrTx, customerId: string) {
  return db.query.paymentCustomers.findFirst({
    where: eq(paymentCustomers.customerId, customerId),
  });
}

export async function insertPaymentCustomer(
  db: DbOrTx,
  customerId: string,
  providerCustomerId: string,
) {
  await db
    .insert(paymentCustomers)
    .values({ customerId, providerCustomerId })
    .onConflictDoNothing();
}

export function findOrder(db: DbOrTx, orderId: string) {
  return db.query.orders.findFirst({ where: eq(orders.id, orderId) });
}

/** The simulated provider's payment a card form confirms, by its client secret. */
export function findSimulatedIntent(db: DbOrTx, clientSecret: string) {
  return db.query.simulatedIntents.findFirst({
    where: eq(simulatedIntents.clientSecret, clientSecret),
  });
}
