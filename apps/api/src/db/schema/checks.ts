import { sql, type AnyColumn } from 'drizzle-orm';
import { check } from 'drizzle-orm/pg-core';

/** A CHECK that a text column holds one of the values of a core enum (or NULL). */
export function oneOf(name: string, column: AnyColumn, values: readonly string[]) {
  const list = sql.raw(values.map((value) => `'${value}'`).join(', '));
  return check(name, sql`${column} IN (${list})`);
}
