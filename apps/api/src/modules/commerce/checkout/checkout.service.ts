import type { FastifyInstance } from 'fastify';
import {
  isChargedOnApproval,
  ownerProfitForLocalItem,
  ownerProfitForOwnItem,
  type Plan,
} from '@stayfront/core';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  customers,
  localProducts,
  orderProducts,
  orders,
  owners,
  paymentCustomers,
  products,
  purchases,
  stores,
} from '../../../db/schema/index';
import { nonFieldError, notFound } from '../../../errors';
import type { AuthContext } from '../../../plugins/session';
import { findGuestOrder, loadOrderDetail, type OrderRow } from '../cart/cart.repository';
import { requireGuest } from '../cart/cart.service';
import { loadPayableOrder, customerName } from './customers';
import {
  listOrderPurchases,
  lockOrderForPayment,
  releaseExpiredReservations,
  releaseLineReservations,
  reserveStock,
} from './purchases.repository';
import { settleOrderIfDone } from './payment-events';

export const RESERVATION_MINUTES = 30;

type Detail = Awaited<ReturnType<typeof loadOrderDetail>>;

interface PlannedPurchase {
  key: string;
  merchantId: string | null;
  requiresApproval: boolean;
  /** A request delivered too far ahead for an authorisation: charged when approved. */
  chargeOnApproval: boolean;
  isOffPlatform: boolean;
  lineIds: string[];
  amountCents: number;
  convenienceFeeCents: number;
  ownerProfitCents: number;
  merchantAmountCents: number;
}

/**
 * Groups the order's lines into purchases: one per seller (the host or a merchant), split by
 * whether they need approval (and, for requests, whether they are charged only on approval) and
 * whether they are paid off-platform, with the money split of every line computed by the fee
 * model.
 */
async function planPurchases(
  db: DbOrTx,
  detail: Detail,
): Promise<{
  planned: PlannedPurchase[];
  lineSplits: Map<string, { ownerProfitCents: number; merchantAmountCents: number }>;
}> {
  const { order, lines } = detail;
  const [row] = await db
    .select({ store: stores, plan: owners.plan })
    .from(stores)
    .innerJoin(owners, eq(owners.id, stores.ownerId))
    .where(eq(stores.id, order.storeId));
  const plan = (row?.plan ?? 'BASIC') as Plan;
  const store = row!.store;
  const localIds = lines
    .map(({ product }) => product.localProductId)
    .filter((id): id is string => id != null);
  const locals = localIds.length
    ? await db.select().from(localProducts).where(inArray(localProducts.id, localIds))
    : [];
  const localById = new Map(locals.map((l) => [l.id, l]));

  const today = new Date().toISOString().slice(0, 10);
  const groups = new Map<string, PlannedPurchase>();
  const lineSplits = new Map<string, { ownerProfitCents: number; merchantAmountCents: number }>();
  for (const { line, product } of lines) {
    const local = product.localProductId ? localById.get(product.localProductId) : undefined;
    const isOffPlatform =
      order.isPurchasableOffPlatform === true && product.isPurchasableOffPlatform;
    const merchantId = local?.merchantId ?? null;
    const split = local
      ? {
          ownerProfitCents: ownerProfitForLocalItem(line.amountCents, local.ownerCommissionBps),
          merchantAmountCents: local.merchantAmountCents * line.quantity,
        }
      : {
          ownerProfitCents: ownerProfitForOwnItem(line.amountCents, plan, {
            commissionLowBps: store.commissionLowBps,
            commissionHighBps: store.commissionHighBps,
            commissionCutoffCents: store.commissionCutoffCents,
          }).ownerProfit,
          merchantAmountCents: 0,
        };
    lineSplits.set(line.id, split);
    const chargeOnApproval =
      product.requiresApproval && isChargedOnApproval(line.deliveryDate, today);
    const key = `${merchantId ?? 'host'}|${product.requiresApproval}|${chargeOnApproval}|${isOffPlatform}`;
    const group = groups.get(key) ?? {
      key,
      merchantId,
      requiresApproval: product.requiresApproval,
      chargeOnApproval,
      isOffPlatform,
      lineIds: [],
      amountCents: 0,
      convenienceFeeCents: 0,
      ownerProfitCents: 0,
      merchantAmountCents: 0,
    };
    group.lineIds.push(line.id);
    group.amountCents += line.amountCents;
    group.convenienceFeeCents += line.convenienceFeeCents;
    group.ownerProfitCents += split.ownerProfitCents;
    group.merchantAmountCents += split.merchantAmountCents;
    groups.set(key, group);
  }
  // Instant purchases first: the card the guest enters is charged for them directly; requests
  // charged on approval last, as they take no payment now.
  const rank = (p: PlannedPurchase) => Number(p.requiresApproval) + Number(p.chargeOnApproval);
  const planned = [...groups.values()].sort((a, b) => rank(a) - rank(b));
  return { planned, lineSplits };
}

