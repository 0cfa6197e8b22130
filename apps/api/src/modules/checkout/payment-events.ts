import type { FastifyInstance } from 'fastify';
import { formatMoney } from '@stayfront/core';
import { and, eq, isNull } from 'drizzle-orm';
import { customers, orders, paymentCustomers, paymentEvents, purchases } from '../../db/schema';
import type { PaymentEvent } from '../../lib/payments/payment-provider';
import { renderEmail } from '../../lib/mailer/templates';
import { loadOrderDetail } from '../cart/cart.repository';
import { notifyOrderPlaced } from '../notifications/order-notifications';
import {
  confirmLineReservations,
  FINAL_PURCHASE_STATUSES,
  findPurchaseForIntent,
  linesOfPurchases,
  listOrderPurchases,
  releaseLineReservations,
  updatePurchase,
  type PurchaseRow,
} from './purchases.repository';

/** Where each event moves a purchase; statuses only move forward, so late events change nothing. */
function nextStatus(current: string, event: PaymentEvent): string | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return current === 'PROC' || current === 'HOLD' ? 'COMP' : null;
    case 'payment_intent.amount_capturable_updated':
      return current === 'PROC' ? 'HOLD' : null;
    case 'payment_intent.payment_failed':
      return current === 'PROC' ? 'FAIL' : null;
    case 'payment_intent.canceled':
      return current === 'PROC' || current === 'HOLD' ? 'CNCL' : null;
  }
}

/**
 * Applies one provider event. A delivery seen before is ignored; the purchase row is locked
 * while it changes, so concurrent deliveries cannot both apply.
 */
export async function handlePaymentEvent(app: FastifyInstance, event: PaymentEvent) {
  const applied = await app.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return null;
    const purchase = await findPurchaseForIntent(
      tx,
      event.intent.id,
      event.intent.metadata.purchase_id,
    );
    if (!purchase) return null;
    const status = nextStatus(purchase.status, event);
    if (!status) return null;
    return updatePurchase(tx, purchase.id, {
      status,
      failureMessage: status === 'FAIL' ? (event.intent.lastError ?? 'The payment failed.') : null,
    });
  });
  if (!applied) return;
  if (applied.isPrimaryPayment) await chargeOtherPurchases(app, applied, event);
  await settleOrderIfDone(app, applied.orderId);
}

/** Once the guest's card worked, the order's other purchases go on the same saved card. */
async function chargeOtherPurchases(
  app: FastifyInstance,
  primary: PurchaseRow,
  event: PaymentEvent,
) {
  const waiting = (await listOrderPurchases(app.db, primary.orderId)).filter(
    (p) => p.status === 'PROC' && !p.paymentIntentId && p.id !== primary.id,
  );
  if (waiting.length === 0) return;
  if (primary.status === 'FAIL' || !event.intent.paymentMethodId) {
    for (const purchase of waiting) {
      await updatePurchase(app.db, purchase.id, {
        status: 'FAIL',
        failureMessage: primary.failureMessage,
      });
    }
    return;
  }
  const order = await app.db.query.orders.findFirst({ where: eq(orders.id, primary.orderId) });
  const saved = order?.customerId
    ? await app.db.query.paymentCustomers.findFirst({
        where: eq(paymentCustomers.customerId, order.customerId),
      })
    : undefined;
  for (const purchase of waiting) {
    try {
      const intent = await app.payments.chargeSavedCard(
        {
          amountCents: purchase.guestAmountCents,
          currency: order!.currency.toLowerCase(),
          captureMethod: purchase.requiresApproval ? 'manual' : 'automatic',
          customerId: saved?.providerCustomerId ?? '',
          paymentMethodId: event.intent.paymentMethodId,
          metadata: { order_id: purchase.orderId, purchase_id: purchase.id },
        },
        `purchase:${purchase.id}:intent`,
      );
      await app.db
        .update(purchases)
        .set({ paymentIntentId: intent.id })
        .where(and(eq(purchases.id, purchase.id), isNull(purchases.paymentIntentId)));
    } catch (error) {
      app.log.warn({ err: error, purchaseId: purchase.id }, 'charging the saved card failed');
      await updatePurchase(app.db, purchase.id, {
        status: 'FAIL',
        failureMessage: 'The payment failed.',
      });
    }
  }
}

