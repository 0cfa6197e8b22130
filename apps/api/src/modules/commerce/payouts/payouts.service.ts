import type { FastifyReply } from 'fastify';
import {
  amountToCents,
  centsToAmount,
  explainStoredLine,
  HELD_REASONS,
  PAYOUT_STATUS_LABEL,
  periodOfMonth,
  splitShareCents,
  sumCentsByCurrency,
  type CurrencyCents,
  type PayoutStatus,
} from '@stayfront/core';
import { notFound } from '../../../errors';
import { csvRows, keysetPages, sendCsv } from '../../../lib/csv/csv';
import type { AuthContext } from '../../../plugins/session';
import type { PayoutDeps } from './payout-deps';
import { todayIn } from './payout-run';
import {
  findOwnerStore,
  findStorePeriodPayout,
  listAppliedBalances,
  listDetailLines,
  listOpenBalances,
  listOwnerPayouts,
  listOwnerStoreIds,
  type PayoutDetailLine,
  type PayoutListRow,
} from './payouts.repository';

type HostAuth = AuthContext & { ownerId: string };

export interface DateRange {
  start_date?: string;
  end_date?: string;
}

/** Spec section 9: the payouts page opens on the first to the last day of this month. */
function rangeOf(deps: PayoutDeps, query: DateRange) {
  const month = periodOfMonth(todayIn(deps.config.PAYOUT_TIMEZONE).slice(0, 7));
  return { start: query.start_date ?? month.start, end: query.end_date ?? month.end };
}

function toPayoutRow(row: PayoutListRow, range: { start: string; end: string }) {
  const status = row.status;
  return {
    store: {
      id: row.store_id,
      store_name: row.store_name,
      owner_profit_percentage: Number(row.owner_profit_percentage),
    },
    first_date_created: row.period_start ?? range.start,
    last_date_created: row.period_end ?? range.end,
    total_owner_amount_after_balances: centsToAmount(row.amount_cents),
    currency: row.currency,
    // Upcoming until the month is run; then the payout's own status.
    order_products_are_paid: status != null,
    payouts: status && status !== 'HELD' ? [{ status }] : [],
    status_label: status ? PAYOUT_STATUS_LABEL[status] : 'Upcoming',
    held_reason: row.held_reason,
    held_message: row.held_reason ? HELD_REASONS[row.held_reason] : null,
    failure_reason: row.failure_reason,
  };
}

export async function listPayouts(deps: PayoutDeps, auth: HostAuth, query: DateRange) {
  const range = rangeOf(deps, query);
  const rows = await listOwnerPayouts(deps.db, {
    ownerId: auth.ownerId,
    ...range,
    tz: deps.config.PAYOUT_TIMEZONE,
  });
  const results = rows
    .map((row) => toPayoutRow(row, range))
    .sort((a, b) => a.store.store_name.localeCompare(b.store.store_name));
  const totals = sumCentsByCurrency(
    results.map((row) => ({
      currency: row.currency,
      cents: amountToCents(row.total_owner_amount_after_balances),
    })),
  ).map(({ currency, cents }) => ({ currency, total: centsToAmount(cents) }));
  return {
    start_date: range.start,
    end_date: range.end,
    // Older clients read one currency and total: the first of `totals`, never a cross-currency sum.
    currency: totals[0]?.currency ?? 'USD',
    total: totals[0]?.total ?? 0,
    totals,
    count: results.length,
    results,
  };
}

const EXPORT_STORES_PAGE = 200;

export const PAYOUTS_CSV_HEADER = [
  'Store',
  'Period start',
  'Period end',
  'Status',
  'Currency',
  'Total after balances',
] as const;

/**
 * `{BRAND_NAME} Payouts.csv`: a row per store and period, then a TOTALS row per currency (one,
 * in USD, when there is no payout); read a page of stores at a time.
 */
export async function exportPayouts(
  deps: PayoutDeps,
  auth: HostAuth,
  query: DateRange,
  reply: FastifyReply,
) {
  const range = rangeOf(deps, query);
  let totals: CurrencyCents[] = [];
  async function* texts() {
    let after: string | null = null;
    for (;;) {
      const storeIds = await listOwnerStoreIds(deps.db, auth.ownerId, after, EXPORT_STORES_PAGE);
      if (storeIds.length === 0) break;
      const page = await listOwnerPayouts(deps.db, {
        ownerId: auth.ownerId,
        ...range,
        tz: deps.config.PAYOUT_TIMEZONE,
        storeIds,
      });
      totals = sumCentsByCurrency([
        ...totals,
        ...page.map((row) => ({ currency: row.currency, cents: row.amount_cents })),
      ]);
      yield csvRows(
        page.map((row) => toPayoutRow(row, range)),
        (row) => [
          row.store.store_name,
          row.first_date_created,
          row.last_date_created,
          row.status_label,
          row.currency,
          row.total_owner_amount_after_balances.toFixed(2),
        ],
      );
      after = storeIds[storeIds.length - 1]!;
    }
    yield csvRows(totals.length > 0 ? totals : [{ currency: 'USD', cents: 0 }], (total) => [
      'TOTALS',
      range.start,
      range.end,
      '',
      total.currency,
      centsToAmount(total.cents).toFixed(2),
    ]);
  }
  return sendCsv(reply, `${deps.config.BRAND_NAME} Payouts.csv`, PAYOUTS_CSV_HEADER, texts());
}

export interface DetailsQuery {
  store_id: string;
  payout_start_date: string;
  payout_end_date: string;
}

