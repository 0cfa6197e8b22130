import { formatCents } from '@stayfront/core';
import { renderEmail } from '../../../lib/mailer/templates';
import { loadOrderDetail } from '../cart/cart.repository';
import type { NotifyDeps } from '../deps';
import { listOrderPurchases } from '../purchases/purchases.repository';
import { lineWithDate } from './line-text';
import { loadReceiptHead } from './notifications.repository';

/** The receipt lists every line; each request carries the link where the guest can cancel it. */
export async function sendReceipt(
  deps: NotifyDeps,
  orderId: string,
  { to, idempotencyKey }: { to?: string; idempotencyKey?: string } = {},
) {
  const head = await loadReceiptHead(deps.db, orderId);
  if (!head) return false;
  const { order, customer } = head;
  const recipient = to ?? customer?.email;
  if (!recipient) return false;
  const detail = await loadOrderDetail(deps.db, order);
  const purchasesById = new Map((await listOrderPurchases(deps.db, orderId)).map((p) => [p.id, p]));
  const { config } = deps;
  const money = (cents: number) => formatCents(cents, order.currency);
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
    await deps.mailer.send({ to: recipient, ...email, idempotencyKey });
    return true;
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'receipt e-mail could not be sent');
    return false;
  }
}
