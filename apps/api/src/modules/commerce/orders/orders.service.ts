import type { FastifyReply } from 'fastify';
import {
  formatExtraAnswers,
  CATEGORIES,
  lineFigures,
  lineStatusLabel,
  orderProductStatus,
  orderStatusWord,
  ORDERS_PAGE_SIZE,
  type Category,
} from '@stayfront/core';
import { notFound } from '../../../errors';
import { keysetCsv, sendCsv, type CsvCell } from '../../../lib/csv/csv';
import type { AuthContext } from '../../../plugins/session';
import type { CommerceDeps } from '../deps';
import {
  extraAnswersOf,
  listExportStores,
  loadOrderContents,
  pageOwnerOrders,
  readStoreLinesAfter,
  readStoreOrdersAfter,
  storeBelongsToOwner,
  type OrderExportRowData,
  type ProductSaleRowData,
} from './orders.repository';
import type { TOrderFilters, TOrderListQuery } from '@stayfront/core/contract';
import { guestOf, toOrder } from './orders.serializers';

type HostAuth = AuthContext & { ownerId: string };
type OrdersDeps = Pick<CommerceDeps, 'db'>;

export const ORDERS_CSV_NAME = 'order_sales.csv';
export const PRODUCTS_CSV_NAME = 'product_sales.csv';
// Rows per keyset page of an export: large enough for few queries, small enough for flat memory.
const EXPORT_PAGE_SIZE = 2000;

/** A store filter naming another owner's store is answered like a missing store. */
async function assertOwnStore(deps: OrdersDeps, auth: HostAuth, filters: TOrderFilters) {
  if (filters.store_id && !(await storeBelongsToOwner(deps.db, auth.ownerId, filters.store_id))) {
    throw notFound();
  }
}

/** The owner's recent orders with their purchases and lines: the page first, then its contents. */
export async function listOrders(deps: OrdersDeps, auth: HostAuth, query: TOrderListQuery) {
  const { limit = ORDERS_PAGE_SIZE, offset = 0, ...filters } = query;
  await assertOwnStore(deps, auth, filters);
  const { rows, count } = await pageOwnerOrders(deps.db, auth.ownerId, filters, limit, offset);
  const { purchases, lines } = await loadOrderContents(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    count,
    limit,
    results: rows.map((order) =>
      toOrder(
        order,
        purchases.filter((p) => p.order_id === order.id),
        lines.filter((l) => l.order_id === order.id),
      ),
    ),
  };
}

const money = (cents: number) => (cents / 100).toFixed(2);
// Spec section 9: the default date format YYYY-MM-DD HH:mm:ss (here in UTC, said in the header).
const dateTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
const yesNo = (value: boolean | null) => (value ? 'Yes' : 'No');

export const ORDER_CSV_HEADER = [
  'Order Number',
  'Date (UTC)',
  'Store',
  'Guest Name',
  'Guest Email',
  'Guest Phone',
  'Status',
  'Items',
  'Subtotal',
  'Convenience Fee',
  'Grand Total',
  'Refunded',
  'Owner Profit',
  'Currency',
  'Off-Platform',
  'Paid Through Airbnb',
] as const;

/**
 * Money columns come from the ledger (core lineFigures): what the card captured, what went back,
 * the profit left, and what the guest paid through Airbnb instead.
 */
function orderCells(row: OrderExportRowData) {
  const guest = guestOf(row);
  const words = (row.status_codes ?? []).map((code) => orderProductStatus(code, false));
  if (row.any_refunded) words.push('refunded');
  const word = orderStatusWord(words);
  return [
    row.order_number,
    dateTime(row.placed_at),
    row.store_name,
    guest.guest_name,
    guest.guest_email,
    guest.guest_phone,
    lineStatusLabel(word, word === 'completed' && !row.has_card_sale),
    row.items,
    money(row.paid_amount_cents),
    money(row.paid_fee_cents),
    money(row.paid_amount_cents + row.paid_fee_cents),
    money(row.refunded_cents),
    money(row.owner_profit_cents),
    row.currency,
    yesNo(row.is_purchasable_off_platform),
    money(row.off_platform_cents),
  ];
}