function toDetailLine(line: PayoutDetailLine, percentage: number) {
  const { transactionFeeCents, platformShareCents } = explainStoredLine({
    amountCents: line.amount_cents,
    convenienceFeeCents: line.convenience_fee_cents,
    ownerProfitCents: line.owner_profit_cents,
    merchantAmountCents: line.merchant_amount_cents,
    isLocal: line.is_local,
  });
  const partyA = splitShareCents(line.owner_profit_cents, percentage);
  return {
    id: line.id,
    product_name: line.product_name,
    delivery_date: line.service_date,
    price: centsToAmount(line.unit_price_cents),
    quantity: line.quantity,
    amount: centsToAmount(line.amount_cents),
    amount_refunded: centsToAmount(line.amount_refunded_cents),
    transaction_fee: centsToAmount(transactionFeeCents),
    hostco_profit: centsToAmount(platformShareCents),
    owner_profit: centsToAmount(line.owner_profit_cents),
    party_a_amount: centsToAmount(partyA),
    party_b_amount: centsToAmount(line.owner_profit_cents - partyA),
  };
}

function toBalance(row: Awaited<ReturnType<typeof listOpenBalances>>[number]) {
  return {
    external_note: row.external_note,
    amount: centsToAmount(row.amount_cents),
    leftover_amount: centsToAmount(row.leftover_cents),
    sign: row.sign as 'INCR' | 'DECR',
    date_created: row.created_at.toISOString(),
  };
}

async function detailsScope(deps: PayoutDeps, auth: HostAuth, query: DetailsQuery) {
  const store = await findOwnerStore(deps.db, auth.ownerId, query.store_id);
  if (!store) throw notFound();
  const payout = await findStorePeriodPayout(deps.db, store.id, query.payout_start_date);
  return { store, payout, percentage: Number(store.ownerProfitPercentage) };
}

const DETAIL_PAGE = 1000;

const periodOf = (scope: { store: { id: string } }, query: DetailsQuery) => ({
  storeId: scope.store.id,
  start: query.payout_start_date,
  end: query.payout_end_date,
});

function detailPages(
  deps: PayoutDeps,
  scope: Awaited<ReturnType<typeof detailsScope>>,
  query: DetailsQuery,
) {
  return keysetPages(
    (after: string | null, limit) =>
      listDetailLines(deps.db, {
        storeId: scope.store.id,
        start: query.payout_start_date,
        end: query.payout_end_date,
        tz: deps.config.PAYOUT_TIMEZONE,
        afterId: after,
        limit,
      }),
    (line) => line.id,
    DETAIL_PAGE,
  );
}

export async function payoutDetails(deps: PayoutDeps, auth: HostAuth, query: DetailsQuery) {
  const scope = await detailsScope(deps, auth, query);
  const orderProducts = [];
  for await (const lines of detailPages(deps, scope, query))
    orderProducts.push(...lines.map((line) => toDetailLine(line, scope.percentage)));
  const [applied, open] = await Promise.all([
    listAppliedBalances(deps.db, periodOf(scope, query)),
    listOpenBalances(deps.db, scope.store.id),
  ]);
  const status: PayoutStatus | null = scope.payout?.status ?? null;
  return {
    store: {
      id: scope.store.id,
      store_name: scope.store.storeName,
      owner_profit_percentage: scope.percentage,
    },
    currency: scope.store.currency,
    payout_start_date: query.payout_start_date,
    payout_end_date: query.payout_end_date,
    status_label: status ? PAYOUT_STATUS_LABEL[status] : 'Upcoming',
    held_message: scope.payout?.heldReason ? HELD_REASONS[scope.payout.heldReason] : null,
    failure_reason: scope.payout?.failureReason ?? null,
    total_owner_amount_after_balances: scope.payout
      ? centsToAmount(scope.payout.amountCents)
      : null,
    order_products: orderProducts,
    applied_balances: applied.map(toBalance),
    not_applied_balances: open.map(toBalance),
  };
}

export const DETAILS_CSV_HEADER = [
  'Type',
  'Product',
  'Date of service',
  'Price',
  'Quantity',
  'Amount',
  'Amount refunded',
  'Transaction fee',
  'Platform profit',
  'Owner profit',
  'Party A',
  'Party B',
  'Balance sign',
  'Balance note',
] as const;

/** `{store name}_payout_details.csv`: the lines page by page, then the balances. */
export async function exportPayoutDetails(
  deps: PayoutDeps,
  auth: HostAuth,
  query: DetailsQuery,
  reply: FastifyReply,
) {
  const scope = await detailsScope(deps, auth, query);
  const balanceCells = (kind: string) => (balance: Parameters<typeof toBalance>[0]) => {
    const b = toBalance(balance);
    return [
      kind,
      '',
      b.date_created.slice(0, 10),
      '',
      '',
      b.amount.toFixed(2),
      '',
      '',
      '',
      '',
      '',
      '',
      b.sign,
      b.external_note,
    ];
  };
  async function* texts() {
    for await (const lines of detailPages(deps, scope, query))
      yield csvRows(lines, (line) => {
        const l = toDetailLine(line, scope.percentage);
        return [
          'Line',
          l.product_name,
          l.delivery_date,
          l.price.toFixed(2),
          l.quantity,
          l.amount.toFixed(2),
          l.amount_refunded.toFixed(2),
          l.transaction_fee.toFixed(2),
          l.hostco_profit.toFixed(2),
          l.owner_profit.toFixed(2),
          l.party_a_amount.toFixed(2),
          l.party_b_amount.toFixed(2),
          '',
          '',
        ];
      });
    const applied = await listAppliedBalances(deps.db, periodOf(scope, query));
    yield csvRows(applied, balanceCells('Applied balance'));
    const open = await listOpenBalances(deps.db, scope.store.id);
    yield csvRows(open, balanceCells('Not applied balance'));
  }
  return sendCsv(reply, `${scope.store.storeName}_payout_details.csv`, DETAILS_CSV_HEADER, texts());
}
