import { describe, expect, it } from 'vitest';
import {
  balanceForPaidOutRefund,
  canAddStripeMethod,
  chooseStoreMethod,
  isLineDue,
  monthPaidOn,
  periodOfMonth,
  planStorePayout,
  reassignmentTarget,
  serviceMonth,
  splitPartyB,
  splitShareCents,
  ZPayoutPhoneSchema,
  ZSplitPercentageSchema,
  type PayoutMethodChoice,
} from './payouts';

const method = (over: Partial<PayoutMethodChoice> & { id: string }): PayoutMethodChoice => ({
  type: 'PAYP',
  isDefault: false,
  isActive: true,
  status: 'COMP',
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('payout rules', () => {
  it('pays from $15 and holds below it as an INCR balance', () => {
    const paypal = method({ id: 'p', isDefault: true });
    expect(planStorePayout(1500, [], paypal)).toEqual({ action: 'PAY', totalCents: 1500 });
    expect(planStorePayout(1499, [], paypal)).toMatchObject({
      action: 'HOLD',
      reason: 'UNDER_MINIMUM',
      carry: 'INCR',
    });
    expect(planStorePayout(1000, [{ id: 'b', sign: 'INCR', leftoverCents: 600 }], paypal)).toEqual({
      action: 'PAY',
      totalCents: 1600,
    });
  });

  it('holds for a missing method or unfinished onboarding and carries a negative month as DECR', () => {
    expect(planStorePayout(5000, [], null)).toMatchObject({ reason: 'NO_METHOD', carry: 'INCR' });
    const stripe = method({ id: 's', type: 'STRP', status: 'PEND', isDefault: true });
    expect(planStorePayout(5000, [], stripe)).toMatchObject({ reason: 'ONBOARDING_INCOMPLETE' });
    expect(
      planStorePayout(100, [{ id: 'd', sign: 'DECR', leftoverCents: 400 }], method({ id: 'p' })),
    ).toEqual({ action: 'HOLD', totalCents: -300, reason: 'NEGATIVE', carry: 'DECR' });
  });

  it('takes a paid-out profit back after a refund and gives a paid-out loss back', () => {
    expect(balanceForPaidOutRefund(1500)).toEqual({ sign: 'DECR', cents: 1500 });
    // A $0.22 Basic item whose card fee outweighs it left the host 12 cents short.
    expect(balanceForPaidOutRefund(-12)).toEqual({ sign: 'INCR', cents: 12 });
    expect(balanceForPaidOutRefund(0)).toBeNull();
  });

  it('pays the month before the 7th and dates a line by delivery, else purchase', () => {
    expect(monthPaidOn('2026-03-07')).toBe('2026-02');
    expect(monthPaidOn('2026-01-07')).toBe('2025-12');
    expect(periodOfMonth('2024-02')).toEqual({
      month: '2024-02',
      start: '2024-02-01',
      end: '2024-02-29',
    });
    expect(serviceMonth('2026-04-02', '2026-03-30')).toBe('2026-04');
    expect(serviceMonth(null, '2026-03-30')).toBe('2026-03');
    expect(isLineDue('2026-02', '2026-03')).toBe(true);
    expect(isLineDue('2026-04', '2026-03')).toBe(false);
  });

  it("uses a store's own method only on Pro Plus, else the owner's default", () => {
    const methods = [method({ id: 'a', isDefault: true }), method({ id: 'b' })];
    expect(chooseStoreMethod('PRO_PLUS', 'b', methods)?.id).toBe('b');
    expect(chooseStoreMethod('PRO', 'b', methods)?.id).toBe('a');
    expect(chooseStoreMethod('PRO_PLUS', 'gone', methods)?.id).toBe('a');
  });

  it('moves a deleted method to the default, else the oldest non-Stripe, else the oldest Stripe', () => {
    const stripeOld = method({ id: 's1', type: 'STRP', createdAt: '2025-01-01T00:00:00Z' });
    const paypalNew = method({ id: 'p2', createdAt: '2026-02-01T00:00:00Z' });
    const paypalOld = method({ id: 'p1', createdAt: '2026-01-01T00:00:00Z' });
    const deleted = method({ id: 'x', isDefault: true });
    expect(reassignmentTarget('x', [deleted, stripeOld, paypalNew, paypalOld])?.id).toBe('p1');
    expect(reassignmentTarget('x', [deleted, stripeOld])?.id).toBe('s1');
    expect(reassignmentTarget('p1', [paypalOld, { ...paypalNew, isDefault: true }])?.id).toBe('p2');
    expect(reassignmentTarget('x', [deleted])).toBeNull();
  });

  it('lets only Pro Plus add a second Stripe method', () => {
    expect(canAddStripeMethod('BASIC', 0)).toBe(true);
    expect(canAddStripeMethod('PRO', 1)).toBe(false);
    expect(canAddStripeMethod('PRO_PLUS', 1)).toBe(true);
  });

  it('splits for reporting with Party B = 100 - A to 2 decimals', () => {
    expect(splitPartyB(33.33)).toBe(66.67);
    expect(splitShareCents(1001, 50)).toBe(501);
    expect(ZSplitPercentageSchema.safeParse(101).error?.issues[0]?.message).toBe(
      'Maximum value is 100',
    );
    expect(ZSplitPercentageSchema.safeParse(-1).error?.issues[0]?.message).toBe(
      'Minimum value is 0',
    );
  });

  it('keeps only the digits of the payout phone and wants 10 to 15 of them', () => {
    expect(ZPayoutPhoneSchema.parse('+1 (555) 010-2000')).toBe('15550102000');
    expect(ZPayoutPhoneSchema.safeParse('').error?.issues[0]?.message).toBe(
      'Please input your phone number',
    );
    expect(ZPayoutPhoneSchema.safeParse('12345').error?.issues[0]?.message).toBe(
      'Please input a valid phone number',
    );
  });
});
