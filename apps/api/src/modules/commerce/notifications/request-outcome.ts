import type { NotifyDeps } from '../deps';
import { AUTHORISATION_DAYS, formatCents, guestName, planAllowsSms } from '@stayfront/core';
import { formatCentsIn } from '@stayfront/core/i18n';
import type { EmailContent } from '../../../lib/mailer/templates';
import type { PurchaseRow } from '../purchases/purchases.repository';
import {
  loadRequestContext,
  loadRequestTextPhones,
  type RequestContext,
} from './notifications.repository';
import { Outgoing } from './delivery';
import {
  guestPageLink,
  productInstructions,
  linesSummary,
  lineWithDate,
  paidThroughAirbnbText,
  readerOf,
  type Reader,
} from './line-text';

const OUTCOME_TEXT: Record<RequestOutcome, string> = {
  approved: 'Request approved',
  denied: 'Request denied',
  cancelled_by_guest: 'Request cancelled by the guest',
  cancelled_automatically: 'Request cancelled automatically (not answered in 6 days)',
  charge_declined: "Request approved but the guest's card was declined",
};

/** How a request ended, from its final status and who decided it. */
export type RequestOutcome =
  'approved' | 'denied' | 'cancelled_by_guest' | 'cancelled_automatically' | 'charge_declined';

export function outcomeOf(purchase: PurchaseRow): RequestOutcome | null {
  switch (purchase.status) {
    case 'COMP':
      return 'approved';
    case 'FAIL':
      return 'charge_declined';
    case 'CNCL':
      if (purchase.decidedBy === 'owner' || purchase.decidedBy === 'merchant') return 'denied';
      if (purchase.decidedBy === 'guest') return 'cancelled_by_guest';
      return 'cancelled_automatically';
    default:
      return null;
  }
}

interface Parties {
  what: string;
  lines: string[];
  store: string;
  orderNumber: number;
  guestName: string;
  /** Who answers the request: the host, or the merchant by name. */
  seller: string;
  note: string[];
}

function describe(ctx: RequestContext, purchase: PurchaseRow): Parties {
  const what = linesSummary(ctx.lines);
  const lines = ctx.lines.map((line) => lineWithDate(line));
  const name = guestName(ctx.customer) || 'The guest';
  const seller = ctx.merchant?.businessName ?? 'the host';
  const note = purchase.approvalNote.trim()
    ? [`Note from ${ctx.merchant?.businessName ?? 'the host'}: ${purchase.approvalNote.trim()}`]
    : [];
  return {
    what,
    lines,
    store: ctx.storeName,
    orderNumber: ctx.order.orderNumber,
    guestName: name,
    seller,
    note,
  };
}

/** The guest's e-mail for each outcome, in the language the guest ordered in. */
function guestEmail(
  outcome: RequestOutcome,
  ctx: RequestContext,
  purchase: PurchaseRow,
  { t, locale }: Reader,
): EmailContent {
  const reader = { t, locale };
  const names = { store: ctx.storeName, number: ctx.order.orderNumber };
  const lines = ctx.lines.map((line) => lineWithDate(line, reader));
  const seller = ctx.merchant?.businessName ?? t('email.theHost');
  const note = purchase.approvalNote.trim()
    ? [t('email.requestNote', { name: seller, note: purchase.approvalNote.trim() })]
    : [];
  const notCharged = t('email.notCharged');
  const failure = purchase.failureMessage;
  switch (outcome) {
    case 'approved': {
      const amount = formatCentsIn(locale, purchase.guestAmountCents, ctx.order.currency);
      return {
        subject: t('email.approvedSubject', names),
        heading: t('email.approvedHeading'),
        paragraphs: [
          t('email.requestAbout', names),
          ...lines,
          t('email.approvedCharged', { amount }),
          ...note,
          ...productInstructions(ctx.lines, reader),
        ],
      };
    }
    case 'denied':
      return {
        subject: t('email.deniedSubject', names),
        heading: t('email.deniedHeading'),
        paragraphs: [t('email.deniedIntro', { ...names, seller }), ...lines, notCharged, ...note],
      };
    case 'cancelled_by_guest':
      return {
        subject: t('email.guestCancelledSubject', names),
        heading: t('email.cancelledHeading'),
        paragraphs: [t('email.guestCancelledIntro', names), ...lines, notCharged],
      };
    case 'cancelled_automatically':
      return {
        subject: t('email.autoCancelledSubject', names),
        heading: t('email.cancelledHeading'),
        paragraphs: [t('email.autoCancelledIntro', names), ...lines, notCharged],
      };
    case 'charge_declined':
      return {
        subject: t('email.chargeDeclinedSubject', names),
        heading: t('email.chargeDeclinedHeading'),
        paragraphs: [
          failure
            ? t('email.chargeDeclinedReason', { ...names, reason: failure })
            : t('email.chargeDeclinedIntro', names),
          ...lines,
          t('email.chargeDeclinedAgain'),
          ...note,
        ],
      };
  }
}

