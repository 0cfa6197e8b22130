// Dates as a guest types and reads them, in the pattern of their language (MM/DD/YYYY in
// English, DD.MM.YYYY in German...), to and from the ISO days (YYYY-MM-DD) the API speaks.

const TOKENS = ['YYYY', 'MM', 'DD'] as const;

/** "2026-05-04" in "MM/DD/YYYY" -> "05/04/2026". */
export function formatIsoIn(pattern: string, iso: string): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  return pattern.replace('YYYY', year).replace('MM', month).replace('DD', day);
}

/** What a guest typed, read in `pattern`; null unless it is a whole, real day. */
export function parseIn(pattern: string, text: string): string | null {
  const order = TOKENS.slice().sort((a, b) => pattern.indexOf(a) - pattern.indexOf(b));
  const parts = text.trim().match(/^(\d{1,4})\D(\d{1,2})\D(\d{1,4})$/);
  if (!parts) return null;
  const found = Object.fromEntries(order.map((token, index) => [token, parts[index + 1]!]));
  const year = Number(found.YYYY);
  const month = Number(found.MM);
  const day = Number(found.DD);
  if (found.YYYY!.length !== 4) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The ISO day `days` after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The ISO days of the weeks (Sunday first) that show `month` ("YYYY-MM") whole. */
export function monthGrid(month: string): string[][] {
  const first = `${month}-01`;
  const start = addDays(first, -new Date(`${first}T00:00:00Z`).getUTCDay());
  const weeks: string[][] = [];
  for (let day = start; weeks.length === 0 || day.startsWith(month);) {
    const week = Array.from({ length: 7 }, (_, index) => addDays(day, index));
    weeks.push(week);
    day = addDays(day, 7);
  }
  return weeks;
}

/** "2026-05" -> "2026-06" (or back, with -1). */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}
