import { describe, expect, it } from 'vitest';
import { PURCHASE_STATUSES } from './purchase-status';
import { lineStatusSql, ORDER_STATUS_FILTERS, orderProductStatus } from './line-status';

const columns = { purchaseStatus: 'p.status', isRefunded: 'op.is_refunded' };

describe('the line-status word', () => {
  it('reads a refunded line as refunded whatever its purchase says', () => {
    for (const status of PURCHASE_STATUSES)
      expect(orderProductStatus(status, true)).toBe('refunded');
    expect(orderProductStatus('RFND', false)).toBe('refunded');
    expect(orderProductStatus('COMP', false)).toBe('completed');
    expect(orderProductStatus('PROC', false)).toBe('processing');
    expect(orderProductStatus('FAIL', false)).toBe('failed');
  });

  it('writes the same rule as SQL for each filter', () => {
    expect(ORDER_STATUS_FILTERS.map((word) => lineStatusSql(word, columns))).toEqual([
      "p.status = 'COMP' AND NOT op.is_refunded",
      "p.status = 'HOLD' AND NOT op.is_refunded",
      "p.status = 'CNCL' AND NOT op.is_refunded",
      "(p.status = 'RFND' OR op.is_refunded)",
    ]);
    expect(lineStatusSql(undefined, columns)).toBe("p.status IN ('COMP', 'HOLD', 'CNCL', 'RFND')");
  });
});