/** The e-mail for the host or the merchant: `self` says whether they made the decision. */
function sellerEmail(
  outcome: RequestOutcome,
  p: Parties,
  decidedBySelf: boolean,
  amount: string | null,
  failure: string | null,
): EmailContent {
  const order = `order #${p.orderNumber} at ${p.store}`;
  const who = decidedBySelf ? 'You' : p.seller[0]!.toUpperCase() + p.seller.slice(1);
  switch (outcome) {
    case 'approved':
      return {
        subject: `Request approved: ${p.what}`,
        heading: `${who} approved the request`,
        paragraphs: [
          `${p.guestName}'s request (${order}) was approved and the card charged:`,
          ...p.lines,
          ...(amount ? [amount] : []),
          ...p.note,
        ],
      };
    case 'denied':
      return {
        subject: `Request denied: ${p.what}`,
        heading: `${who} denied the request`,
        paragraphs: [
          `${p.guestName}'s request (${order}) was denied; the card was not charged:`,
          ...p.lines,
          ...p.note,
        ],
      };
    case 'cancelled_by_guest':
      return {
        subject: `Request cancelled by the guest: ${p.what}`,
        heading: `${p.guestName} cancelled the request`,
        paragraphs: [
          `${p.guestName} cancelled their request (${order}); nothing is to be delivered:`,
          ...p.lines,
        ],
      };
    case 'cancelled_automatically':
      return {
        subject: `Request cancelled automatically: ${p.what}`,
        heading: 'The request was cancelled automatically',
        paragraphs: [
          `${p.guestName}'s request (${order}) was not answered within ${AUTHORISATION_DAYS} days, so the card authorisation was released and the request cancelled:`,
          ...p.lines,
        ],
      };
    case 'charge_declined':
      return {
        subject: `Request not charged: ${p.what}`,
        heading: "The guest's card was declined",
        paragraphs: [
          `${p.guestName}'s request (${order}) was approved, but their saved card was declined${failure ? ` (${failure})` : ''}. The request will not go ahead; the guest has been told.`,
          ...p.lines,
        ],
      };
  }
}

/**
 * The one place a request's outcome is announced: the guest, the owner and, for a merchant's
 * request, the merchant each get an e-mail; the owner's and co-hosts' phones that take request
 * texts get one on plans with texts.
 */
export async function announceRequestOutcome(
  deps: NotifyDeps,
  purchase: PurchaseRow,
  idempotencyKey?: string,
) {
  const outcome = outcomeOf(purchase);
  if (!outcome) return;
  const ctx = await loadRequestContext(deps.db, purchase);
  const { config } = deps;
  const money = (cents: number) => formatCents(cents, ctx.order.currency);
  const parties = describe(ctx, purchase);
  const failure = purchase.failureMessage;
  const outgoing = new Outgoing();

  const guest = readerOf(ctx.order.locale);
  outgoing.email(
    ctx.customer?.email,
    {
      ...guestEmail(outcome, ctx, purchase, guest),
      action: {
        label: guest.t('common.backToStore'),
        url: guestPageLink(`${config.PUBLIC_URL}/store/${ctx.storeId}/`, guest),
      },
    },
    guest,
  );
  outgoing.email(ctx.ownerEmail, {
    ...sellerEmail(
      outcome,
      parties,
      purchase.decidedBy === 'owner',
      outcome !== 'approved'
        ? null
        : purchase.isOffPlatform
          ? paidThroughAirbnbText(money(purchase.guestAmountCents))
          : `Your profit: ${money(purchase.ownerProfitCents)}`,
      failure,
    ),
    action: {
      label: 'View the request',
      url: `${config.PUBLIC_URL}/owner/${purchase.ownerUuid}/?showPrices=True`,
    },
  });
  if (ctx.merchant) {
    outgoing.email(ctx.merchant.email, {
      ...sellerEmail(
        outcome,
        { ...parties, seller: ctx.merchant.businessName },
        purchase.decidedBy === 'merchant',
        outcome === 'approved' ? `Your amount: ${money(purchase.merchantAmountCents)}` : null,
        failure,
      ),
      action: {
        label: 'View the request',
        url: `${config.PUBLIC_URL}/merchant/${purchase.merchantUuid}/`,
      },
    });
  }
  if (planAllowsSms(ctx.ownerPlan)) {
    const text = `${config.BRAND_NAME}: ${OUTCOME_TEXT[outcome]} at ${parties.store}: ${parties.what} (order #${parties.orderNumber}).`;
    for (const phone of await loadRequestTextPhones(deps.db, ctx.ownerId, ctx.ownerPlan))
      outgoing.text(phone, text);
  }
  await outgoing.send(deps, idempotencyKey);
}