/**
 * When every purchase has a final status the order is ready: stock of paid lines is kept, stock
 * of failed lines goes back, and the guest gets the receipt. Runs once per order (row lock).
 */
export async function settleOrderIfDone(app: FastifyInstance, orderId: string) {
  const settled = await app.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.isReady) return null;
    const all = await listOrderPurchases(tx, orderId);
    if (all.length === 0 || all.some((p) => !FINAL_PURCHASE_STATUSES.includes(p.status)))
      return null;
    const failed = all.filter((p) => p.status === 'FAIL');
    const succeeded = all.filter((p) => p.status !== 'FAIL');
    await releaseLineReservations(
      tx,
      (
        await linesOfPurchases(
          tx,
          failed.map((p) => p.id),
        )
      ).map((l) => l.id),
    );
    await confirmLineReservations(
      tx,
      (
        await linesOfPurchases(
          tx,
          succeeded.map((p) => p.id),
        )
      ).map((l) => l.id),
    );
    const [updated] = await tx
      .update(orders)
      .set({
        isReady: true,
        hasError: failed.length > 0,
        status: succeeded.length > 0 && failed.length === 0 ? 'COMP' : 'FAIL',
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId))
      .returning();
    return updated!;
  });
  if (settled && !settled.hasError) {
    await sendReceipt(app, settled.id);
    await notifyOrderPlaced(app, settled.id);
  }
}

/** The receipt lists every line; each request carries the link where the guest can cancel it. */
export async function sendReceipt(app: FastifyInstance, orderId: string, to?: string) {
  const order = await app.db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order) return false;
  const customer = order.customerId
    ? await app.db.query.customers.findFirst({ where: eq(customers.id, order.customerId) })
    : undefined;
  const recipient = to ?? customer?.email;
  if (!recipient) return false;
  const detail = await loadOrderDetail(app.db, order);
  const purchasesById = new Map((await listOrderPurchases(app.db, orderId)).map((p) => [p.id, p]));
  const { config } = app;
  const money = (cents: number) => formatMoney(cents / 100, order.currency);
  const lines = detail.lines.map(({ line, product }) => {
    const purchase = line.purchaseId ? purchasesById.get(line.purchaseId) : undefined;
    const when = line.deliveryDate ? ` on ${line.deliveryDate}` : '';
    const request =
      purchase?.status === 'HOLD'
        ? ` — a request awaiting approval; to cancel it: ${config.PUBLIC_URL}/guest/${purchase.guestUuid}/`
        : '';
    return `${line.quantity} × ${product.productName}${when}: ${money(line.amountCents)}${request}`;
  });
  const total = detail.lines.reduce((sum, { line }) => sum + line.amountCents, 0);
  const fees = detail.lines.reduce((sum, { line }) => sum + line.convenienceFeeCents, 0);
  const email = renderEmail(
    { brandName: config.BRAND_NAME, supportEmail: config.SUPPORT_EMAIL },
    {
      subject: `Your order #${order.orderNumber} at ${detail.storeName}`,
      heading: `Thank you${customer?.firstName ? `, ${customer.firstName}` : ''}!`,
      paragraphs: [
        `Here is your receipt for order #${order.orderNumber} at ${detail.storeName}.`,
        ...lines,
        `Convenience fee: ${money(fees)}`,
        `Total: ${money(total + fees)}`,
        'Requests are charged only when they are approved; we will e-mail you the answer.',
      ],
      action: { label: 'Back to store', url: `${config.PUBLIC_URL}/store/${order.storeId}/` },
    },
  );
  try {
    await app.mailer.send({ to: recipient, ...email });
    return true;
  } catch (error) {
    app.log.error({ err: error, orderId }, 'receipt e-mail could not be sent');
    return false;
  }
}
