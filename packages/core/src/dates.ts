/** YYYY-MM-DD of a date in UTC, the wire format of dates. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
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
