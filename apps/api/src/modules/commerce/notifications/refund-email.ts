import type { NotifyDeps } from '../deps';
import { formatCents } from '@stayfront/core';
import { renderEmail } from '../../../lib/mailer/templates';
import { loadRefundedLineNames, loadRefundRecipient } from './notifications.repository';

/** Tells the guest what was refunded to their card, for which items, and when to expect it. */
export async function sendRefundEmail(
  deps: NotifyDeps,
  orderId: string,
  amountCents: number,
  lineIds: string[],
) {
  const row = await loadRefundRecipient(deps.db, orderId);
  if (!row) return;
  const to = row.customer?.email || (row.userIsAnonymous ? '' : row.userEmail);
  if (!to) return;
  const lines = await loadRefundedLineNames(deps.db, lineIds);
  const { order, storeName } = row;
  const { config } = deps;
  const money = formatCents(amountCents, order.currency);
  const email = renderEmail(
    { brandName: config.BRAND_NAME, supportEmail: config.SUPPORT_EMAIL },
    {
      subject: `Your refund for order #${order.orderNumber} at ${storeName}`,
      heading: `${row.customer?.firstName ? `${row.customer.firstName}, y` : 'Y'}our refund is on its way`,
      paragraphs: [
        `${storeName} refunded ${money} to your card for order #${order.orderNumber}.`,
        ...lines.map((line) => `Refunded: ${line.quantity} × ${line.productName}`),
        'Refunds usually appear on your statement within 5 to 10 business days.',
      ],
      action: { label: 'Back to store', url: `${config.PUBLIC_URL}/store/${order.storeId}/` },
    },
  );
  try {
    await deps.mailer.send({ to, ...email });
  } catch (error) {
    // The refund itself is done; a lost e-mail must not turn it into an error.
    deps.log.error({ err: error, orderId }, 'refund e-mail could not be sent');
  }
}
