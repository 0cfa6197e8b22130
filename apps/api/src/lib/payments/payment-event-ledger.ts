import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { paymentEvents } from '../../db/schema/index';
import type { PaymentEvent } from './payment-provider';

/**
 * Records a delivery in the handler's own transaction; false when it was seen before, so a
 * repeated delivery changes nothing twice.
 */
export async function isNewEvent(tx: Tx, event: PaymentEvent) {
  const [fresh] = await eventRecorded(tx).execute({ id: event.id, type: event.type });
  return fresh != null;
}

const eventRecorded = preparedOnce((db) =>
  db
    .insert(paymentEvents)
    .values({ id: sql.placeholder('id'), type: sql.placeholder('type') })
    .onConflictDoNothing()
    .returning()
    .prepare('payment_event_recorded'),
);
