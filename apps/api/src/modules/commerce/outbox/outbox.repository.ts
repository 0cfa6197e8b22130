import { and, asc, eq, inArray, isNull, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { preparedOnce } from '../../../db/prepared';
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

function claimQuery(db: DbOrTx, orderId: SQL | Placeholder | undefined) {
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
    .limit(sql.placeholder('limit'))
    .for('update', { skipLocked: true });
  return db
    .update(commerceOutbox)
    .set({
      attempts: sql`${commerceOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${sql.placeholder('leaseSeconds')})`,
    })
    .where(inArray(commerceOutbox.id, due))
    .returning();
}

// An order's effects are claimed after each of its changes; the sweep of all orders runs once a
// minute and is built each time.
const claimOrderEffects = preparedOnce((db) =>
  claimQuery(db, sql.placeholder('orderId')).prepare('outbox_claim_order'),
);

/**
 * Takes due effects (of one order, or any) for one attempt: each is pushed out by the lease, so
 * another process or a sweep leaves it alone while it runs, and takes it up once the lease ends
 * if this process died meanwhile.
 */
export function claimDueEffects(
  db: DbOrTx,
  { orderId, limit, leaseMs }: { orderId?: string; limit: number; leaseMs: number },
) {
  const values = { limit, leaseSeconds: leaseMs / 1000 };
  return orderId
    ? claimOrderEffects(db).execute({ ...values, orderId })
    : claimQuery(db, undefined).execute(values);
}

/**
 * Marks effects done in one statement, and answers how many other effects of their orders are
 * not done (as countEffectsLeft counts them): after a round, what is left of its order, without a
 * query of its own. Null when there is nothing to mark.
 */
export async function markEffectsDone(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return null;
  const listed = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // The join reads the rows as they were before this statement: the ones just marked are left
  // out by id.
  const result = await db.execute<{ left: number }>(sql`
    WITH done AS (
      UPDATE commerce_outbox SET done_at = now(), last_error = NULL WHERE id IN (${listed})
      RETURNING order_id
    )
    SELECT count(other.id)::int AS left FROM (SELECT DISTINCT order_id FROM done) orders_done
    LEFT JOIN commerce_outbox other
      ON other.order_id = orders_done.order_id AND other.done_at IS NULL
        AND other.id NOT IN (${listed})`);
  return Number(result.rows[0]?.left ?? 0);
}

/** A failed attempt: the effect is tried again after `delayMs`. */
export async function postponeEffect(db: DbOrTx, id: string, error: string, delayMs: number) {
  await db
    .update(commerceOutbox)
    .set({ lastError: error, nextAttemptAt: sql`now() + ${interval(delayMs)}` })
    .where(eq(commerceOutbox.id, id));
}

const effectsLeft = preparedOnce((db) =>
  db
    .select({ left: sql<number>`count(*)::int` })
    .from(commerceOutbox)
    .where(
      and(eq(commerceOutbox.orderId, sql.placeholder('orderId')), isNull(commerceOutbox.doneAt)),
    )
    .prepare('outbox_effects_left'),
);

/** How many of an order's effects are not done: due, failed and waiting, or running. */
export async function countEffectsLeft(db: DbOrTx, orderId: string) {
  const [row] = await effectsLeft(db).execute({ orderId });
  return row?.left ?? 0;
}
