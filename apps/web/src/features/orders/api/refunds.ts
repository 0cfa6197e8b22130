import type { RefundType } from '@stayfront/core';
import type { TIsRefunded, TRefundStarted } from '@stayfront/core/contract';
import { api } from '@/lib/api-client';

export type RefundStarted = TRefundStarted;

export interface RefundTarget {
  type: RefundType;
  /** The order's id, or the line's. */
  id: string;
}

const base = (target: RefundTarget) =>
  `services/${target.type === 'order' ? 'order' : 'orderproduct'}/${encodeURIComponent(target.id)}`;

/** Spec section 7: POST for an order (empty body), PATCH for a line. */
export function startRefund(target: RefundTarget): Promise<RefundStarted> {
  return target.type === 'order'
    ? api.post<RefundStarted>(`${base(target)}/refund/`)
    : api.patch<RefundStarted>(`${base(target)}/refund/`);
}

/** The refund status poll; a failed refund rejects with the reason (a 400). */
export function getRefundStatus(target: RefundTarget, started: RefundStarted) {
  return api.get<TIsRefunded>(`${base(target)}/is-refunded/`, {
    query: { refundRequestId: started.refundRequestId, refundType: started.refundType },
  });
}
