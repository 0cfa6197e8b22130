import type { Tx } from '../../../db/client';
import { queueEffect, queueEffects } from '../outbox/outbox.repository';
import {
  settleLockedOrder,
  settleOrderIfDone,
  type OrderInPayment,
  type PurchaseMove,
} from '../purchases/purchase-state';

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
  await announceSettled(tx, await settleOrderIfDone(tx, orderId));
}

/** The same for an order its payment event has read (and locked) in this transaction. */
export async function settleLockedOrderAndAnnounce(tx: Tx, within: OrderInPayment) {
  await announceSettled(tx, await settleLockedOrder(tx, within));
}

async function announceSettled(tx: Tx, settled: { id: string; hasError: boolean } | null) {
  if (!settled || settled.hasError) return;
  const orderId = settled.id;
  await queueEffects(
    tx,
    (['receipt', 'order-notices'] as const).map((kind) => ({
      kind,
      key: `${kind}:${orderId}`,
      orderId,
      payload: { orderId },
    })),
  );
}
