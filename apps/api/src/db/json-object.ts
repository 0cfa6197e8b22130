import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

// Helpers to read a list with its children from PostgreSQL as one JSON value. Keys are the
// schema's property names (code, never input). Numbers, text, booleans and JSON arrive as they
// are; timestamps would arrive as text, so pick none that the reader needs as dates.

type Keys<T extends PgTable> = readonly (keyof T['$inferSelect'] & string)[];

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
