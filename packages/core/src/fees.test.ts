import { describe, expect, it } from 'vitest';
import {
  applyBps,
  cardFee,
  commission,
  convenienceFee,
  ownerProfitForLocalItem,
  ownerProfitForOwnItem,
} from './fees';

describe('fee model', () => {
  it('rounds half up', () => {
    expect(applyBps(1, 5000)).toBe(1);
    expect(applyBps(3, 5000)).toBe(2);
    expect(applyBps(1249, 800)).toBe(100);
  });

  it('charges the guest an 8% convenience fee', () => {
    expect(convenienceFee(10000)).toBe(800);
    expect(convenienceFee(2000)).toBe(160);
    expect(convenienceFee(0)).toBe(0);
    expect(convenienceFee(1)).toBe(0);
    expect(convenienceFee(7)).toBe(1);
  });

  it('computes the Basic card fee as 2.9% × (price + 8% + 0.30) + 0.30', () => {
    // $100: 0.029 × (100 + 8 + 0.30) + 0.30 = 3.4407 -> $3.44
    expect(cardFee(10000, 'BASIC')).toBe(344);
    // $20: 0.029 × (21.60 + 0.30) + 0.30 = 0.9351 -> $0.94
    expect(cardFee(2000, 'BASIC')).toBe(94);
    expect(cardFee(0, 'BASIC')).toBe(0);
    expect(cardFee(10000, 'PRO')).toBe(0);
    expect(cardFee(10000, 'ENTERPRISE')).toBe(0);
  });

  it('takes the high commission below the cutoff and the low one from it', () => {
    expect(commission(1999, 'BASIC')).toBe(200);
    expect(commission(2000, 'BASIC')).toBe(140);
    expect(commission(10000, 'BASIC')).toBe(700);
    expect(commission(10000, 'PRO_PLUS')).toBe(0);
    expect(
      commission(500, 'BASIC', {
        commissionLowBps: 500,
        commissionHighBps: 1500,
        commissionCutoffCents: 1000,
      }),
    ).toBe(75);
  });

  it('leaves the host the amount less card fee and commission', () => {
    expect(ownerProfitForOwnItem(10000, 'BASIC')).toEqual({
      amount: 10000,
      cardFee: 344,
      commission: 700,
      ownerProfit: 8956,
    });
    expect(ownerProfitForOwnItem(10000, 'PRO').ownerProfit).toBe(10000);
    expect(ownerProfitForOwnItem(0, 'BASIC').ownerProfit).toBe(0);
  });

  it('gives the host its share of local vendor items', () => {
    expect(ownerProfitForLocalItem(4500, 1000)).toBe(450);
  });
});
