import { describe, expect, it } from 'vitest';
import {
  lineRefundability,
  orderRefundability,
  ownerCanApprove,
  refundMessages,
  type RefundableLineFacts,
} from './orders';
import { orderStatusWord } from './commerce/line-status';

const paid: RefundableLineFacts = {
  purchaseStatus: 'COMP',
  isOffPlatform: false,
  isRefunded: false,
  guestAmountCents: 2160,
  refundInProgress: false,
};

describe('lineRefundability', () => {
  it('allows a paid card line', () => {
    expect(lineRefundability(paid)).toEqual({ is_refundable: true, non_refundable_reason: null });
  });

  it.each([
    [{ isRefunded: true }, refundMessages.alreadyRefunded],
    [{ purchaseStatus: 'RFND' as const }, refundMessages.alreadyRefunded],
    [{ isOffPlatform: true }, refundMessages.offPlatform],
    [{ purchaseStatus: 'HOLD' as const }, refundMessages.notApproved],
    [{ purchaseStatus: 'CNCL' as const }, refundMessages.denied],
    [{ purchaseStatus: 'FAIL' as const }, refundMessages.failed],
    [{ purchaseStatus: 'PROC' as const }, refundMessages.processing],
    [{ guestAmountCents: 0 }, refundMessages.nothingPaid],
    [{ refundInProgress: true }, refundMessages.inProgress],
  ])('refuses %o', (change, reason) => {
    expect(lineRefundability({ ...paid, ...change })).toEqual({
      is_refundable: false,
      non_refundable_reason: reason,
    });
  });
});

describe('orderRefundability', () => {
  it('allows an order while one line can be refunded', () => {
    expect(orderRefundability([{ ...paid, isRefunded: true }, paid]).is_refundable).toBe(true);
  });

  it('names the reason the lines share, or a general one', () => {
    expect(orderRefundability([{ ...paid, isRefunded: true }]).non_refundable_reason).toBe(
      refundMessages.orderAlreadyRefunded,
    );
    expect(orderRefundability([{ ...paid, isOffPlatform: true }]).non_refundable_reason).toBe(
      refundMessages.offPlatform,
    );
    expect(
      orderRefundability([
        { ...paid, isOffPlatform: true },
        { ...paid, purchaseStatus: 'CNCL' },
      ]).non_refundable_reason,
    ).toBe(refundMessages.orderNothingRefundable);
    expect(
      orderRefundability([
        { ...paid, isRefunded: true },
        { ...paid, refundInProgress: true },
      ]).non_refundable_reason,
    ).toBe(refundMessages.inProgress);
  });
});

describe('ownerCanApprove', () => {
  it('lets the host approve only its own requests on hold', () => {
    expect(ownerCanApprove('HOLD', null)).toBe(true);
    expect(ownerCanApprove('HOLD', 'merchant-1')).toBe(false);
    expect(ownerCanApprove('COMP', null)).toBe(false);
  });
});

describe('orderStatusWord', () => {
  it('puts waiting requests first, then sales, then the rest', () => {
    expect(orderStatusWord(['completed', 'hold'])).toBe('hold');
    expect(orderStatusWord(['refunded', 'completed'])).toBe('completed');
    expect(orderStatusWord(['cancel', 'refunded'])).toBe('refunded');
    expect(orderStatusWord(['failed', 'cancel'])).toBe('cancel');
    expect(orderStatusWord([])).toBe('processing');
  });
});
