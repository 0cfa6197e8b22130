import {
  chooseStoreMethod,
  HELD_REASONS,
  monthPaidOn,
  payoutIdempotencyKey,
  periodOfMonth,
  planStorePayout,
  statementDiscrepancy,
  type StorePayoutPlan,
  type HeldReason,
  type Plan,
} from '@stayfront/core';
import { PayoutProviderError } from '../../../lib/payouts/payout-provider';
import type { PayoutDeps } from './payout-deps';
import { handlePayoutEvent, providersFor, recordPayoutFailure } from './payout-events';
import { listActiveMethodsOfOwners, type PayoutMethodRow } from './payout-methods.repository';
import {
  applyBalancesOf,
  findDueLinesOfStores,
  findOpenBalancesOfStores,
  findPayingPayouts,
  findStoresToPay,
  findUnsentPayouts,
  insertCarriedBalances,
  insertPayoutLines,
  insertPayouts,
  lockUnrunStores,
  recordSent,
  takeDueLinesOfStores,
  type StoreToPay,
} from './payouts.repository';

const STORE_BATCH = 200;
const SEND_BATCH = 100;
const SEND_CONCURRENCY = 8;
// A PayPal payout whose webhook has not come after this long is asked about.
const PAYPAL_POLL_AFTER_MS = 60 * 60 * 1000;

export interface StoreRunResult {
  storeId: string;
  amountCents: number;
  currency: string;
  method: string;
  status: string;
  heldReason: HeldReason | null;
}

export interface RunOptions {
  month: string;
  dryRun?: boolean;
  /** Each store's outcome as it is decided (the command prints them as a table). */
  onStore?: (result: StoreRunResult) => void;
  /** Tests stop the run here to prove a crash after the provider call pays nothing twice. */
  afterProviderCall?: (payoutId: string) => void;
}

/** Today's date in the payout time zone, as YYYY-MM-DD. */
export function todayIn(tz: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, dateStyle: 'short' }).format(now);
}

/** What the schedule on the 7th runs: the month before, in PAYOUT_TIMEZONE. */
export function runScheduledPayouts(deps: PayoutDeps) {
  return runMonthlyPayouts(deps, { month: monthPaidOn(todayIn(deps.config.PAYOUT_TIMEZONE)) });
}

function methodLabel(method: PayoutMethodRow | null) {
  return method ? `${method.type === 'STRP' ? 'Stripe' : 'PayPal'} ${method.nickname}` : '-';
}

type Tx = Parameters<Parameters<PayoutDeps['db']['transaction']>[0]>[0];

function groupBy<T>(rows: T[], key: (row: T) => string) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * Records a batch of stores' month in one transaction: per store the payout (or the held month),
 * the lines it took up and the balances it applied, in a handful of set-based statements. The
 * provider is called after the commit, with each row's key, so a crash in between leaves PAYING
 * rows without an answer that the next run sends again with the same key: the provider then
 * answers with the first transfer.
 */
async function recordBatch(
  deps: PayoutDeps,
  batch: StoreToPay[],
  month: string,
  dryRun: boolean,
): Promise<StoreRunResult[]> {
  const period = periodOfMonth(month);
  const tz = deps.config.PAYOUT_TIMEZONE;
  return deps.db.transaction(async (tx: Tx) => {
    const storeIds = await lockUnrunStores(
      tx,
      batch.map((store) => store.store_id),
      period.start,
    );
    if (storeIds.length === 0) return [];
    // A dry run reads what a real one would take up and writes nothing.
    const lines = dryRun
      ? await findDueLinesOfStores(tx, storeIds, period.end, tz)
      : await takeDueLinesOfStores(tx, storeIds, period.end, tz);
    const open = await findOpenBalancesOfStores(tx, storeIds);
    const stores = batch.filter((store) => storeIds.includes(store.store_id));
    const methods = groupBy(
      await listActiveMethodsOfOwners(tx, [...new Set(stores.map((s) => s.owner_id))]),
      (method) => method.ownerId,
    );
    const linesByStore = groupBy(lines, (line) => line.storeId);
    const openByStore = groupBy(open, (balance) => balance.storeId);

    const results: StoreRunResult[] = [];
    const decided: {
      store: StoreToPay;
      plan: StorePayoutPlan;
      method: PayoutMethodRow | null;
      lineProfitCents: number;
    }[] = [];
    for (const store of stores) {
      const storeLines = linesByStore.get(store.store_id) ?? [];
      const storeOpen = openByStore.get(store.store_id) ?? [];
      if (storeLines.length === 0 && storeOpen.length === 0) continue;
      const lineProfitCents = storeLines.reduce((sum, line) => sum + line.ownerProfitCents, 0);
      const method = chooseStoreMethod(
        store.plan as Plan,
        store.payout_method_id,
        methods.get(store.owner_id) ?? [],
      );
      const plan = planStorePayout(lineProfitCents, storeOpen, method);
      if (plan.action === 'PAY') {
        const off = statementDiscrepancy({
          paidCents: plan.totalCents,
          lineProfitCents,
          appliedBalances: storeOpen,
        });
        // Never reached while the rules hold; a payout that does not add up is not sent.
        if (off !== 0) throw new Error(`payout for store ${store.store_id} is off by ${off} cents`);
      }
      decided.push({ store, plan, method, lineProfitCents });
      results.push({
        storeId: store.store_id,
        amountCents: plan.totalCents,
        currency: store.currency,
        method: methodLabel(method),
        status: plan.action === 'PAY' ? 'PAYING' : 'HELD',
        heldReason: plan.action === 'HOLD' ? plan.reason : null,
      });
    }
    if (dryRun || decided.length === 0) return results;

    const rows = await insertPayouts(
      tx,
      decided.map(({ store, plan, method, lineProfitCents }) => ({
        ownerId: store.owner_id,
        storeId: store.store_id,
        payoutMethodId: method?.id ?? null,
        periodStart: period.start,
        periodEnd: period.end,
        idempotencyKey: payoutIdempotencyKey(store.store_id, month, method?.id ?? 'held'),
        amountCents: plan.totalCents,
        lineProfitCents,
        currency: store.currency,
        status: plan.action === 'PAY' ? 'PAYING' : 'HELD',
        heldReason: plan.action === 'HOLD' ? plan.reason : null,
      })),
    );
    const payoutOfStore = new Map(rows.map((row) => [row.storeId, row.id]));
    await insertPayoutLines(
      tx,
      lines.map((line) => ({
        payoutId: payoutOfStore.get(line.storeId)!,
        orderProductId: line.id,
        ownerProfitCents: line.ownerProfitCents,
      })),
    );
    await applyBalancesOf(
      tx,
      open.map((balance) => ({ ...balance, payoutId: payoutOfStore.get(balance.storeId)! })),
    );
    await insertCarriedBalances(
      tx,
      decided.flatMap(({ store, plan }) =>
        plan.action === 'HOLD' && plan.carry
          ? [
              {
                ownerId: store.owner_id,
                storeId: store.store_id,
                sign: plan.carry,
                cents: Math.abs(plan.totalCents),
                note: `Carried from ${month}: ${HELD_REASONS[plan.reason]}`,
              },
            ]
          : [],
      ),
    );
    return results;
  });
}

