import dayjs from 'dayjs';
import { periodOfMonth } from '@stayfront/core';

/** Spec section 9: display format DD MMMM YYYY. */
export function formatPayoutDay(isoDay: string): string {
  return dayjs(isoDay).format('DD MMMM YYYY');
}

/** The first and last day of the month of `day` (YYYY-MM-DD), the picker's range. */
export function monthRange(month: string) {
  const period = periodOfMonth(month);
  return { start: period.start, end: period.end };
}
