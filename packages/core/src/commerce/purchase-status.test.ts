import { describe, expect, it } from 'vitest';
import { groupLinesIntoPurchases, isPaidOffPlatform } from './purchase-grouping';
import {
  canMovePurchase,
  givesPaymentBack,
  initialPurchaseStatus,
  PURCHASE_STATUSES,
  sideMayApprove,
  statusAfterPaymentEvent,
} from './purchase-status';

describe('the purchase state machine', () => {
  it('only moves forward', () => {
    expect(canMovePurchase('PROC', 'HOLD')).toBe(true);
    expect(canMovePurchase('HOLD', 'COMP')).toBe(true);
    expect(canMovePurchase('COMP', 'RFND')).toBe(true);
    expect(canMovePurchase('COMP', 'HOLD')).toBe(false);
    for (const to of PURCHASE_STATUSES) {
      expect(canMovePurchase('RFND', to)).toBe(false);
      expect(canMovePurchase('FAIL', to)).toBe(false);
    }
  });

  it('starts a purchase by what is left to charge', () => {
    expect(initialPurchaseStatus({ needsCard: true, requiresApproval: true })).toBe('PROC');
    expect(initialPurchaseStatus({ needsCard: false, requiresApproval: true })).toBe('HOLD');
    expect(initialPurchaseStatus({ needsCard: false, requiresApproval: false })).toBe('COMP');
  });

  it('ignores late events and fails a request charged on approval when declined', () => {
    const held = { status: 'HOLD' as const, chargeOnApproval: false };
    expect(statusAfterPaymentEvent(held, 'payment_intent.payment_failed')).toBeNull();
    expect(
      statusAfterPaymentEvent({ ...held, chargeOnApproval: true }, 'payment_intent.payment_failed'),
    ).toBe('FAIL');
    expect(statusAfterPaymentEvent(held, 'payment_intent.canceled')).toBe('CNCL');
    // An unpaid checkout whose payment was cancelled (replaced, or its hold lapsed) failed: the
    // order settles with its stock back, and the guest can pay again.
    expect(statusAfterPaymentEvent({ ...held, status: 'PROC' }, 'payment_intent.canceled')).toBe(
      'FAIL',
    );
    expect(
      statusAfterPaymentEvent(
        { status: 'COMP', chargeOnApproval: false },
        'payment_intent.succeeded',
      ),
    ).toBeNull();
  });

  it('gives back a payment no live purchase keeps, and only that', () => {
    expect(givesPaymentBack(null, 'payment_intent.succeeded')).toBe('refund');
    expect(givesPaymentBack({ status: 'FAIL' }, 'payment_intent.succeeded')).toBe('refund');
    expect(givesPaymentBack({ status: 'CNCL' }, 'payment_intent.amount_capturable_updated')).toBe(
      'release',
    );
    expect(givesPaymentBack(null, 'payment_intent.payment_failed')).toBeNull();
    expect(givesPaymentBack({ status: 'COMP' }, 'payment_intent.succeeded')).toBeNull();
    expect(givesPaymentBack({ status: 'RFND' }, 'payment_intent.succeeded')).toBeNull();
    expect(
      givesPaymentBack({ status: 'HOLD' }, 'payment_intent.amount_capturable_updated'),
    ).toBeNull();
  });

  it('lets the host approve its own requests and a merchant only its own', () => {
    expect(sideMayApprove('owner', null)).toBe(true);
    expect(sideMayApprove('owner', 'm1')).toBe(false);
    expect(sideMayApprove('merchant', 'm1')).toBe(true);
    expect(sideMayApprove('guest', null)).toBe(false);
  });
});

describe('grouping lines into purchases', () => {
  const line = (id: string, extra: Partial<Parameters<typeof groupLinesIntoPurchases>[0][0]>) => ({
    id,
    merchantId: null,
    requiresApproval: false,
    chargeOnApproval: false,
    isOffPlatform: false,
    amountCents: 1000,
    convenienceFeeCents: 80,
    ownerProfitCents: 900,
    merchantAmountCents: 0,
    ...extra,
  });

  it('makes one purchase per seller and kind, instant ones first', () => {
    const planned = groupLinesIntoPurchases([
      line('request', { requiresApproval: true }),
      line('a', {}),
      line('b', {}),
      line('merchant', { merchantId: 'm1', merchantAmountCents: 500 }),
    ]);
    expect(planned.map((p) => p.lineIds)).toEqual([['a', 'b'], ['merchant'], ['request']]);
    expect(planned[0]).toMatchObject({ amountCents: 2000, convenienceFeeCents: 160 });
  });

  it('counts an item off-platform only when the guest booked on the platform', () => {
    expect(isPaidOffPlatform(true, true)).toBe(true);
    expect(isPaidOffPlatform(null, true)).toBe(false);
    expect(isPaidOffPlatform(true, false)).toBe(false);
  });
});