/**
 * Sends every recorded payout that has no provider answer yet. A refusal is final (FAIL, money
 * back on the balance, e-mail); an unknown outcome leaves the row for the next attempt.
 */
export async function sendRecordedPayouts(
  deps: PayoutDeps,
  options: Pick<RunOptions, 'afterProviderCall'> = {},
) {
  const providers = providersFor(deps);
  const send = async ({
    payout,
    method,
  }: Awaited<ReturnType<typeof findUnsentPayouts>>[number]) => {
    const input = {
      destination: method.accountId,
      amountCents: payout.amountCents,
      currency: payout.currency,
      description: `${deps.config.BRAND_NAME} payout for ${payout.periodStart.slice(0, 7)}`,
    };
    try {
      const sent =
        method.type === 'STRP'
          ? await providers.connect.transfer(input, payout.idempotencyKey)
          : await providers.paypal.payout(input, payout.idempotencyKey);
      options.afterProviderCall?.(payout.id);
      await recordSent(deps.db, payout.id, sent);
    } catch (error) {
      if (!(error instanceof PayoutProviderError)) throw error;
      await recordPayoutFailure(deps, payout.id, error.message);
    }
  };
  for (;;) {
    const batch = await findUnsentPayouts(deps.db, SEND_BATCH);
    if (batch.length === 0) return;
    // A few calls at a time: the providers answer in a few hundred milliseconds each.
    for (let i = 0; i < batch.length; i += SEND_CONCURRENCY)
      await Promise.all(batch.slice(i, i + SEND_CONCURRENCY).map(send));
  }
}

/**
 * Asks the provider about payouts whose outcome event did not come (a lost webhook, or the
 * simulated stand-in's process ended first). Stripe transfers land at once, so only PayPal's and
 * the stand-in's are ever PAYING here.
 */
export async function settlePayingPayouts(deps: PayoutDeps, olderThanMs = PAYPAL_POLL_AFTER_MS) {
  const providers = providersFor(deps);
  const stale = await findPayingPayouts(deps.db, new Date(Date.now() - olderThanMs), 500);
  for (const payout of stale) {
    const checker = payout.type === 'PAYP' ? providers.paypal : providers.simulated?.paypal;
    if (!checker) continue;
    const state = await checker.checkPayout(payout.reference!);
    if (state.outcome === 'PAYING') continue;
    await handlePayoutEvent(deps, {
      id: `poll-${payout.id}-${state.outcome}`,
      kind: 'payout',
      reference: payout.reference!,
      outcome: state.outcome,
      reason: state.reason,
    });
  }
}

/**
 * The monthly payout run for one month: every store owed money, in batches of stores (never the
 * whole month in memory), then the provider calls. Safe to run again: a store's month is
 * recorded once, and payouts left unsent by a crash are sent with their first key.
 */
export async function runMonthlyPayouts(deps: PayoutDeps, options: RunOptions) {
  const period = periodOfMonth(options.month);
  const results = { paid: 0, held: 0, cents: 0, recordMs: 0, sendMs: 0 };
  if (!options.dryRun) {
    await sendRecordedPayouts(deps, options);
    await settlePayingPayouts(deps);
  }
  const recording = performance.now();
  let afterId: string | null = null;
  for (;;) {
    const stores = await findStoresToPay(deps.db, {
      afterId,
      limit: STORE_BATCH,
      periodStart: period.start,
      periodEnd: period.end,
      tz: deps.config.PAYOUT_TIMEZONE,
    });
    if (stores.length === 0) break;
    for (const result of await recordBatch(deps, stores, options.month, options.dryRun ?? false)) {
      if (result.status === 'PAYING') {
        results.paid += 1;
        results.cents += result.amountCents;
      } else results.held += 1;
      options.onStore?.(result);
    }
    afterId = stores[stores.length - 1]!.store_id;
  }
  results.recordMs = performance.now() - recording;
  const sending = performance.now();
  if (!options.dryRun) await sendRecordedPayouts(deps, options);
  results.sendMs = performance.now() - sending;
  return results;
}
