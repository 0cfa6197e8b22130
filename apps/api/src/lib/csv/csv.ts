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
 * Reads rows in pages until a page comes back short. Each page continues after the last row of
 * the one before (keyset paging), so memory holds one page whatever the total.
 */
export async function* pagedRows<Row, Cursor>(
  readPage: (after: Cursor | null, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  pageSize = 1000,
): AsyncGenerator<Row> {
  let after: Cursor | null = null;
  for (;;) {
    const page = await readPage(after, pageSize);
    yield* page;
    if (page.length < pageSize) return;
    after = cursorOf(page[page.length - 1]!);
  }
}

async function* csvText<Row>(
  header: readonly string[],
  rows: AsyncIterable<Row>,
  toCells: (row: Row) => readonly CsvCell[],
): AsyncGenerator<string> {
  yield csvLine(header);
  let chunk = '';
  for await (const row of rows) {
    chunk += csvLine(toCells(row));
    if (chunk.length >= 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** Sends a CSV download that is written while the rows are read, never whole in memory. */
export function sendCsv<Row>(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  rows: AsyncIterable<Row>,
  toCells: (row: Row) => readonly CsvCell[],
) {
  const safeName = filename.replace(/["\\\r\n]/g, '_');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(csvText(header, rows, toCells)));
}
