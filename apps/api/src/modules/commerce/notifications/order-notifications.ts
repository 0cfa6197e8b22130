import type { NotifyDeps } from '../deps';
import { formatCents, formatExtraAnswers, guestName, planAllowsSms } from '@stayfront/core';
import type { EmailContent } from '../../../lib/mailer/templates';
import {
  loadOrderAudience,
  loadOrderNews,
  loadStockOfProducts,
  type OrderAudience,
  type OrderNews,
} from './notifications.repository';
import { linesSummary, lineWithDate, paidThroughAirbnbText } from './line-text';
import { Outgoing } from './delivery';

type Kind = 'sale' | 'request';
type Line = OrderAudience['lines'][number];
type Purchase = OrderAudience['purchases'][number];

const KIND_OF_STATUS: Record<string, Kind | undefined> = { COMP: 'sale', HOLD: 'request' };

function describe(lines: Line[], currency: string, withPrices: boolean) {
  return lines.map((named) => {
    const price = withPrices ? `: ${formatCents(named.line.amountCents, currency)}` : '';
    const note = named.line.note ? ` (note: ${named.line.note})` : '';
    const answers = named.line.extraFieldValues.length
      ? ` — ${formatExtraAnswers(named.line.extraFieldValues)}`
      : '';
    return `${lineWithDate(named)}${price}${note}${answers}`;
  });
}

/**
 * A paid order tells the people behind the store: the owner, the co-hosts who opted in to that
 * kind of news, each product's contacts, and a merchant for its own items. Requests carry the
 * page where they are approved; texts go out only on plans that include them. `news` is the order
 * as the caller just read it (see sendReceipt).
 */
export async function notifyOrderPlaced(
  deps: NotifyDeps,
  orderId: string,
  idempotencyKey?: string,
  news?: OrderNews | null,
) {
  const read = news === undefined ? await loadOrderNews(deps.db, orderId) : news;
  if (!read) return;
  const audience = await loadOrderAudience(deps.db, read);
  const outgoing = new Outgoing();
  for (const purchase of audience.purchases) {
    const kind = KIND_OF_STATUS[purchase.status];
    if (!kind) continue;
    const lines = audience.lines.filter(({ line }) => line.purchaseId === purchase.id);
    if (lines.length) addPurchaseNotices(deps, audience, purchase, kind, lines, outgoing);
  }
  await addLowStockNotices(deps, audience, outgoing);
  await outgoing.send(deps, idempotencyKey);
}

