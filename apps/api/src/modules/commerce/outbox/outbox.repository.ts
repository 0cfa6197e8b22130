import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { commerceOutbox, type OutboxKind } from '../../../db/schema/index';

export type OutboxRow = typeof commerceOutbox.$inferSelect;

export interface Effect {
  kind: OutboxKind;
  /** Names the effect: queuing the same key again (a repeated event) adds nothing. */
  key: string;
  orderId: string | null;
  payload: Record<string, string>;
}

/** Queues an effect in the transaction of the change it follows. */
export function queueEffect(tx: Tx, effect: Effect) {
  return queueEffects(tx, [effect]);
}

/** Several effects of one change, in one statement. */
export async function queueEffects(tx: Tx, effects: Effect[]) {
  await tx.insert(commerceOutbox).values(effects).onConflictDoNothing({
    target: commerceOutbox.key,
  });
}

const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * Takes due effects (of one order, or any) for one attempt: each is pushed out by the lease, so
 * another process or a sweep leaves it alone while it runs, and takes it up once the lease ends
 * if this process died meanwhile.
 */
export async function claimDueEffects(
  db: DbOrTx,
  { orderId, limit, leaseMs }: { orderId?: string; limit: number; leaseMs: number },
) {
  const due = db
    .select({ id: commerceOutbox.id })
    .from(commerceOutbox)
    .where(
      and(
        isNull(commerceOutbox.doneAt),
        lte(commerceOutbox.nextAttemptAt, sql`now()`),
        orderId ? eq(commerceOutbox.orderId, orderId) : undefined,
      ),
    )
    .orderBy(asc(commerceOutbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(commerceOutbox)
    .set({
      attempts: sql`${commerceOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${interval(leaseMs)}`,
    })
    .where(inArray(commerceOutbox.id, due))
    .returning();
}

export async function markEffectDone(db: DbOrTx, id: string) {
  await db
    .update(commerceOutbox)
    .set({ doneAt: sql`now()`, lastError: null })
    .where(eq(commerceOutbox.id, id));
}

/** A failed attempt: the effect is tried again after `delayMs`. */
export async function postponeEffect(db: DbOrTx, id: string, error: string, delayMs: number) {
  await db
    .update(commerceOutbox)
    .set({ lastError: error, nextAttemptAt: sql`now() + ${interval(delayMs)}` })
    .where(eq(commerceOutbox.id, id));
}

/** How many of an order's effects are not done: due, failed and waiting, or running. */
export async function countEffectsLeft(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(commerceOutbox)
    .where(and(eq(commerceOutbox.orderId, orderId), isNull(commerceOutbox.doneAt)));
  return row?.left ?? 0;
}
