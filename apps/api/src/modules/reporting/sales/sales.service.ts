import { AppError, nonFieldError, notFound } from '../../../errors';
import { consumeRateLimit, type RateLimitRule } from '../../../lib/rate-limit';
import type { AuthContext } from '../../../plugins/session';
import type { NotifyDeps } from '../../commerce/deps';
import { sendReceipt } from '../../commerce/notifications/receipt';
import { findOwnerPurchase, listOrderLines, listOrderPurchases } from './sales.repository';
import { hasReceipt, toSaleDetail } from './sales.serializers';

type HostAuth = AuthContext & { ownerId: string };
type SalesDeps = Pick<NotifyDeps, 'db'>;

/**
 * Resending a receipt mails any address the host types, so it is capped per host user: enough
 * for real corrections, too few to make the platform a mail relay.
 */
export const RESEND_RECEIPT_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 };

async function loadOwnerPurchase(deps: SalesDeps, auth: HostAuth, purchaseId: string) {
  const row = await findOwnerPurchase(deps.db, auth.ownerId, purchaseId);
  if (!row) throw notFound();
  return row;
}

export async function getSaleDetail(deps: SalesDeps, auth: HostAuth, purchaseId: string) {
  const row = await loadOwnerPurchase(deps, auth, purchaseId);
  const [lines, purchases] = await Promise.all([
    listOrderLines(deps.db, row.order.id),
    listOrderPurchases(deps.db, row.order.id),
  ]);
  return toSaleDetail(row, lines, purchases);
}

/** Mails the order's receipt again, as it stands now (refunds included), to the address the host confirmed or corrected. */
export async function resendReceipt(
  deps: NotifyDeps,
  auth: HostAuth,
  purchaseId: string,
  guestEmail: string,
) {
  const row = await loadOwnerPurchase(deps, auth, purchaseId);
  if (!hasReceipt(row)) {
    throw nonFieldError('This order has no receipt: its payment did not go through.');
  }
  await consumeRateLimit(deps.db, `resend-receipt:${auth.user.id}`, RESEND_RECEIPT_LIMIT);
  const sent = await sendReceipt(deps, row.order.id, { to: guestEmail });
  if (!sent) throw new AppError('SERVICE_UNAVAILABLE', 'The receipt could not be sent.');
  return { ok: true as const };
}
