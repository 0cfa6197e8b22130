import type { FastifyInstance } from 'fastify';
import { formatMoney } from '@stayfront/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import {
  customers,
  orders,
  paymentCustomers,
  paymentEvents,
  purchases,
} from '../../../db/schema/index';
import type { PaymentEvent } from '../../../lib/payments/payment-provider';
import { renderEmail } from '../../../lib/mailer/templates';
import { announceRequestOutcome } from '../approvals/approval-emails';
import { loadOrderDetail } from '../cart/cart.repository';
import { lineWithDate } from '../notifications/line-text';
import { notifyOrderPlaced } from '../notifications/order-notifications';
import { handleBillingEvent } from '../../identity/subscriptions/subscription-events';
import {
  confirmLineReservations,
  FINAL_PURCHASE_STATUSES,
  findPurchaseForIntent,
  linesOfPurchases,
  listOrderPurchases,
  lockOrderForPayment,
  releaseLineReservations,
  returnStockOfLines,
  updatePurchase,
  type PurchaseRow,
} from './purchases.repository';

type IntentEvent = Extract<PaymentEvent, { intent: unknown }>;
type SetupEvent = Extract<PaymentEvent, { setupIntent: unknown }>;

/** Where each event moves a purchase; statuses only move forward, so late events change nothing. */
function nextStatus(purchase: PurchaseRow, event: IntentEvent): string | null {
  const current = purchase.status;
  switch (event.type) {
    case 'payment_intent.succeeded':
      return current === 'PROC' || current === 'HOLD' ? 'COMP' : null;
    case 'payment_intent.amount_capturable_updated':
      return current === 'PROC' ? 'HOLD' : null;
    case 'payment_intent.payment_failed':
      // A request charged on approval is charged while on hold: a decline ends it.
      return current === 'PROC' || (current === 'HOLD' && purchase.chargeOnApproval)
        ? 'FAIL'
        : null;
    case 'payment_intent.canceled':
      return current === 'PROC' || current === 'HOLD' ? 'CNCL' : null;
  }
}

/** Records a delivery; false when it was seen before. */
export async function isNewEvent(tx: Tx, event: PaymentEvent) {
  const [fresh] = await tx
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning();
  return fresh != null;
}

export interface PurchaseMove {
  before: PurchaseRow;
  after: PurchaseRow;
}

/**
 * Moves a locked purchase to its next status. A request that leaves HOLD without a sale gives
 * its stock back; one the provider ended on its own (the authorisation lapsed) is recorded as
 * ended by the system.
 */
export async function movePurchase(
  tx: Tx,
  purchase: PurchaseRow,
  status: string,
  failureMessage: string | null = null,
): Promise<PurchaseMove> {
  const endedByProvider = purchase.status === 'HOLD' && status === 'CNCL' && !purchase.decidedBy;
  const after = await updatePurchase(tx, purchase.id, {
    status,
    failureMessage,
    ...(endedByProvider ? { decidedBy: 'system', decidedAt: new Date() } : {}),
  });
  if (purchase.status === 'HOLD' && (status === 'CNCL' || status === 'FAIL')) {
    const lines = await linesOfPurchases(tx, [purchase.id]);
    await returnStockOfLines(
      tx,
      lines.map((l) => l.id),
    );
  }
  return { before: purchase, after };
}

/** What follows a committed move: a decided request is announced to each side. */
export async function afterPurchaseMoved(app: FastifyInstance, move: PurchaseMove) {
  if (move.before.status === 'HOLD') await announceRequestOutcome(app, move.after);
}

/**
 * Applies one provider event. A delivery seen before is ignored; the purchase row is locked
 * while it changes, so concurrent deliveries cannot both apply.
 */
export async function handlePaymentEvent(app: FastifyInstance, event: PaymentEvent) {
  if ('setupIntent' in event) return handleSetupEvent(app, event);
  if ('billing' in event) return handleBillingEvent(app, event);
  const move = await app.db.transaction(async (tx) => {
    if (!(await isNewEvent(tx, event))) return null;
    const purchase = await findPurchaseForIntent(
      tx,
      event.intent.id,
      event.intent.metadata.purchase_id,
    );
    if (!purchase) return null;
    const status = nextStatus(purchase, event);
    if (!status) return null;
    return movePurchase(
      tx,
      purchase,
      status,
      status === 'FAIL' ? (event.intent.lastError ?? 'The payment failed.') : null,
    );
  });
  if (!move) return;
  await afterPurchaseMoved(app, move);
  if (move.after.isPrimaryPayment) await chargeOtherPurchases(app, move.after, event);
  await settleOrderIfDone(app, move.after.orderId);
}

