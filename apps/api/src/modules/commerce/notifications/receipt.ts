import { lineFigures, type PurchaseStatus } from '@stayfront/core';
import { formatCentsIn } from '@stayfront/core/i18n';
import { renderEmail } from '../../../lib/mailer/templates';
import type { NotifyDeps } from '../deps';
import {
  guestPageLink,
  lineName,
  lineWithDate,
  offPlatformInstructions,
  productInstructions,
  readerOf,
} from './line-text';
import { loadOrderNews, type OrderNews } from './notifications.repository';

type Purchase = OrderNews['purchases'][number];

/**
 * The receipt, in the language the guest read the store in, lists every line as it stands when
 * it is sent: a request with the link where the guest can cancel it, refunds and denials, the
 * instructions for after the purchase of each product bought (a request's come with its
 * approval), what the guest pays through Airbnb and how, with the host's own instructions for
 * it, and a word on requests only when the order has some. `news` is the order as the caller
 * just read it (the outbox reads it once for the receipt and the notices).
 */
export async function sendReceipt(
  deps: NotifyDeps,
  orderId: string,
  {
    to,
    idempotencyKey,
    news,
  }: { to?: string; idempotencyKey?: string; news?: OrderNews | null } = {},
) {
  const read = news === undefined ? await loadOrderNews(deps.db, orderId) : news;
  if (!read) return false;
  const { order, customer, storeName } = read;
  const recipient = to ?? customer?.email;
  if (!recipient) return false;
  const purchasesById = new Map(read.purchases.map((p) => [p.id, p]));
  const { config } = deps;
  const reader = readerOf(order.locale);
  const { t } = reader;
  const money = (cents: number) => formatCentsIn(reader.locale, cents, order.currency);
  const named = read.lines;
  // The page's rule too: a product payable on Airbnb is, once the guest said they booked there.
  const offPlatform = order.isPurchasableOffPlatform
    ? named.filter(({ product }) => product.isPurchasableOffPlatform)
    : [];
  const paidHere = named
    .filter((entry) => !offPlatform.includes(entry))
    .map((entry) => {
      const { line } = entry;
      const purchase: Purchase | undefined = line.purchaseId
        ? purchasesById.get(line.purchaseId)
        : undefined;
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
      return { entry, purchase, status, figures };
    });
  let hasRequests = false;
  const lines = paidHere.map(({ entry, purchase, status, figures }) => {
    const values = { line: lineWithDate(entry, reader), amount: money(entry.line.amountCents) };
    switch (status) {
      case 'HOLD':
        hasRequests = true;
        return t('email.receiptRequestLine', {
          ...values,
          url: guestPageLink(`${config.PUBLIC_URL}/guest/${purchase!.guestUuid}/`, reader),
        });
      case 'CNCL':
        return t('email.receiptDeniedLine', values);
      case 'FAIL':
        return t('email.receiptFailedLine', values);
      default:
        return figures.refundedCents > 0
          ? t('email.receiptRefundedLine', { ...values, refunded: money(figures.refundedCents) })
          : t('email.receiptLine', values);
    }
  });
  // A request's instructions wait for its approval, whose e-mail carries them.
  const instructions = productInstructions(
    [
      ...paidHere
        .filter(({ status }) => status !== 'HOLD' && status !== 'CNCL' && status !== 'FAIL')
        .map(({ entry }) => entry),
      ...offPlatform,
    ],
    reader,
  );
  const byCard = paidHere.filter(({ status }) => status !== 'CNCL' && status !== 'FAIL');
  const total = byCard.reduce((sum, { entry }) => sum + entry.line.amountCents, 0);
  const fees = byCard.reduce((sum, { entry }) => sum + entry.line.convenienceFeeCents, 0);
  const refunded = byCard.reduce((sum, { figures }) => sum + figures.refundedCents, 0);
  // A request's amount and fee are held on the card, not charged, until it is answered.
  const held = byCard
    .filter(({ status }) => status === 'HOLD')
    .reduce((sum, { entry }) => sum + entry.line.amountCents + entry.line.convenienceFeeCents, 0);
  const airbnbCents = offPlatform.reduce(
    (sum, { line }) => sum + line.amountCents + line.convenienceFeeCents,
    0,
  );
  const orderNames = { number: order.orderNumber, store: storeName };
  const email = renderEmail(
    { brandName: config.BRAND_NAME, supportEmail: config.SUPPORT_EMAIL, t },
    {
      subject: t('email.receiptSubject', orderNames),
      heading: customer?.firstName
        ? t('email.receiptHeadingNamed', { name: customer.firstName })
        : t('email.receiptHeading'),
      paragraphs: [
        t('email.receiptIntro', orderNames),
        ...lines,
        t('email.receiptFee', { amount: money(fees) }),
        t('email.receiptTotal', { amount: money(total + fees) }),
        ...(held > 0 ? [t('email.receiptHeld', { amount: money(held) })] : []),
        ...(refunded > 0
          ? [
              t('email.receiptRefunded', { amount: money(refunded) }),
              t('email.receiptTotalAfterRefunds', { amount: money(total + fees - refunded) }),
            ]
          : []),
        ...instructions,
        ...(offPlatform.length
          ? [
              t('email.receiptAirbnb', {
                amount: money(airbnbCents),
                items: offPlatform.map((entry) => lineName(entry, reader)).join(', '),
              }),
              ...offPlatformInstructions(offPlatform, reader),
            ]
          : []),
        ...(hasRequests ? [t('email.receiptRequests')] : []),
      ],
      action: {
        label: t('common.backToStore'),
        url: guestPageLink(`${config.PUBLIC_URL}/store/${order.storeId}/`, reader),
      },
    },
    reader.locale,
  );
  try {
    await deps.mailer.send({ to: recipient, ...email, idempotencyKey });
    return true;
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'receipt e-mail could not be sent');
    return false;
  }
}
