/** YYYY-MM-DD of a date in UTC, the wire format of dates. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD of the day a clock in this device's own time zone shows (a guest's today). */
export function toLocalIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The earliest day that is still today somewhere (UTC-12). The server knows neither the guest's
 * time zone nor the property's, so the dates it allows from "today" start there: an evening
 * guest in California is never refused their own today.
 */
export function earliestTodayAnywhere(now: Date): string {
  return toIsoDate(new Date(now.getTime() - 12 * 60 * 60 * 1000));
}

/**
 * A real calendar day written YYYY-MM-DD (2026-02-30 is not one). Year 0000 is refused too:
 * PostgreSQL's calendar has none.
 */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && toIsoDate(date) === value;
}
