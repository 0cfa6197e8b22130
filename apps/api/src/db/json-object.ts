import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

// Helpers to read a list with its children from PostgreSQL as one JSON value. Keys are the
// schema's property names (code, never input). Numbers, text, booleans and JSON arrive as they
// are; timestamps arrive as text: pick none that the reader needs as dates, or read whole rows
// back with `rowFromJson`.

type Keys<T extends PgTable> = readonly (keyof T['$inferSelect'] & string)[];

/** Every property of `table`'s rows, for reading whole rows as JSON. */
export const allKeys = <T extends PgTable>(table: T) =>
  Object.keys(getTableColumns(table)) as unknown as Keys<T>;

/** `json_build_object('key', column, …)` over some columns of `table`. */
export function jsonObject<T extends PgTable>(table: T, keys: Keys<T>): SQL {
  const columns = getTableColumns(table);
  return sql`json_build_object(${sql.join(
    keys.map((key) => sql`${sql.raw(`'${key}'`)}, ${columns[key]}`),
    sql`, `,
  )})`;
}

/** `column as "key", …`: a select list whose rows turn into objects keyed like the schema. */
export function selectAs<T extends PgTable>(table: T, keys: Keys<T>): SQL {
  const columns = getTableColumns(table);
  return sql.join(
    keys.map((key) => sql`${columns[key]} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

/** A JSON array of `element` over the rows of a subquery, `[]` when there are none. */
export function jsonArray(element: SQL, from: SQL, orderBy: SQL): SQL {
  return sql`coalesce((select json_agg(${element} order by ${orderBy}) ${from}), '[]'::json)`;
}

/**
 * The rows of `query` as a JSON array of objects, in the query's own order (PostgreSQL
 * aggregates an ordered subquery in that order), `[]` when there are none. Cheaper for
 * PostgreSQL than one json_build_object per row.
 */
export function jsonRows(query: SQL): SQL {
  return sql`coalesce((select json_agg(item) from (${query}) item), '[]'::json)`;
}

const columnsOf = new WeakMap<PgTable, [string, Column][]>();

/**
 * A row of `table` read as JSON with `jsonObject(table, allKeys(table))`, made what drizzle's own
 * select answers: each value through its column's reading of the driver's (timestamps become
 * dates, bigints numbers). JSON columns are left as they arrived: their reading would parse a
 * JSON string value a second time.
 */
export function rowFromJson<T extends PgTable>(
  table: T,
  json: Record<string, unknown>,
): T['$inferSelect'] {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = json[key];
    row[key] =
      value == null
        ? null
        : column.columnType === 'PgJsonb' || column.columnType === 'PgJson'
          ? value
          : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
