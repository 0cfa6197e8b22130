import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { centsToAmount, earnsProfitSql, type HeldReason, type PayoutStatus } from '@stayfront/core';
import type { DbOrTx } from '../../../db/client';
import {
  balances,
  owners,
  paymentEvents,
  payoutBalances,
  payoutLines,
  payoutMethods,
  payouts,
  stores,
  users,
} from '../../../db/schema';

export type PayoutRow = typeof payouts.$inferSelect;

/**
 * A line counts for a payout when it earns profit in the ledger (core earnsProfitSql): captured on
 * the platform and not refunded. Its service date is the delivery date, else the day it was
 * bought (in the payout time zone).
 */
const PAID_LINE = sql.raw(
  earnsProfitSql({
    purchaseStatus: 'p.status',
    isOffPlatform: 'p.is_off_platform',
    isRefunded: 'op.is_refunded',
  }),
);
const serviceDate = (tz: string) =>
  sql`coalesce(op.delivery_date, (o.placed_at AT TIME ZONE ${tz})::date)`;

/**
 * These reads are many small index lookups per store whose summed estimate passes PostgreSQL's
 * jit_above_cost: compiling them took a hundred times longer than running them (500 ms vs 3 ms).
 */
function withoutJit<T>(db: DbOrTx, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    return read(tx);
  });
}

export type StoreToPay = {
  store_id: string;
  owner_id: string;
  currency: string;
  payout_method_id: string | null;
  plan: string;
};

/** The next batch of stores owed money up to a month's end and not yet run for that month. */
export async function findStoresToPay(
  db: DbOrTx,
  input: {
    afterId: string | null;
    limit: number;
    periodStart: string;
    periodEnd: string;
    tz: string;
  },
) {
  const result = await withoutJit(db, (tx) =>
    tx.execute<StoreToPay>(sql`
    SELECT s.id AS store_id, s.owner_id, s.currency, s.payout_method_id, ow.plan
    FROM stores s JOIN owners ow ON ow.id = s.owner_id
    WHERE (${input.afterId}::uuid IS NULL OR s.id > ${input.afterId}::uuid)
      AND NOT EXISTS (
        SELECT 1 FROM payouts py WHERE py.store_id = s.id AND py.period_start = ${input.periodStart}::date)
      AND (
        EXISTS (
          SELECT 1 FROM order_products op
          JOIN purchases p ON p.id = op.purchase_id
          JOIN orders o ON o.id = op.order_id
          WHERE op.store_id = s.id AND op.paid_out_at IS NULL AND ${PAID_LINE}
            AND ${serviceDate(input.tz)} <= ${input.periodEnd}::date)
        OR EXISTS (
          SELECT 1 FROM balances b
          WHERE b.store_id = s.id AND b.applied_at IS NULL AND b.leftover_amount_cents > 0))
    ORDER BY s.id
    LIMIT ${input.limit}`),
  );
  return result.rows;
}

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Locks a batch of stores for this month's run (two processes, or the job and the command, at
 * once; in id order, so two runs never wait on each other in a circle) and answers those whose
 * month has not been recorded yet.
 */
export async function lockUnrunStores(tx: DbOrTx, storeIds: string[], periodStart: string) {
  const sorted = [...storeIds].sort();
  await tx.execute(sql`
    SELECT pg_advisory_xact_lock(hashtext('payouts:' || id::text))
    FROM (SELECT unnest(ARRAY[${uuidList(sorted)}]) AS id ORDER BY 1) ids`);
  const run = await tx.execute<{ store_id: string }>(sql`
    SELECT store_id FROM payouts
    WHERE store_id IN (${uuidList(sorted)}) AND period_start = ${periodStart}::date`);
  const done = new Set(run.rows.map((row) => row.store_id));
  return sorted.filter((id) => !done.has(id));
}

export interface DueLine {
  id: string;
  storeId: string;
  ownerProfitCents: number;
}

const toDueLine = (row: { id: string; store_id: string; owner_profit_cents: number }): DueLine => ({
  id: row.id,
  storeId: row.store_id,
  ownerProfitCents: Number(row.owner_profit_cents),
});

