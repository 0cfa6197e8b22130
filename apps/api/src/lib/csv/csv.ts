import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type CsvCell = string | number | boolean | null | undefined;

// Spreadsheet apps run a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted when it holds a comma, quote or line break, and defused when it looks like a formula. */
export function csvCell(value: CsvCell): string {
  if (value == null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * Reads pages until one comes back short. Each page continues after the last row of the one
 * before (keyset paging), so memory holds one page whatever the total.
 */
export async function* keysetPages<Row, Cursor>(
  readPage: (after: Cursor | null, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  pageSize = 1000,
): AsyncGenerator<Row[]> {
  let after: Cursor | null = null;
  for (;;) {
    const page = await readPage(after, pageSize);
    yield page;
    if (page.length < pageSize) return;
    after = cursorOf(page[page.length - 1]!);
  }
}

/** Rows as CSV lines, one string. */
export function csvRows<Row>(rows: readonly Row[], toCells: (row: Row) => readonly CsvCell[]) {
  return rows.map((row) => csvLine(toCells(row))).join('');
}

async function readPageText<Row, Cursor>(
  readPage: (after: Cursor | null, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  toCells: (row: Row) => readonly CsvCell[],
  after: Cursor | null,
  pageSize: number,
) {
  const rows = await readPage(after, pageSize);
  const next = rows.length < pageSize ? null : cursorOf(rows[rows.length - 1]!);
  return { text: csvRows(rows, toCells), next };
}

/**
 * keysetPages as CSV text, each page turned into text before the download waits for it. A
 * generator suspended at a yield keeps what it holds: one that yielded rows kept a page of them
 * for as long as a slow download took, long enough to be promoted to the old generation. Here
 * the rows live only inside readPageText; what waits is the page's text.
 */
export async function* keysetCsv<Row, Cursor>(
  readPage: (after: Cursor | null, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  toCells: (row: Row) => readonly CsvCell[],
  pageSize = 1000,
): AsyncGenerator<string> {
  let after: Cursor | null = null;
  for (;;) {
    const { text, next }: { text: string; next: Cursor | null } = await readPageText(
      readPage,
      cursorOf,
      toCells,
      after,
      pageSize,
    );
    if (text) yield text;
    if (next === null) return;
    after = next;
  }
}

async function* withHeader(header: readonly string[], texts: AsyncIterable<string>) {
  yield csvLine(header);
  yield* texts;
}

/** Sends a CSV download that is written while its text is made, never whole in memory. */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  texts: AsyncIterable<string>,
) {
  const safeName = filename.replace(/["\\\r\n]/g, '_');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(withHeader(header, texts), { highWaterMark: 2 }));
}
