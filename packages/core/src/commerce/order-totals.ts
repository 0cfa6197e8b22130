import { isPaidOffPlatform } from './purchase-grouping';

export interface TotalledLine {
  line: { amountCents: number; convenienceFeeCents: number };
  product: { isPurchasableOffPlatform: boolean };
}

/**
 * An order's money as the guest sees it: the items and their fees paid by card, and what is paid
 * on the booking platform instead (lines that can be, once the guest said the booking is there).
 * The cart and checkout pages show it, and the checkout charges what the guest was shown.
 */
export function orderTotals(offPlatformChosen: boolean | null, lines: readonly TotalledLine[]) {
  let amountCents = 0;
  let feeCents = 0;
  let offPlatformCents = 0;
  for (const { line, product } of lines) {
    if (isPaidOffPlatform(offPlatformChosen, product.isPurchasableOffPlatform)) {
      offPlatformCents += line.amountCents + line.convenienceFeeCents;
    } else {
      amountCents += line.amountCents;
      feeCents += line.convenienceFeeCents;
    }
  }
  return { amountCents, feeCents, cardCents: amountCents + feeCents, offPlatformCents };
}