function addPurchaseNotices(
  deps: NotifyDeps,
  audience: OrderAudience,
  purchase: Purchase,
  kind: Kind,
  lines: Line[],
  outgoing: Outgoing,
) {
  const { config } = deps;
  const { order, customer, storeName } = audience;
  const currency = order.currency;
  const money = (cents: number) => formatCents(cents, currency);
  const buyer = guestName(customer) || 'A guest';
  const guestContact = [customer?.phone, customer?.email].filter(Boolean).join(', ');
  const smsAllowed = planAllowsSms(audience.plan);
  const merchant = purchase.merchantId ? audience.merchants.get(purchase.merchantId) : undefined;
  const ownerLink = `${config.PUBLIC_URL}/owner/${purchase.ownerUuid}/?showPrices=True`;
  const ordersLink = `${config.PUBLIC_URL}/overview/orders/`;
  const what = linesSummary(lines);

  const offPlatform = purchase.isOffPlatform;
  const airbnbNote = paidThroughAirbnbText(money(purchase.guestAmountCents));
  const guestContactLine = guestContact ? [`Guest contact: ${guestContact}`] : [];
  const saleEmail: EmailContent = offPlatform
    ? {
        subject: `New order at ${storeName}, paid through Airbnb: order #${order.orderNumber}`,
        heading: `${buyer} ordered ${what}, paid through Airbnb`,
        paragraphs: [
          `${buyer} ordered from ${storeName} (order #${order.orderNumber}):`,
          ...describe(lines, currency, true),
          airbnbNote,
          ...guestContactLine,
        ],
        action: { label: 'View orders', url: ordersLink },
      }
    : {
        subject: `New sale at ${storeName}: order #${order.orderNumber}`,
        heading: 'You made a sale!',
        paragraphs: [
          `${buyer} bought from ${storeName} (order #${order.orderNumber}):`,
          ...describe(lines, currency, true),
          `Your profit: ${money(purchase.ownerProfitCents)}`,
          ...guestContactLine,
        ],
        action: { label: 'View orders', url: ordersLink },
      };
  const hostEmail: EmailContent =
    kind === 'sale'
      ? saleEmail
      : {
          subject: `New request at ${storeName}: ${what}`,
          heading: `${buyer} is asking for ${what}`,
          paragraphs: [
            `A request at ${storeName} (order #${order.orderNumber}):`,
            ...describe(lines, currency, true),
            offPlatform
              ? `If you approve: ${airbnbNote}`
              : `Your profit if approved: ${money(purchase.ownerProfitCents)}`,
            ...guestContactLine,
            merchant
              ? `${merchant.businessName} approves or denies this request; we will tell you the answer.`
              : `${offPlatform ? 'Nothing is charged by card.' : 'The card is charged only when you approve.'} Please answer within 6 days, or the request is cancelled automatically.`,
          ],
          action: { label: merchant ? 'View request' : 'Approve or deny', url: ownerLink },
        };
  const saleText = offPlatform
    ? `${config.BRAND_NAME}: New order at ${storeName}, paid through Airbnb: ${what} (order #${order.orderNumber}). Request the payment in the Airbnb Resolution Center.`
    : `${config.BRAND_NAME}: New sale at ${storeName}: ${what} (order #${order.orderNumber}).`;
  const hostText =
    kind === 'sale'
      ? saleText
      : `${config.BRAND_NAME}: New request at ${storeName}: ${what}. ${merchant ? 'View' : 'Approve or deny'}: ${ownerLink}`;
  const wantsText = (flags: { isSalesSmsEnabled: boolean; isRequestSmsEnabled: boolean }) =>
    kind === 'sale' ? flags.isSalesSmsEnabled : flags.isRequestSmsEnabled;

  outgoing.email(audience.ownerEmail, hostEmail);
  if (smsAllowed) {
    for (const phone of audience.phones)
      if (wantsText(phone)) outgoing.text(phone.phoneNumber, hostText);
  }
  for (const { cohost, email } of audience.cohosts) {
    if (!wantsText(cohost)) continue;
    outgoing.email(email, hostEmail);
    if (smsAllowed) outgoing.text(cohost.phoneNumber, hostText);
  }

  for (const delegate of audience.delegates) {
    const theirs = lines.filter(({ product }) => product.id === delegate.productId);
    if (!theirs.length) continue;
    const label = kind === 'sale' ? 'New sale' : 'New request';
    outgoing.email(delegate.email, {
      subject: `${label} at ${storeName}: ${linesSummary(theirs)}`,
      heading: `${label}: ${linesSummary(theirs)}`,
      paragraphs: [
        `${buyer} ordered at ${storeName} (order #${order.orderNumber}):`,
        ...describe(theirs, currency, delegate.isShowPrice),
        ...(guestContact ? [`Guest contact: ${guestContact}`] : []),
        ...(kind === 'request'
          ? ['This is a request: the host approves it first. Please wait for their go-ahead.']
          : []),
      ],
    });
    if (smsAllowed && wantsText(delegate)) {
      outgoing.text(
        delegate.phoneNumber,
        `${config.BRAND_NAME}: ${label} at ${storeName}: ${linesSummary(theirs)} (order #${order.orderNumber}).`,
      );
    }
  }

  if (merchant) {
    const merchantLink = `${config.PUBLIC_URL}/merchant/${purchase.merchantUuid}/`;
    outgoing.email(merchant.email, {
      subject:
        kind === 'sale'
          ? `New order #${order.orderNumber} from ${storeName}`
          : `Please approve or deny: ${what}`,
      heading: kind === 'sale' ? 'You have a new order' : `${buyer} is asking for ${what}`,
      paragraphs: [
        `${buyer} ordered from ${merchant.businessName} through ${storeName} (order #${order.orderNumber}):`,
        ...describe(lines, currency, false),
        `Your amount: ${money(purchase.merchantAmountCents)}`,
        ...(guestContact ? [`Guest contact: ${guestContact}`] : []),
        ...(kind === 'request'
          ? [
              'The card is charged only when you approve. Please answer within 6 days, or the request is cancelled automatically.',
            ]
          : []),
      ],
      action: { label: kind === 'sale' ? 'View order' : 'Approve or deny', url: merchantLink },
    });
  }
}

/** Lines that took a product below its alert threshold tell its contacts (else the owner). */
async function addLowStockNotices(deps: NotifyDeps, audience: OrderAudience, outgoing: Outgoing) {
  const sold = audience.lines.filter(({ line, product }) => {
    const purchase = audience.purchases.find((p) => p.id === line.purchaseId);
    return (
      product.hasQuantity &&
      product.alertThreshold != null &&
      purchase != null &&
      KIND_OF_STATUS[purchase.status] != null
    );
  });
  const ids = [...new Set(sold.map(({ product }) => product.id))];
  if (!ids.length) return;
  const current = await loadStockOfProducts(deps.db, ids);
  const smsAllowed = planAllowsSms(audience.plan);
  for (const product of current) {
    const left = product.quantity ?? 0;
    if (product.alertThreshold == null || left >= product.alertThreshold) continue;
    const content: EmailContent = {
      subject: `Low stock: ${product.productName} at ${audience.storeName}`,
      heading: `${product.productName} is running low`,
      paragraphs: [
        `Only ${left} left of ${product.productName} at ${audience.storeName}; the alert threshold is ${product.alertThreshold}.`,
        'Update the quantity in the store dashboard so guests can keep ordering.',
      ],
      action: {
        label: 'Open the store',
        url: `${deps.config.PUBLIC_URL}/dashboard/store/${product.storeId}/products/`,
      },
    };
    const contacts = audience.delegates.filter((d) => d.productId === product.id);
    if (contacts.length === 0) outgoing.email(audience.ownerEmail, content);
    for (const contact of contacts) {
      outgoing.email(contact.email, content);
      if (smsAllowed && contact.isSalesSmsEnabled) {
        outgoing.text(
          contact.phoneNumber,
          `${deps.config.BRAND_NAME}: ${product.productName} at ${audience.storeName} is low on stock (${left} left).`,
        );
      }
    }
  }
}
