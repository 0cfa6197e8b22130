import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { simulatedEvents } from '../../db/schema';
import type { PaymentEvent } from './payment-provider';

/**
 * How events are sent again. Stripe retries an unanswered webhook with exponential backoff for
 * three days; the simulation keeps that shape with shorter steps, so a demo or a test recovers in
 * seconds.
 */
export interface RedeliveryOptions {
  /** How often due events are looked for. */
  pollMs: number;
  /** How long a delivery may run before it counts as lost (the process died during it). */
  leaseMs: number;
  /** The wait after the first failure; it doubles with every further one. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Events older than this are no longer sent (Stripe gives up after three days). */
  giveUpAfterMs: number;
}

export const DEFAULT_REDELIVERY: RedeliveryOptions = {
  pollMs: 1_000,
  leaseMs: 15_000,
  backoffBaseMs: 1_000,
  backoffMaxMs: 5 * 60_000,
  giveUpAfterMs: 3 * 24 * 3_600_000,
};

/** Receives one event; a throw or a rejection leaves it unacknowledged, to be sent again. */
export type PaymentEventHandler = (event: PaymentEvent) => unknown;

export function backoffMs(attempts: number, options: RedeliveryOptions) {
  return Math.min(options.backoffMaxMs, options.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
}

const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/** Keeps the event with the change that caused it; pass the transaction of that change. */
export async function recordEvent(db: DbOrTx, event: PaymentEvent) {
  await db.insert(simulatedEvents).values({
    id: event.id,
    type: event.type,
    payload: event as unknown as Record<string, unknown>,
  });
}

/**
 * Sends recorded events to the handler: at once after they are recorded, then again with backoff
 * until one delivery is acknowledged, including events left over by a process that stopped.
 */
export function createEventDelivery(
  db: Db,
  handle: PaymentEventHandler,
  options: RedeliveryOptions,
  onError: (error: unknown, eventId: string) => void,
) {
  const inFlight = new Set<Promise<void>>();
  let closed = false;
  let polling = false;

  // Every delivery takes and acknowledges its event: both prepared once, for this database.
  const claimEvent = db
    .update(simulatedEvents)
    .set({
      attempts: sql`${simulatedEvents.attempts} + 1`,
      nextAttemptAt: sql`now() + ${interval(options.leaseMs)}`,
    })
    .where(
      and(
        eq(simulatedEvents.id, sql.placeholder('id')),
        isNull(simulatedEvents.deliveredAt),
        lte(simulatedEvents.nextAttemptAt, sql`now()`),
      ),
    )
    .returning()
    .prepare('simulated_event_claim');
  const acknowledgeEvent = db
    .update(simulatedEvents)
    .set({ deliveredAt: sql`now()`, lastError: null })
    .where(eq(simulatedEvents.id, sql.placeholder('id')))
    .prepare('simulated_event_acknowledge');

  /** Takes the event for one attempt, unless another delivery holds it or it is done. */
  async function claim(id: string) {
    const [row] = await claimEvent.execute({ id });
    return row;
  }

  async function attempt(id: string) {
    const row = await claim(id);
    if (!row) return;
    try {
      await handle(row.payload as unknown as PaymentEvent);
    } catch (error) {
      await db
        .update(simulatedEvents)
        .set({
          lastError: error instanceof Error ? error.message : String(error),
          nextAttemptAt: sql`now() + ${interval(backoffMs(row.attempts, options))}`,
        })
        .where(eq(simulatedEvents.id, id));
      throw error;
    }
    await acknowledgeEvent.execute({ id });
  }

  function deliver(id: string) {
    if (closed) return;
    const run = attempt(id).catch((error) => {
      if (!closed) onError(error, id);
    });
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  }

  async function deliverDue() {
    if (polling || closed) return;
    polling = true;
    try {
      const due = await db
        .select({ id: simulatedEvents.id })
        .from(simulatedEvents)
        .where(
          and(
            isNull(simulatedEvents.deliveredAt),
            lte(simulatedEvents.nextAttemptAt, sql`now()`),
            gt(simulatedEvents.createdAt, sql`now() - ${interval(options.giveUpAfterMs)}`),
          ),
        )
        .orderBy(asc(simulatedEvents.nextAttemptAt))
        .limit(50);
      for (const { id } of due) deliver(id);
    } catch (error) {
      if (!closed) onError(error, '');
    } finally {
      polling = false;
    }
  }

  const timer = setInterval(() => void deliverDue(), options.pollMs);
  timer.unref();

  return {
    /** Call once the transaction that recorded the event has committed. */
    deliverSoon(id: string) {
      setImmediate(() => deliver(id));
    },
    deliverDue,
    /** Stops looking for due events and waits for the deliveries under way. */
    async close() {
      closed = true;
      clearInterval(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
