import type { NotifyDeps } from '../deps';
import { settleOrderIfDone, type PurchaseMove } from '../purchases/purchase-state';
import { notifyOrderPlaced } from './order-notifications';
import { sendReceipt } from './receipt';
import { announceRequestOutcome } from './request-outcome';

/** What follows a committed move: a decided request is announced to each side. */
export async function announceMove(deps: NotifyDeps, move: PurchaseMove) {
  if (move.before.status === 'HOLD') await announceRequestOutcome(deps, move.after);
}

/** Settles the order once its payments have all answered; a paid order is announced. */
export async function settleOrderAndAnnounce(deps: NotifyDeps, orderId: string) {
  const settled = await settleOrderIfDone(deps, orderId);
  if (settled && !settled.hasError) {
    await sendReceipt(deps, settled.id);
    await notifyOrderPlaced(deps, settled.id);
  }
}
