/**
 * Spec: off-platform items are paid through the booking platform, not by card, and only when the
 * guest said the booking was made there.
 */
export function isPaidOffPlatform(
  orderIsPurchasableOffPlatform: boolean | null | undefined,
  productIsPurchasableOffPlatform: boolean,
) {
  return orderIsPurchasableOffPlatform === true && productIsPurchasableOffPlatform;
}

/** A line as the grouping needs it, its money split already worked out by the fee model. */
export interface LineToGroup {
  id: string;
  merchantId: string | null;
  requiresApproval: boolean;
  /** A request delivered too far ahead for an authorisation: charged when approved. */
  chargeOnApproval: boolean;
  isOffPlatform: boolean;
  amountCents: number;
  convenienceFeeCents: number;
  ownerProfitCents: number;
  merchantAmountCents: number;
}

export interface PlannedPurchase {
  key: string;
  merchantId: string | null;
  requiresApproval: boolean;
  chargeOnApproval: boolean;
  isOffPlatform: boolean;
  lineIds: string[];
  amountCents: number;
  convenienceFeeCents: number;
  ownerProfitCents: number;
  merchantAmountCents: number;
}

/**
 * Groups an order's lines into purchases: one per seller (the host or a merchant), split by
 * whether they need approval (and, for requests, whether they are charged only on approval) and
 * whether they are paid off-platform. Instant purchases come first: the card the guest enters is
 * charged for them directly; requests charged on approval last, as they take no payment now.
 */
export function groupLinesIntoPurchases(lines: readonly LineToGroup[]): PlannedPurchase[] {
  const groups = new Map<string, PlannedPurchase>();
  for (const line of lines) {
    const key = `${line.merchantId ?? 'host'}|${line.requiresApproval}|${line.chargeOnApproval}|${line.isOffPlatform}`;
    const group = groups.get(key) ?? {
      key,
      merchantId: line.merchantId,
      requiresApproval: line.requiresApproval,
      chargeOnApproval: line.chargeOnApproval,
      isOffPlatform: line.isOffPlatform,
      lineIds: [],
      amountCents: 0,
      convenienceFeeCents: 0,
      ownerProfitCents: 0,
      merchantAmountCents: 0,
    };
    group.lineIds.push(line.id);
    group.amountCents += line.amountCents;
    group.convenienceFeeCents += line.convenienceFeeCents;
    group.ownerProfitCents += line.ownerProfitCents;
    group.merchantAmountCents += line.merchantAmountCents;
    groups.set(key, group);
  }
  const rank = (p: PlannedPurchase) => Number(p.requiresApproval) + Number(p.chargeOnApproval);
  return [...groups.values()].sort((a, b) => rank(a) - rank(b));
}

/**
 * Nothing to charge by card: requests wait for approval, the rest is done; off-platform items are
 * paid through the booking platform.
 */
export function needsCardPayment(purchase: { isOffPlatform: boolean; guestAmountCents: number }) {
  return !purchase.isOffPlatform && purchase.guestAmountCents > 0;
}