/**
 * The card of an order whose card purchases are all charged on approval: saved, its requests go
 * on hold; refused, they fail like a declined payment. The event names the checkout attempt by
 * its first purchase; one from an abandoned attempt finds nothing.
 */
async function handleSetupEvent(app: FastifyInstance, event: SetupEvent) {
  const { setupIntent } = event;
  const orderId = await app.db.transaction(async (tx) => {
    if (!(await isNewEvent(tx, event))) return null;
    const purchaseId = setupIntent.metadata.purchase_id;
    if (!purchaseId || !/^[0-9a-f-]{36}$/i.test(purchaseId)) return null;
    const [named] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId));
    if (!named) return null;
    const waiting = await tx
      .select()
      .from(purchases)
      .where(
        and(
          eq(purchases.orderId, named.orderId),
          eq(purchases.chargeOnApproval, true),
          eq(purchases.status, 'PROC'),
        ),
      )
      .for('update');
    if (waiting.length === 0) return null;
    const saved = event.type === 'setup_intent.succeeded' && setupIntent.paymentMethodId;
    if (saved) await rememberCard(tx, named.orderId, setupIntent.paymentMethodId!);
    await tx
      .update(purchases)
      .set({
        status: saved ? 'HOLD' : 'FAIL',
        failureMessage: saved ? null : (setupIntent.lastError ?? 'The card could not be saved.'),
        updatedAt: new Date(),
      })
      .where(
        inArray(
          purchases.id,
          waiting.map((p) => p.id),
        ),
      );
    return named.orderId;
  });
  if (orderId) await settleOrderIfDone(app, orderId);
}

/** The card the guest saved for the order's requests charged on approval. */
async function rememberCard(tx: Tx, orderId: string, paymentMethodId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.customerId) return;
  await tx
    .update(paymentCustomers)
    .set({ defaultPaymentMethodId: paymentMethodId })
    .where(eq(paymentCustomers.customerId, order.customerId));
}

/**
 * Once the guest's card worked, the order's other purchases go on the same saved card; requests
 * charged on approval only keep it and go on hold.
 */
async function chargeOtherPurchases(
  app: FastifyInstance,
  primary: PurchaseRow,
  event: IntentEvent,
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
  const paymentMethodId = event.intent.paymentMethodId;
  const later = waiting.filter((p) => p.chargeOnApproval);
  if (later.length) {
    await app.db.transaction(async (tx) => {
      await rememberCard(tx, primary.orderId, paymentMethodId);
      await tx
        .update(purchases)
        .set({ status: 'HOLD', updatedAt: new Date() })
        .where(
          and(
            inArray(
              purchases.id,
              later.map((p) => p.id),
            ),
            eq(purchases.status, 'PROC'),
          ),
        );
    });
  }
  const order = await app.db.query.orders.findFirst({ where: eq(orders.id, primary.orderId) });
  const saved = order?.customerId
    ? await app.db.query.paymentCustomers.findFirst({
        where: eq(paymentCustomers.customerId, order.customerId),
      })
    : undefined;
  for (const purchase of waiting.filter((p) => !p.chargeOnApproval)) {
    try {
      const intent = await app.payments.chargeSavedCard(
        {
          amountCents: purchase.guestAmountCents,
          currency: order!.currency.toLowerCase(),
          captureMethod: purchase.requiresApproval ? 'manual' : 'automatic',
          customerId: saved?.providerCustomerId ?? '',
          paymentMethodId,
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
    const order = await lockOrderForPayment(tx, orderId);
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
  const lines = detail.lines.map((named) => {
    const { line } = named;
    const purchase = line.purchaseId ? purchasesById.get(line.purchaseId) : undefined;
    const request =
      purchase?.status === 'HOLD'
        ? ` — a request awaiting approval; to cancel it: ${config.PUBLIC_URL}/guest/${purchase.guestUuid}/`
        : '';
    return `${lineWithDate(named)}: ${money(line.amountCents)}${request}`;
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
