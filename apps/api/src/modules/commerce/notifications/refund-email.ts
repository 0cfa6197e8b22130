import type { NotifyDeps } from '../deps';
import { formatCentsIn } from '@stayfront/core/i18n';
import { renderEmail } from '../../../lib/mailer/templates';
import { guestPageLink, readerOf } from './line-text';
import { loadRefundedLineNames, loadRefundRecipient } from './notifications.repository';

/**
 * Tells the guest, in the language they ordered in, what was refunded to their card, for which
 * items, and when to expect it.
 */
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
  const reader = readerOf(order.locale);
  const { t } = reader;
  const names = { number: order.orderNumber, store: storeName };
  const firstName = row.customer?.firstName;
  const email = renderEmail(
    { brandName: config.BRAND_NAME, supportEmail: config.SUPPORT_EMAIL, t },
    {
      subject: t('email.refundSubject', names),
      heading: firstName
        ? t('email.refundHeadingNamed', { name: firstName })
        : t('email.refundHeading'),
      paragraphs: [
        t('email.refundIntro', {
          ...names,
          amount: formatCentsIn(reader.locale, amountCents, order.currency),
        }),
        ...lines.map((line) =>
          t('email.refundLine', {
            line: t('email.line', { quantity: line.quantity, name: line.productName }),
          }),
        ),
        t('email.refundTiming'),
      ],
      action: {
        label: t('common.backToStore'),
        url: guestPageLink(`${config.PUBLIC_URL}/store/${order.storeId}/`, reader),
      },
    },
    reader.locale,
  );
  try {
    await deps.mailer.send({ to, ...email });
  } catch (error) {
    // The refund itself is done; a lost e-mail must not turn it into an error.
    deps.log.error({ err: error, orderId }, 'refund e-mail could not be sent');
  }
}
