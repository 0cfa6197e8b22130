import type { FastifyInstance } from 'fastify';
import { centsToAmount, orderProductStatus, type PurchaseStatus } from '@stayfront/core';
import { AppError, nonFieldError, notFound } from '../../../errors';
import { consumeRateLimit, type RateLimitRule } from '../../../lib/rate-limit';
import type { AuthContext } from '../../../plugins/session';
import { sendReceipt } from '../../commerce/notifications/receipt';
import { toGuestDetails } from './guest-details';
import {
  findOwnerPurchase,
  listPurchaseLines,
  type OwnerPurchase,
  type PurchaseLine,
} from './sales.repository';

type HostAuth = AuthContext & { ownerId: string };

/**
 * Resending a receipt mails any address the host types, so it is capped per host user: enough
 * for real corrections, too few to make the platform a mail relay.
 */
export const RESEND_RECEIPT_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 };

async function loadOwnerPurchase(app: FastifyInstance, auth: HostAuth, purchaseId: string) {
  const row = await findOwnerPurchase(app.db, auth.ownerId, purchaseId);
  if (!row) throw notFound();
  return row;
}

function toSaleLine(row: PurchaseLine, purchaseStatus: PurchaseStatus) {
  const { line } = row;
  return {
    id: line.id,
    product_name: row.productName,
    option: row.optionLabel || (row.optionTimeLabel ?? '').slice(0, 5),
    quantity: line.quantity,
    price: centsToAmount(line.unitPriceCents),
    amount: centsToAmount(line.amountCents),
    convenience_fee: centsToAmount(line.convenienceFeeCents),
    guest_amount: centsToAmount(line.amountCents + line.convenienceFeeCents),
    owner_profit: centsToAmount(line.ownerProfitCents),
    amount_refunded: centsToAmount(line.amountRefundedCents),
    delivery_date: line.deliveryDate,
    note: line.note,
    extra_field_values: line.extraFieldValues.map(({ label, value }) => ({ label, value })),
    is_refunded: line.isRefunded,
    status: orderProductStatus(purchaseStatus, line.isRefunded),
  };
}

function toSaleDetail(row: OwnerPurchase, lines: PurchaseLine[]) {
  const { purchase, order } = row;
  const status = purchase.status as PurchaseStatus;
  const guest = toGuestDetails(row.guest);
  return {
    id: purchase.id,
    order_id: order.id,
    order_number: order.orderNumber,
    date_created: (order.placedAt ?? order.createdAt).toISOString(),
    status,
    currency: order.currency,
    store: { id: order.storeId, store_name: row.storeName },
    guest,
    guest_email: guest.guest_email,
    owner_purchase_uuid: purchase.ownerUuid,
    requires_approval: purchase.requiresApproval,
    is_purchasable_off_platform: purchase.isOffPlatform,
    order_products: lines.map((line) => toSaleLine(line, status)),
    amount: centsToAmount(purchase.amountCents),
    convenience_fee: centsToAmount(purchase.convenienceFeeCents),
    // Spec section 9: tax is shown as zero; the grand total is what the guest pays.
    tax: 0,
    grand_total: centsToAmount(purchase.guestAmountCents),
    owner_profit: centsToAmount(purchase.ownerProfitCents),
    amount_refunded: centsToAmount(purchase.amountRefundedCents),
    has_receipt: hasReceipt(row),
  };
}

/** A receipt exists once the order is settled without a failed payment (what checkout mails). */
function hasReceipt(row: OwnerPurchase) {
  return row.order.isReady && !row.order.hasError;
}

export async function getSaleDetail(app: FastifyInstance, auth: HostAuth, purchaseId: string) {
  const row = await loadOwnerPurchase(app, auth, purchaseId);
  return toSaleDetail(row, await listPurchaseLines(app.db, purchaseId));
}

/** Mails the order's receipt again, to the address the host confirmed or corrected. */
export async function resendReceipt(
  app: FastifyInstance,
  auth: HostAuth,
  purchaseId: string,
  guestEmail: string,
) {
  const row = await loadOwnerPurchase(app, auth, purchaseId);
  if (!hasReceipt(row)) {
    throw nonFieldError('This order has no receipt: its payment did not go through.');
  }
  await consumeRateLimit(app.db, `resend-receipt:${auth.user.id}`, RESEND_RECEIPT_LIMIT);
  const sent = await sendReceipt(app, row.order.id, { to: guestEmail });
  if (!sent) throw new AppError('SERVICE_UNAVAILABLE', 'The receipt could not be sent.');
  return { ok: true as const };
}
