import { toIsoDate } from './dates';
import { fieldMessages } from './field-messages';
import type { OrderProductStatus } from './commerce/line-status';
import { PURCHASE_STATUS_LABEL, type PurchaseStatus } from './enums';

/** Which date the services calendar's range applies to (spec: date type, date of service by default). */
export const SERVICES_CALENDAR_DATE_FILTERS = ['date_of_service', 'date_of_order'] as const;
export type ServicesCalendarDateFilter = (typeof SERVICES_CALENDAR_DATE_FILTERS)[number];

export const SERVICES_CALENDAR_DATE_FILTER_LABEL: Record<ServicesCalendarDateFilter, string> = {
  date_of_service: 'Date of service',
  date_of_order: 'Date of order',
};

/** Spec section 9: tables page by 10 without a size changer. */
export const SERVICES_CALENDAR_PAGE_SIZE = 10;

export const SERVICES_CALENDAR_CSV_NAME = 'services_calendar.csv';

/** The days a date filter accepts: far wider than any store's life, narrow enough for SQL dates. */
export const DATE_FILTER_BOUNDS = { min: '2000-01-01', max: '2999-12-31' } as const;

export const dateRangeMessages = {
  invalidDate: fieldMessages.invalidDate,
  outOfBounds: `Enter a date between ${DATE_FILTER_BOUNDS.min} and ${DATE_FILTER_BOUNDS.max}.`,
  endBeforeStart: 'The end date must be on or after the start date.',
} as const;

/** The same day `months` later; a day the target month lacks becomes its last day (Jan 31 -> Feb 28). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return toIsoDate(target);
}

/** Spec section 9: the calendar opens on today to one month ahead. */
export function defaultServicesCalendarRange(today: string): { start: string; end: string } {
  return { start: today, end: addMonths(today, 1) };
}

/** How a line's status word reads in the calendar, its export and the sale detail. */
export const ORDER_LINE_STATUS_LABEL: Record<OrderProductStatus, string> = {
  completed: 'Completed',
  hold: 'Needs approval',
  cancel: 'Denied',
  refunded: 'Refunded',
  processing: 'Processing',
  failed: 'Failed',
};

/** Off-platform items are paid through the booking platform's resolution centre, not by card. */
export const PAID_THROUGH_AIRBNB = 'Paid through Airbnb';

/** A line's status as lists, details and exports name it: a sold off-platform line was paid on Airbnb. */
export function lineStatusLabel(status: OrderProductStatus, isOffPlatform: boolean) {
  return isOffPlatform && status === 'completed'
    ? PAID_THROUGH_AIRBNB
    : ORDER_LINE_STATUS_LABEL[status];
}

/** A purchase's status as the host's sale detail names it: a completed off-platform one was paid on Airbnb. */
export function purchaseStatusLabel(status: PurchaseStatus, isOffPlatform: boolean) {
  return isOffPlatform && status === 'COMP' ? PAID_THROUGH_AIRBNB : PURCHASE_STATUS_LABEL[status];
}
