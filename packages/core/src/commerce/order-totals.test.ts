import { describe, expect, it } from 'vitest';
import { orderTotals } from './order-totals';

const line = (
  amountCents: number,
  convenienceFeeCents: number,
  isPurchasableOffPlatform = false,
) => ({
  line: { amountCents, convenienceFeeCents },
  product: { isPurchasableOffPlatform },
});

describe('orderTotals', () => {
  const lines = [line(1500, 120), line(5000, 400, true)];

  it('charges every line by card until the guest says the booking is on the platform', () => {
    for (const answer of [null, false]) {
      expect(orderTotals(answer, lines)).toEqual({
        amountCents: 6500,
        feeCents: 520,
        cardCents: 7020,
        offPlatformCents: 0,
      });
    }
  });

  it('moves the lines paid on the platform, with their fees, off the card', () => {
    expect(orderTotals(true, lines)).toEqual({
      amountCents: 1500,
      feeCents: 120,
      cardCents: 1620,
      offPlatformCents: 5400,
    });
  });
});