/** The paid lines of these stores served up to `periodEnd` that no payout took up yet. */
export async function findDueLinesOfStores(
  tx: DbOrTx,
  storeIds: string[],
  periodEnd: string,
  tz: string,
) {
  const result = await tx.execute<{ id: string; store_id: string; owner_profit_cents: number }>(sql`
    SELECT op.id, op.store_id, op.owner_profit_cents
    FROM order_products op
    JOIN purchases p ON p.id = op.purchase_id
    JOIN orders o ON o.id = op.order_id
    WHERE op.store_id IN (${uuidList(storeIds)}) AND op.paid_out_at IS NULL AND ${PAID_LINE}
      AND ${serviceDate(tz)} <= ${periodEnd}::date`);
  return result.rows.map(toDueLine);
}

/**
 * The same lines, marked paid out in the same statement: they are locked from then on, so a
 * refund waits and then sees them paid out (and takes their profit back as a DECR balance).
 */
export async function takeDueLinesOfStores(
  tx: DbOrTx,
  storeIds: string[],
  periodEnd: string,
  tz: string,
) {
  const result = await tx.execute<{ id: string; store_id: string; owner_profit_cents: number }>(sql`
    UPDATE order_products op SET paid_out_at = now()
    FROM purchases p, orders o
    WHERE p.id = op.purchase_id AND o.id = op.order_id
      AND op.store_id IN (${uuidList(storeIds)}) AND op.paid_out_at IS NULL AND ${PAID_LINE}
      AND ${serviceDate(tz)} <= ${periodEnd}::date
    RETURNING op.id, op.store_id, op.owner_profit_cents`);
  return result.rows.map(toDueLine);
}

export async function findOpenBalancesOfStores(tx: DbOrTx, storeIds: string[]) {
  return (await tx
    .select({
      id: balances.id,
      storeId: balances.storeId,
      sign: balances.sign,
      leftoverCents: balances.leftoverAmountCents,
    })
    .from(balances)
    .where(
      and(
        inArray(balances.storeId, storeIds),
        isNull(balances.appliedAt),
        sql`${balances.leftoverAmountCents} > 0`,
      ),
    )
    .for('update')) as {
    id: string;
    storeId: string;
    sign: 'INCR' | 'DECR';
    leftoverCents: number;
  }[];
}

export async function insertPayouts(tx: DbOrTx, values: (typeof payouts.$inferInsert)[]) {
  return tx.insert(payouts).values(values).returning({ id: payouts.id, storeId: payouts.storeId });
}

const INSERT_CHUNK = 5000;

export async function insertPayoutLines(tx: DbOrTx, rows: (typeof payoutLines.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await tx.insert(payoutLines).values(rows.slice(i, i + INSERT_CHUNK));
}

/** Each payout applies its store's open balances in full. */
export async function applyBalancesOf(
  tx: DbOrTx,
  open: { id: string; payoutId: string; leftoverCents: number }[],
) {
  if (open.length === 0) return;
  await tx
    .insert(payoutBalances)
    .values(
      open.map((b) => ({ payoutId: b.payoutId, balanceId: b.id, amountCents: b.leftoverCents })),
    );
  await tx
    .update(balances)
    .set({ leftoverAmountCents: 0, appliedAt: new Date() })
    .where(
      inArray(
        balances.id,
        open.map((b) => b.id),
      ),
    );
}

export interface CarriedBalance {
  ownerId: string;
  storeId: string;
  sign: 'INCR' | 'DECR';
  cents: number;
  note: string;
}

export async function insertCarriedBalances(tx: DbOrTx, rows: CarriedBalance[]) {
  if (rows.length === 0) return;
  await tx.insert(balances).values(
    rows.map((row) => ({
      ownerId: row.ownerId,
      storeId: row.storeId,
      sign: row.sign,
      amountCents: row.cents,
      leftoverAmountCents: row.cents,
      externalNote: row.note,
    })),
  );
}

export async function findStorePeriodPayout(db: DbOrTx, storeId: string, periodStart: string) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.storeId, storeId), eq(payouts.periodStart, periodStart)));
  return row ?? null;
}

