import { describe, expect, it } from 'vitest';
import { ownerProfitForOwnItem } from './fees';
import { lineFigures, NO_FIGURES, sumFigures, type LineMoneyFacts } from './ledger';

const line = (over: Partial<LineMoneyFacts> = {}): LineMoneyFacts => ({
  purchaseStatus: 'COMP',
  isOffPlatform: false,
  isRefunded: false,
  amountCents: 7500,
  convenienceFeeCents: 600,
  ownerProfitCents: 6709,
  amountRefundedCents: 0,
  ...over,
});

describe('lineFigures', () => {
  it('counts a captured line whole: paid, fee and profit', () => {
    expect(lineFigures(line())).toEqual({
      paidAmountCents: 7500,
      paidFeeCents: 600,
      paidCents: 8100,
      refundedCents: 0,
      ownerProfitCents: 6709,
      offPlatformCents: 0,
    });
  });

  it('keeps what was paid after a refund, takes the profit away and records the refund', () => {
    expect(lineFigures(line({ isRefunded: true, amountRefundedCents: 8100 }))).toMatchObject({
      paidCents: 8100,
      refundedCents: 8100,
      ownerProfitCents: 0,
    });
    expect(lineFigures(line({ purchaseStatus: 'RFND' }))).toMatchObject({
      refundedCents: 8100,
      ownerProfitCents: 0,
    });
  });

  it.each(['CNCL', 'FAIL', 'HOLD', 'PROC', 'PEND'] as const)(
    'shows nothing paid and no profit for a %s line',
    (purchaseStatus) => {
      expect(lineFigures(line({ purchaseStatus }))).toEqual(NO_FIGURES);
    },
  );

  it('puts an off-platform line only in its own figure, once it went through', () => {
    expect(lineFigures(line({ isOffPlatform: true }))).toEqual({
      ...NO_FIGURES,
      offPlatformCents: 8100,
    });
    expect(lineFigures(line({ isOffPlatform: true, purchaseStatus: 'CNCL' }))).toEqual(NO_FIGURES);
  });

  it("takes the refunded line's share of an order's profit: $84.45 becomes $71.73", () => {
    // The example: a Basic host's $15.00 line (profit $12.72) refunded out of an order
    // whose lines made $84.45 together.
    const refundedProfit = ownerProfitForOwnItem(1500, 'BASIC').ownerProfit;
    expect(refundedProfit).toBe(1272);
    const kept = line({
      amountCents: 8000,
      convenienceFeeCents: 640,
      ownerProfitCents: 8445 - 1272,
    });
    const refunded = line({
      amountCents: 1500,
      convenienceFeeCents: 120,
      ownerProfitCents: refundedProfit,
      isRefunded: true,
      amountRefundedCents: 1620,
    });
    expect(
      sumFigures([lineFigures(kept), lineFigures(line({ ...refunded, isRefunded: false }))])
        .ownerProfitCents,
    ).toBe(8445);
    const after = sumFigures([lineFigures(kept), lineFigures(refunded)]);
    expect(after.ownerProfitCents).toBe(7173);
    expect(after.refundedCents).toBe(1620);
  });
});
