import type { Tx } from '../../db/client';
import { paymentEvents } from '../../db/schema/index';
import type { PaymentEvent } from './payment-provider';

/**
 * Records a delivery in the handler's own transaction; false when it was seen before, so a
 * repeated delivery changes nothing twice.
 */
export async function isNewEvent(tx: Tx, event: PaymentEvent) {
  const [fresh] = await tx
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning();
  return fresh != null;
}