/** Payouts recorded but whose provider call has no recorded answer (a crash, a timeout). */
export async function findUnsentPayouts(db: DbOrTx, limit: number) {
  return db
    .select({ payout: payouts, method: payoutMethods })
    .from(payouts)
    .innerJoin(payoutMethods, eq(payoutMethods.id, payouts.payoutMethodId))
    .where(and(eq(payouts.status, 'PAYING'), isNull(payouts.providerReference)))
    .orderBy(payouts.createdAt)
    .limit(limit);
}

export async function recordSent(
  db: DbOrTx,
  id: string,
  sent: { reference: string; status: 'PAYING' | 'COMP' },
) {
  await db
    .update(payouts)
    .set({ providerReference: sent.reference, status: sent.status, updatedAt: new Date() })
    .where(and(eq(payouts.id, id), isNull(payouts.providerReference)));
}

/** Payouts still PAYING since before `before`: their outcome event may never come, so they are asked. */
export async function findPayingPayouts(db: DbOrTx, before: Date, limit: number) {
  return db
    .select({ id: payouts.id, reference: payouts.providerReference, type: payoutMethods.type })
    .from(payouts)
    .innerJoin(payoutMethods, eq(payoutMethods.id, payouts.payoutMethodId))
    .where(
      and(
        eq(payouts.status, 'PAYING'),
        sql`${payouts.providerReference} IS NOT NULL`,
        sql`${payouts.updatedAt} < ${before.toISOString()}`,
      ),
    )
    .orderBy(payouts.updatedAt)
    .limit(limit);
}

/** True the first time an event id is seen. */
export async function markEventHandled(tx: DbOrTx, id: string, type: string) {
  const rows = await tx
    .insert(paymentEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function findPayoutByReference(tx: DbOrTx, reference: string) {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(eq(payouts.providerReference, reference))
    .for('update');
  return row ?? null;
}

export async function findPayoutForUpdate(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row ?? null;
}

export async function settlePayout(tx: DbOrTx, id: string) {
  await tx
    .update(payouts)
    .set({ status: 'COMP', updatedAt: new Date() })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'PAYING')));
}

/**
 * A payout that failed or was reversed: FAIL with the reason, and its amount back on the store's
 * balance (INCR) so the next run pays it again. False when it had failed already.
 */
export async function failPayout(tx: DbOrTx, payout: PayoutRow, reason: string) {
  if (payout.status !== 'PAYING' && payout.status !== 'COMP') return false;
  await tx
    .update(payouts)
    .set({ status: 'FAIL', failureReason: reason, updatedAt: new Date() })
    .where(eq(payouts.id, payout.id));
  await insertCarriedBalances(tx, [
    {
      ownerId: payout.ownerId,
      storeId: payout.storeId,
      sign: 'INCR',
      cents: payout.amountCents,
      note: `Payout for ${payout.periodStart.slice(0, 7)} failed: ${reason}`,
    },
  ]);
  return true;
}

export async function findPayoutRecipient(db: DbOrTx, payoutId: string) {
  const [row] = await db
    .select({
      email: users.email,
      storeName: stores.storeName,
      amountCents: payouts.amountCents,
      currency: payouts.currency,
      periodStart: payouts.periodStart,
      periodEnd: payouts.periodEnd,
    })
    .from(payouts)
    .innerJoin(stores, eq(stores.id, payouts.storeId))
    .innerJoin(owners, eq(owners.id, payouts.ownerId))
    .innerJoin(users, eq(users.id, owners.userId))
    .where(eq(payouts.id, payoutId));
  if (!row) return null;
  return { ...row, amount: `${centsToAmount(row.amountCents).toFixed(2)} ${row.currency}` };
}

export type PayoutListRow = {
  store_id: string;
  store_name: string;
  owner_profit_percentage: string;
  currency: string;
  period_start: string | null;
  period_end: string | null;
  amount_cents: number;
  status: PayoutStatus | null;
  held_reason: HeldReason | null;
  failure_reason: string | null;
};

/**
 * The payouts page for a date range: each store's payouts of the months starting in it, and for
 * stores not run yet, what is upcoming (paid lines served in the range plus open balances).
 */