/** The products must still be on sale at the prices in the cart. */
function assertLinesStillValid(detail: Detail) {
  const changed = detail.lines.filter(
    ({ line, product, price }) =>
      !product.isActive ||
      product.deletedAt != null ||
      (product.priceType === 'static' && product.priceCents !== line.unitPriceCents) ||
      (product.priceType === 'multiple' && (!price || price.priceCents !== line.unitPriceCents)),
  );
  if (changed.length) {
    throw nonFieldError(
      `Some items changed since you added them: ${changed.map(({ product }) => product.productName).join(', ')}. Please review your cart.`,
    );
  }
}

/**
 * Prepares an order for payment in one transaction: earlier unpaid attempts undone, stock held
 * for 30 minutes, purchases and money splits written. Throws with nothing changed when an item
 * is out of stock.
 */
async function preparePurchases(app: FastifyInstance, order: OrderRow, detail: Detail) {
  if (detail.lines.length === 0) throw nonFieldError('Your cart is empty.');
  assertLinesStillValid(detail);
  await cancelUnconfirmedPayments(app, order.id);
  const { planned, lineSplits } = await planPurchases(app.db, detail);
  return app.db.transaction(async (tx) => {
    await lockOrderForPayment(tx, order.id);
    await releaseExpiredReservations(tx);
    await releaseLineReservations(
      tx,
      detail.lines.map(({ line }) => line.id),
    );
    await tx.delete(purchases).where(eq(purchases.orderId, order.id));

    const expiresAt = new Date(Date.now() + RESERVATION_MINUTES * 60_000);
    for (const { line, product } of detail.lines) {
      if (!product.hasQuantity) continue;
      if (!(await reserveStock(tx, line.id, product.id, line.quantity, expiresAt))) {
        const current = await tx.query.products.findFirst({ where: eq(products.id, product.id) });
        const left = Math.max(0, current?.quantity ?? 0);
        throw nonFieldError(
          left === 0
            ? `${product.productName} is out of stock.`
            : `Only ${left} of ${product.productName} left in stock.`,
        );
      }
    }

    const created = [];
    for (const plan of planned) {
      const guestAmount = plan.amountCents + plan.convenienceFeeCents;
      // Nothing to charge: requests wait for approval, the rest is done; off-platform items are
      // paid through the booking platform. A request charged on approval needs the card saved
      // (PROC until then), not paid.
      const needsCard = !plan.isOffPlatform && guestAmount > 0;
      const [purchase] = await tx
        .insert(purchases)
        .values({
          orderId: order.id,
          merchantId: plan.merchantId,
          requiresApproval: plan.requiresApproval,
          chargeOnApproval: plan.chargeOnApproval && needsCard,
          isOffPlatform: plan.isOffPlatform,
          status: needsCard ? 'PROC' : plan.requiresApproval ? 'HOLD' : 'COMP',
          amountCents: plan.amountCents,
          convenienceFeeCents: plan.convenienceFeeCents,
          guestAmountCents: guestAmount,
          ownerProfitCents: plan.ownerProfitCents,
          merchantAmountCents: plan.merchantAmountCents,
        })
        .returning();
      for (const lineId of plan.lineIds) {
        await tx
          .update(orderProducts)
          .set({ purchaseId: purchase!.id, ...lineSplits.get(lineId)! })
          .where(eq(orderProducts.id, lineId));
      }
      created.push(purchase!);
    }
    await tx
      .update(orders)
      .set({
        status: 'PROC',
        isReady: false,
        hasError: false,
        placedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
    return created;
  });
}

/**
 * A checkout opened again (a reload, a second tab) replaces the earlier attempt. Its payment is
 * cancelled first: if the guest already confirmed it, cancelling fails and nothing is replaced.
 */
async function cancelUnconfirmedPayments(app: FastifyInstance, orderId: string) {
  const previous = await listOrderPurchases(app.db, orderId);
  if (previous.some((p) => p.status !== 'PROC')) {
    if (previous.every((p) => p.status === 'FAIL' || p.isOffPlatform)) return;
    throw nonFieldError('This order has already been paid.');
  }
  for (const purchase of previous.filter((p) => p.paymentIntentId)) {
    try {
      await app.payments.cancel(purchase.paymentIntentId!, `purchase:${purchase.id}:cancel`);
    } catch {
      throw nonFieldError('This order has already been paid.');
    }
  }
}

/** Whether any line is paid by card (not free, not paid through the booking platform). */
function hasCardAmount(detail: Detail) {
  return detail.lines.some(
    ({ line, product }) =>
      line.amountCents + line.convenienceFeeCents > 0 &&
      !(detail.order.isPurchasableOffPlatform === true && product.isPurchasableOffPlatform),
  );
}

async function providerCustomerFor(app: FastifyInstance, customerId: string) {
  const saved = await app.db.query.paymentCustomers.findFirst({
    where: eq(paymentCustomers.customerId, customerId),
  });
  if (saved) return saved.providerCustomerId;
  const customer = await app.db.query.customers.findFirst({ where: eq(customers.id, customerId) });
  const { id } = await app.payments.createCustomer(
    {
      email: customer?.email || undefined,
      name: customerName(customer) || undefined,
    },
    `customer:${customerId}`,
  );
  await app.db
    .insert(paymentCustomers)
    .values({ customerId, providerCustomerId: id })
    .onConflictDoNothing();
  return id;
}

/**
 * Checkout: prepares the purchases and answers the client secret of the one payment the guest
 * confirms with the card. The order's other purchases are charged to the same card once it is
 * confirmed (saved with the guest's consent), requests authorised only. When every card purchase
 * is a request charged on approval, nothing is paid now: the guest confirms a card setup instead.
 */
export async function createPaymentIntent(
  app: FastifyInstance,
  auth: AuthContext,
  orderId: string,
  customerId: string,
) {
  const order = await loadPayableOrder(app, auth, orderId);
  if (order.customerId !== customerId) throw nonFieldError('Add your details before paying.');
  const detail = await loadOrderDetail(app.db, order);
  if (detail.lines.length && !hasCardAmount(detail)) {
    throw nonFieldError('Nothing to pay by card for this order: complete it without a card.');
  }
  const created = await preparePurchases(app, order, detail);
  const chargeable = created.filter((p) => p.status === 'PROC');
  const primary = chargeable.find((p) => !p.chargeOnApproval);
  const providerCustomerId = await providerCustomerFor(app, customerId);
  if (!primary) {
    // The first of them names the attempt: a checkout opened again makes new purchases, and the
    // events of an abandoned setup then find nothing to change.
    const setup = await app.payments.setupCard(
      {
        customerId: providerCustomerId,
        metadata: { order_id: order.id, purchase_id: chargeable[0]!.id },
      },
      `purchase:${chargeable[0]!.id}:setup`,
    );
    return {
      client_secret: setup.clientSecret,
      payment_intent_id: setup.id,
      intent_type: 'setup' as const,
      provider: app.payments.kind,
      publishable_key: app.payments.publishableKey,
      amount: 0,
    };
  }
  const intent = await app.payments.createPaymentIntent(
    {
      amountCents: primary.guestAmountCents,
      currency: order.currency.toLowerCase(),
      captureMethod: primary.requiresApproval ? 'manual' : 'automatic',
      customerId: providerCustomerId,
      saveCard: chargeable.length > 1,
      metadata: { order_id: order.id, purchase_id: primary.id },
    },
    `purchase:${primary.id}:intent`,
  );
  await app.db
    .update(purchases)
    .set({ paymentIntentId: intent.id, isPrimaryPayment: true })
    .where(eq(purchases.id, primary.id));
  return {
    client_secret: intent.clientSecret,
    payment_intent_id: intent.id,
    intent_type: 'payment' as const,
    provider: app.payments.kind,
    publishable_key: app.payments.publishableKey,
    amount: primary.guestAmountCents / 100,
  };
}

/** An order with nothing to pay by card completes at once (spec: zero-total purchase). */
export async function completeZeroPurchase(
  app: FastifyInstance,
  auth: AuthContext,
  orderId: string,
  email: string,
) {
  const order = await loadPayableOrder(app, auth, orderId);
  const detail = await loadOrderDetail(app.db, order);
  if (hasCardAmount(detail)) throw nonFieldError('This order has an amount to pay by card.');
  await preparePurchases(app, order, detail);
  if (order.customerId) {
    await app.db.update(customers).set({ email }).where(eq(customers.id, order.customerId));
  }
  await settleOrderIfDone(app, order.id);
  return { ok: true as const };
}

export async function getOrderReadiness(app: FastifyInstance, auth: AuthContext, orderId: string) {
  const order = await findGuestOrder(app.db, auth.user.id, orderId);
  if (!order) throw notFound();
  return { is_ready: order.isReady, has_error: order.hasError };
}

/**
 * After a declined card the guest updates the details and pays again: the failed attempt is
 * undone and the order is a cart once more. A partly paid order cannot be retried this way.
 */
export async function retryPayment(app: FastifyInstance, auth: AuthContext, orderId: string) {
  requireGuest(auth);
  const order = await findGuestOrder(app.db, auth.user.id, orderId);
  if (!order) throw notFound();
  if (order.status === 'PEND') return { ok: true as const };
  const current = await listOrderPurchases(app.db, order.id);
  if (order.status !== 'FAIL' || current.some((p) => p.status !== 'FAIL' && !p.isOffPlatform)) {
    throw nonFieldError('This order cannot be paid again. Please contact support.');
  }
  await app.db.transaction(async (tx) => {
    await lockOrderForPayment(tx, order.id);
    const lines = await tx
      .select({ id: orderProducts.id })
      .from(orderProducts)
      .where(eq(orderProducts.orderId, order.id));
    await releaseLineReservations(
      tx,
      lines.map((l) => l.id),
    );
    await tx.delete(purchases).where(eq(purchases.orderId, order.id));
    await tx
      .update(orders)
      .set({ status: 'PEND', isReady: false, hasError: false, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
  });
  return { ok: true as const };
}