export const PRODUCT_CSV_HEADER = [
  'Order Number',
  'Order Date (UTC)',
  'Service Date',
  'Store',
  'Guest Name',
  'Guest Email',
  'Guest Phone',
  'Product',
  'Option',
  'Guest Answers',
  'Category',
  'Status',
  'Quantity',
  'Price',
  'Amount',
  'Convenience Fee',
  'Guest Amount',
  'Refunded',
  'Owner Profit',
  'Currency',
  'Off-Platform',
  'Paid Through Airbnb',
] as const;

function productCells(row: ProductSaleRowData) {
  const guest = guestOf(row);
  const status = orderProductStatus(row.purchase_status, row.is_refunded);
  const figures = lineFigures({
    purchaseStatus: row.purchase_status,
    isOffPlatform: row.is_off_platform,
    isRefunded: row.is_refunded,
    amountCents: row.amount_cents,
    convenienceFeeCents: row.convenience_fee_cents,
    ownerProfitCents: row.owner_profit_cents,
    amountRefundedCents: row.amount_refunded_cents,
  });
  return [
    row.order_number,
    dateTime(row.placed_at),
    row.delivery_date ?? '',
    row.store_name,
    guest.guest_name,
    guest.guest_email,
    guest.guest_phone,
    row.product_name,
    row.option,
    formatExtraAnswers(extraAnswersOf(row.extra_field_values)),
    CATEGORIES[row.category as Category] ?? row.category,
    lineStatusLabel(status, row.is_off_platform),
    row.quantity,
    money(row.unit_price_cents),
    money(figures.paidAmountCents),
    money(figures.paidFeeCents),
    money(figures.paidCents),
    money(figures.refundedCents),
    money(figures.ownerProfitCents),
    row.currency,
    yesNo(row.is_off_platform),
    money(figures.offPlatformCents),
  ];
}

/**
 * The rows of each store in turn (stores by name, newest first within a store), every store read
 * in keyset pages: memory holds one page, and each page is one index range.
 */
async function* csvByStore<Row, Cursor>(
  storeIds: string[],
  readPage: (storeId: string, after: Cursor | null, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  toCells: (row: Row) => readonly CsvCell[],
) {
  for (const storeId of storeIds) {
    yield* keysetCsv(
      (after: Cursor | null, limit) => readPage(storeId, after, limit),
      cursorOf,
      toCells,
      EXPORT_PAGE_SIZE,
    );
  }
}

/** order_sales.csv: one row per order, streamed page by page from the database. */
export async function exportOrders(
  deps: OrdersDeps,
  auth: HostAuth,
  filters: TOrderFilters,
  reply: FastifyReply,
) {
  await assertOwnStore(deps, auth, filters);
  const storeIds = await listExportStores(deps.db, auth.ownerId, filters.store_id);
  const texts = csvByStore(
    storeIds,
    (storeId, after: { placedAt: string; id: string } | null, limit) =>
      readStoreOrdersAfter(deps.db, auth.ownerId, storeId, filters, after, limit),
    (row) => ({ placedAt: row.placed_at, id: row.id }),
    orderCells,
  );
  return sendCsv(reply, ORDERS_CSV_NAME, ORDER_CSV_HEADER, texts);
}

/** product_sales.csv: one row per sold line, streamed page by page from the database. */
export async function exportOrderProducts(
  deps: OrdersDeps,
  auth: HostAuth,
  filters: TOrderFilters,
  reply: FastifyReply,
) {
  await assertOwnStore(deps, auth, filters);
  const storeIds = await listExportStores(deps.db, auth.ownerId, filters.store_id);
  const texts = csvByStore(
    storeIds,
    (storeId, after: { placedAt: string; id: string; lineId: string } | null, limit) =>
      readStoreLinesAfter(deps.db, auth.ownerId, storeId, filters, after, limit),
    (row) => ({ placedAt: row.placed_at, id: row.order_id, lineId: row.id }),
    productCells,
  );
  return sendCsv(reply, PRODUCTS_CSV_NAME, PRODUCT_CSV_HEADER, texts);
}
