import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders, paymentCustomers, purchases } from '../../../db/schema/index';

/** The card the guest (the order's customer) saved for the order's later charges. */
export async function rememberCard(tx: DbOrTx, customerId: string | null, paymentMethodId: string) {
  if (!customerId) return;
  await tx
    .update(paymentCustomers)
    .set({ defaultPaymentMethodId: paymentMethodId })
    .where(eq(paymentCustomers.customerId, customerId));
}

/** The order's currency and the provider customer its saved card belongs to. */
export async function findOrderPayer(db: DbOrTx, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [saved] = order?.customerId
    ? await db
        .select()
        .from(paymentCustomers)
        .where(eq(paymentCustomers.customerId, order.customerId))
    : [];
  return { order, saved };
}

/** The order of the purchase an intent charges, for events whose metadata does not name it. */
export async function findOrderOfIntent(db: DbOrTx, paymentIntentId: string) {
  const [row] = await db
    .select({ orderId: purchases.orderId })
    .from(purchases)
    .where(eq(purchases.paymentIntentId, paymentIntentId));
  return row?.orderId ?? null;
}
