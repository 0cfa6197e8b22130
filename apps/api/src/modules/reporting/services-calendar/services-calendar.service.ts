import type { FastifyReply } from 'fastify';
import {
  formatExtraAnswers,
  cardPaidCents,
  centsToAmount,
  defaultServicesCalendarRange,
  dateRangeMessages,
  ORDER_LINE_STATUS_LABEL,
  orderProductStatus,
  SERVICES_CALENDAR_CSV_NAME,
  toIsoDate,
} from '@stayfront/core';
import type { Db } from '../../../db/client';
import { fieldError, notFound } from '../../../errors';
import { keysetCsv, sendCsv, type CsvCell } from '../../../lib/csv/csv';
import type { AuthContext } from '../../../plugins/session';
import { extraAnswersOf } from '../../commerce/orders/orders.repository';
import { toGuestDetails } from '../sales/guest-details';
import {
  countCalendarLines,
  isOwnerStore,
  listCalendarLines,
  type CalendarCursor,
  type CalendarLineRow,
  type CalendarQuery,
} from './services-calendar.repository';
import type { TServicesCalendarFilters } from '@stayfront/core/contract';

type HostAuth = AuthContext & { ownerId: string };

const EXPORT_PAGE_SIZE = 1000;

/**
 * The query the filters stand for: the owner's lines only; a missing start is today and a
 * missing end one month after the start (spec section 9: the calendar's default range).
 */
async function resolveQuery(
  db: Db,
  auth: HostAuth,
  filters: TServicesCalendarFilters,
): Promise<CalendarQuery> {
  if (filters.store_id) {
    if (!(await isOwnerStore(db, auth.ownerId, filters.store_id))) throw notFound();
  }
  const start = filters.start ?? toIsoDate(new Date());
  const end = filters.end ?? defaultServicesCalendarRange(start).end;
  if (end < start) throw fieldError('end', dateRangeMessages.endBeforeStart);
  return {
    ownerId: auth.ownerId,
    storeId: filters.store_id,
    status: filters.status,
    dateFilter: filters.date_filter,
    start,
    end,
  };
}

function toCalendarRow(row: CalendarLineRow) {
  return {
    id: row.id,
    order_id: row.order_id,
    order_number: Number(row.order_number),
    purchase_id: row.purchase_id,
    owner_purchase_uuid: row.owner_uuid,
    product_name: row.product_name,
    option: row.option,
    quantity: row.quantity,
    service_date: row.service_date,
    delivery_date: row.delivery_date,
    date_created: row.placed_at,
    store_id: row.store_id,
    store_name: row.store_name,
    guest: toGuestDetails({
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      customerEmail: row.customer_email,
      userEmail: row.user_email,
      userIsAnonymous: row.user_is_anonymous,
    }),
    note: row.note,
    extra_field_values: extraAnswersOf(row.extra_field_values),
    status: orderProductStatus(row.purchase_status, row.is_refunded),
    amount: centsToAmount(row.amount_cents),
    guest_amount: centsToAmount(
      cardPaidCents({
        purchaseStatus: row.purchase_status,
        isOffPlatform: row.is_off_platform,
        amountCents: row.amount_cents,
        convenienceFeeCents: row.convenience_fee_cents,
      }),
    ),
    currency: row.currency,
    is_purchasable_off_platform: row.is_off_platform,
  };
}

type CalendarRow = ReturnType<typeof toCalendarRow>;

export async function listServicesCalendar(
  db: Db,
  auth: HostAuth,
  filters: TServicesCalendarFilters,
  limit: number,
  offset: number,
) {
  const query = await resolveQuery(db, auth, filters);
  const rows = await listCalendarLines(db, query, { limit, offset });
  // The page carries the total; a page past the end has no row to carry it.
  const count =
    rows.length > 0 ? Number(rows[0]!.total) : offset > 0 ? await countCalendarLines(db, query) : 0;
  return {
    count,
    limit,
    offset,
    start: query.start,
    end: query.end,
    date_filter: query.dateFilter,
    results: rows.map(toCalendarRow),
  };
}

/** Spec section 7: services_calendar.csv (guest, date, amount, order number, store, off-platform). */
const CSV_HEADER = [
  'Service Date',
  'Product',
  'Option',
  'Quantity',
  'Guest Name',
  'Guest Phone',
  'Guest Email',
  'Store',
  'Order Number',
  'Order Date',
  'Status',
  'Amount',
  'Guest Total',
  'Currency',
  'Off Platform',
  'Note',
  'Extra Info',
];

const money = (amount: number) => amount.toFixed(2);

function toCsvCells(row: CalendarRow): CsvCell[] {
  return [
    row.service_date,
    row.product_name,
    row.option,
    row.quantity,
    row.guest.guest_name,
    row.guest.guest_phone,
    row.guest.guest_email,
    row.store_name,
    row.order_number,
    // Spec section 9: the default date format YYYY-MM-DD HH:mm:ss (UTC).
    row.date_created.slice(0, 19).replace('T', ' '),
    ORDER_LINE_STATUS_LABEL[row.status],
    money(row.amount),
    money(row.guest_amount),
    row.currency,
    row.is_purchasable_off_platform ? 'Yes' : 'No',
    row.note,
    formatExtraAnswers(row.extra_field_values),
  ];
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

const FIRST_WINDOW_DAYS = 7;

/**
 * Reads the next `limit` rows after `after`, a window of days at a time, so that each query sorts
 * only the lines of its window instead of the whole rest of the range; a window with too few
 * lines is followed by one twice as long. Short only when the range is exhausted.
 */
async function readCalendarPage(
  db: Db,
  query: CalendarQuery,
  after: CalendarCursor | null,
  limit: number,
): Promise<CalendarLineRow[]> {
  const rows: CalendarLineRow[] = [];
  let cursor = after;
  let from = after?.sortDate ?? query.start;
  let days = FIRST_WINDOW_DAYS;
  while (rows.length < limit && from <= query.end) {
    const to = addDays(from, days - 1) < query.end ? addDays(from, days - 1) : query.end;
    const page = await listCalendarLines(
      db,
      { ...query, start: from, end: to },
      { limit: limit - rows.length, after: cursor },
    );
    rows.push(...page);
    if (rows.length >= limit) break;
    cursor = null;
    from = addDays(to, 1);
    days *= 2;
  }
  return rows;
}

/** The whole filtered calendar as CSV, read in keyset pages so memory stays flat. */
export async function exportServicesCalendar(
  db: Db,
  auth: HostAuth,
  filters: TServicesCalendarFilters,
  reply: FastifyReply,
) {
  const query = await resolveQuery(db, auth, filters);
  const texts = keysetCsv(
    (after: CalendarCursor | null, limit) => readCalendarPage(db, query, after, limit),
    (row): CalendarCursor => ({
      sortDate: row.sort_date,
      orderNumber: Number(row.order_number),
      id: row.id,
    }),
    (row) => toCsvCells(toCalendarRow(row)),
    EXPORT_PAGE_SIZE,
  );
  return sendCsv(reply, SERVICES_CALENDAR_CSV_NAME, CSV_HEADER, texts);
}
