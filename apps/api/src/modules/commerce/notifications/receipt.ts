import {
  formatCents,
  lineFigures,
  PAID_THROUGH_AIRBNB,
  type PurchaseStatus,
} from '@stayfront/core';
import { renderEmail } from '../../../lib/mailer/templates';
import { loadOrderDetail } from '../cart/cart.repository';
import type { NotifyDeps } from '../deps';
import { listOrderPurchases } from '../purchases/purchases.repository';
import { lineWithDate } from './line-text';
import { loadReceiptHead } from './notifications.repository';

type Purchase = Awaited<ReturnType<typeof listOrderPurchases>>[number];

/** What became of a line, as the receipt tells the guest after its price. */
function lineState(
  purchase: Purchase | undefined,
  refundedCents: number,
  money: (cents: number) => string,
  publicUrl: string,
) {
  if (!purchase) return '';
  if (purchase.isOffPlatform) return ` — ${PAID_THROUGH_AIRBNB.toLowerCase()}`;
  switch (purchase.status) {
    case 'HOLD':
      return ` — a request awaiting approval; to cancel it: ${publicUrl}/guest/${purchase.guestUuid}/`;
    case 'CNCL':
      return ' — denied, not charged';
    case 'FAIL':
      return ' — the payment failed, not charged';
    default:
      return refundedCents > 0 ? ` — refunded ${money(refundedCents)}` : '';
  }
}

/**
 * The receipt lists every line as it stands when it is sent: each request carries the link where
 * the guest can cancel it, and refunds, denials and items paid through Airbnb say so.
 */
export async function sendReceipt(deps: NotifyDeps, orderId: string, to?: string) {
  const head = await loadReceiptHead(deps.db, orderId);
  if (!head) return false;
  const { order, customer } = head;
  const recipient = to ?? customer?.email;
  if (!recipient) return false;
  const detail = await loadOrderDetail(deps.db, order);
  const purchasesById = new Map((await listOrderPurchases(deps.db, orderId)).map((p) => [p.id, p]));
  const { config } = deps;
  const money = (cents: number) => formatCents(cents, order.currency);
  const entries = detail.lines.map((named) => {
    const { line } = named;
    const purchase = line.purchaseId ? purchasesById.get(line.purchaseId) : undefined;
    const status: PurchaseStatus = purchase?.status ?? 'PEND';
    const figures = lineFigures({
      purchaseStatus: status,
      isOffPlatform: purchase?.isOffPlatform ?? false,
      isRefunded: line.isRefunded,
      amountCents: line.amountCents,
      convenienceFeeCents: line.convenienceFeeCents,
      ownerProfitCents: line.ownerProfitCents,
      amountRefundedCents: line.amountRefundedCents,
    });
    const byCard = !purchase?.isOffPlatform && status !== 'CNCL' && status !== 'FAIL';
    const state = lineState(purchase, figures.refundedCents, money, config.PUBLIC_URL);
    return {
      text: `${lineWithDate(named)}: ${money(line.amountCents)}${state}`,
      line,
      byCard,
      figures,
    };
  });
  const card = entries.filter((entry) => entry.byCard);
  const total = card.reduce((sum, { line }) => sum + line.amountCents, 0);
  const fees = card.reduce((sum, { line }) => sum + line.convenienceFeeCents, 0);
  const refunded = entries.reduce((sum, { figures }) => sum + figures.refundedCents, 0);
  const offPlatform = entries.reduce((sum, { figures }) => sum + figures.offPlatformCents, 0);
  const email = renderEmail(
    { brandName: config.BRAND_NAME, supportEmail: config.SUPPORT_EMAIL },
    {
      subject: `Your order #${order.orderNumber} at ${detail.storeName}`,
      heading: `Thank you${customer?.firstName ? `, ${customer.firstName}` : ''}!`,
      paragraphs: [
        `Here is your receipt for order #${order.orderNumber} at ${detail.storeName}.`,
        ...entries.map((entry) => entry.text),
        `Convenience fee: ${money(fees)}`,
        `Total: ${money(total + fees)}`,
        ...(refunded > 0
          ? [
              `Refunded: ${money(refunded)}`,
              `Total after refunds: ${money(total + fees - refunded)}`,
            ]
          : []),
        ...(offPlatform > 0 ? [`${PAID_THROUGH_AIRBNB}: ${money(offPlatform)}`] : []),
        'Requests are charged only when they are approved; we will e-mail you the answer.',
      ],
      action: { label: 'Back to store', url: `${config.PUBLIC_URL}/store/${order.storeId}/` },
    },
  );
  try {
    await deps.mailer.send({ to: recipient, ...email });
    return true;
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'receipt e-mail could not be sent');
    return false;
  }
}
