import type { Tx } from '../../../db/client';
import { queueEffect } from '../outbox/outbox.repository';
import { settleOrderIfDone, type PurchaseMove } from '../purchases/purchase-state';

// What a committed change tells people is queued in the change's own transaction (the outbox), so
// a crash can neither lose it nor send it twice; outbox/effects.ts sends it.

/** A decided request is announced to each side. */
export async function announceMove(tx: Tx, move: PurchaseMove) {
  if (move.before.status !== 'HOLD') return;
  await queueEffect(tx, {
    kind: 'request-outcome',
    key: `request-outcome:${move.after.id}`,
    orderId: move.after.orderId,
    payload: { purchaseId: move.after.id, status: move.after.status },
  });
}

/** Settles the order once its payments have all answered; a paid order is announced. */
export async function settleOrderAndAnnounce(tx: Tx, orderId: string) {
  const settled = await settleOrderIfDone(tx, orderId);
  if (!settled || settled.hasError) return;
  for (const kind of ['receipt', 'order-notices'] as const) {
    await queueEffect(tx, { kind, key: `${kind}:${orderId}`, orderId, payload: { orderId } });
  }
}