export async function listOwnerPayouts(
  db: DbOrTx,
  input: {
    ownerId: string;
    start: string;
    end: string;
    tz: string;
    storeIds?: string[];
  },
) {
  const storeFilter = input.storeIds
    ? sql`AND s.id IN (${sql.join(
        input.storeIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const result = await withoutJit(db, (tx) =>
    tx.execute<PayoutListRow>(sql`
    WITH owner_stores AS (
      SELECT s.id, s.store_name, s.owner_profit_percentage, s.currency
      FROM stores s
      WHERE s.owner_id = ${input.ownerId}
        ${storeFilter}
    ),
    run AS (
      SELECT py.store_id, py.period_start::text, py.period_end::text, py.amount_cents, py.status,
             py.held_reason, py.failure_reason
      FROM payouts py JOIN owner_stores os ON os.id = py.store_id
      WHERE py.period_start BETWEEN ${input.start}::date AND ${input.end}::date
    ),
    -- Per store through its indexes (LATERAL), never a pass over every line of the platform.
    upcoming AS (
      SELECT os.id AS store_id, l.line_cents, l.line_count, b.balance_cents
      FROM owner_stores os
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(op.owner_profit_cents), 0)::int AS line_cents, count(*)::int AS line_count
        FROM order_products op
        JOIN purchases p ON p.id = op.purchase_id
        JOIN orders o ON o.id = op.order_id
        WHERE op.store_id = os.id AND op.paid_out_at IS NULL AND ${PAID_LINE}
          AND ${serviceDate(input.tz)} BETWEEN ${input.start}::date AND ${input.end}::date
      ) l
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(CASE WHEN b.sign = 'INCR' THEN b.leftover_amount_cents
                                 ELSE -b.leftover_amount_cents END), 0)::int AS balance_cents
        FROM balances b WHERE b.store_id = os.id AND b.applied_at IS NULL
      ) b
      WHERE NOT EXISTS (SELECT 1 FROM run WHERE run.store_id = os.id)
    )
    SELECT os.id AS store_id, os.store_name, os.owner_profit_percentage::text, os.currency,
           run.period_start, run.period_end, run.amount_cents, run.status, run.held_reason,
           run.failure_reason
    FROM run JOIN owner_stores os ON os.id = run.store_id
    UNION ALL
    SELECT os.id, os.store_name, os.owner_profit_percentage::text, os.currency,
           NULL, NULL, (u.line_cents + u.balance_cents), NULL, NULL, NULL
    FROM upcoming u JOIN owner_stores os ON os.id = u.store_id
    WHERE u.line_count > 0
    ORDER BY store_id, period_start`),
  );
  return result.rows.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }));
}

/** A page of an owner's store ids, for reading an export a page at a time. */
export async function listOwnerStoreIds(
  db: DbOrTx,
  ownerId: string,
  afterId: string | null,
  limit: number,
) {
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.ownerId, ownerId), afterId ? sql`${stores.id} > ${afterId}` : undefined))
    .orderBy(stores.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

export type PayoutDetailLine = {
  id: string;
  product_name: string;
  service_date: string;
  unit_price_cents: number;
  quantity: number;
  amount_cents: number;
  amount_refunded_cents: number;
  convenience_fee_cents: number;
  owner_profit_cents: number;
  merchant_amount_cents: number;
  is_local: boolean;
};

/** The lines of a store's payout for the month starting at `start`, or its upcoming lines. */
/**
 * A store's lines for a date range: those of its payouts whose month starts in the range, then
 * the paid lines served in it that no payout took up yet (upcoming).
 */
export async function listDetailLines(
  db: DbOrTx,
  input: {
    storeId: string;
    start: string;
    end: string;
    tz: string;
    afterId: string | null;
    limit: number;
  },
) {
  const result = await withoutJit(db, (tx) =>
    tx.execute<PayoutDetailLine>(sql`
    WITH ids AS (
      SELECT pl.order_product_id AS id
      FROM payout_lines pl JOIN payouts py ON py.id = pl.payout_id
      WHERE py.store_id = ${input.storeId}
        AND py.period_start BETWEEN ${input.start}::date AND ${input.end}::date
      UNION ALL
      SELECT op.id FROM order_products op
      JOIN purchases p ON p.id = op.purchase_id
      JOIN orders o ON o.id = op.order_id
      WHERE op.store_id = ${input.storeId} AND op.paid_out_at IS NULL AND ${PAID_LINE}
        AND ${serviceDate(input.tz)} BETWEEN ${input.start}::date AND ${input.end}::date
    )
    SELECT op.id, coalesce(op.product_name, pr.product_name) AS product_name,
           ${serviceDate(input.tz)}::text AS service_date,
           op.unit_price_cents, op.quantity, op.amount_cents, op.amount_refunded_cents,
           op.convenience_fee_cents, op.owner_profit_cents, op.merchant_amount_cents,
           (p.merchant_id IS NOT NULL) AS is_local
    FROM ids
    JOIN order_products op ON op.id = ids.id
    JOIN purchases p ON p.id = op.purchase_id
    JOIN orders o ON o.id = op.order_id
    JOIN products pr ON pr.id = op.product_id
    WHERE (${input.afterId}::uuid IS NULL OR op.id > ${input.afterId}::uuid)
    ORDER BY op.id
    LIMIT ${input.limit}`),
  );
  return result.rows;
}

/** The balances the store's payouts of months starting in the range applied. */
export async function listAppliedBalances(
  db: DbOrTx,
  input: { storeId: string; start: string; end: string },
) {
  return db
    .select({
      external_note: balances.externalNote,
      amount_cents: payoutBalances.amountCents,
      leftover_cents: balances.leftoverAmountCents,
      sign: balances.sign,
      created_at: balances.createdAt,
    })
    .from(payoutBalances)
    .innerJoin(balances, eq(balances.id, payoutBalances.balanceId))
    .innerJoin(payouts, eq(payouts.id, payoutBalances.payoutId))
    .where(
      and(
        eq(payouts.storeId, input.storeId),
        sql`${payouts.periodStart} BETWEEN ${input.start}::date AND ${input.end}::date`,
      ),
    )
    .orderBy(balances.createdAt);
}

export async function listOpenBalances(db: DbOrTx, storeId: string) {
  return db
    .select({
      external_note: balances.externalNote,
      amount_cents: balances.amountCents,
      leftover_cents: balances.leftoverAmountCents,
      sign: balances.sign,
      created_at: balances.createdAt,
    })
    .from(balances)
    .where(and(eq(balances.storeId, storeId), isNull(balances.appliedAt)))
    .orderBy(balances.createdAt);
}

export async function findOwnerStore(db: DbOrTx, ownerId: string, storeId: string) {
  const [row] = await db
    .select({
      id: stores.id,
      storeName: stores.storeName,
      currency: stores.currency,
      ownerProfitPercentage: stores.ownerProfitPercentage,
    })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.ownerId, ownerId)));
  return row ?? null;
}

/** This month's money per store as the stores list shows it: paid lines served this month plus open balances. */
export async function payoutThisMonthByStore(db: DbOrTx, storeIds: string[], tz: string) {
  const out = new Map<string, number>();
  if (storeIds.length === 0) return out;
  const ids = sql.join(
    storeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const month = sql`date_trunc('month', now() AT TIME ZONE ${tz})::date`;
  const result = await withoutJit(db, (tx) =>
    tx.execute<{ store_id: string; cents: number }>(sql`
    SELECT s.id AS store_id,
      coalesce((
        SELECT sum(op.owner_profit_cents) FROM order_products op
        JOIN purchases p ON p.id = op.purchase_id
        JOIN orders o ON o.id = op.order_id
        WHERE op.store_id = s.id AND ${PAID_LINE}
          AND ${serviceDate(tz)} >= ${month}
          AND ${serviceDate(tz)} < (${month} + interval '1 month')::date
      ), 0)::int
      + coalesce((
        SELECT sum(CASE WHEN b.sign = 'INCR' THEN b.leftover_amount_cents ELSE -b.leftover_amount_cents END)
        FROM balances b WHERE b.store_id = s.id AND b.applied_at IS NULL
      ), 0)::int AS cents
    FROM stores s WHERE s.id IN (${ids})`),
  );
  for (const row of result.rows) out.set(row.store_id, Number(row.cents));
  return out;
}
