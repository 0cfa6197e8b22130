import dayjs from 'dayjs';

/** Spec section 9: dates read DD MMMM YYYY (a YYYY-MM-DD day is shown as that same day). */
export function formatDay(isoDay: string): string {
  return dayjs(isoDay.slice(0, 10)).format('DD MMMM YYYY');
}

/** An instant in the viewer's own time zone, e.g. 04 March 2031, 14:05. */
export function formatDateTime(isoInstant: string): string {
  return dayjs(isoInstant).format('DD MMMM YYYY, HH:mm');
}
