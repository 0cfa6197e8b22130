import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** What a drizzle handle and its prepared statements run on: a pool, or one connection. */
type Connection = object;

const connectionOf = (handle: DbOrTx): Connection =>
  (handle as unknown as { session: { client: Connection } }).session.client;

/**
 * One prepared statement, built on first use and run on whichever handle the caller holds: the
 * database, or a transaction (its own connection, another each time). Hot statements skip
 * building their SQL on each call, and PostgreSQL plans them once per connection. Built per
 * handle instead, a statement inside a transaction was built again on every call: the checkout's
 * and the payment's transactions spent about 6 % of the API thread on it under the journey bench.
 * `build` must name its statement uniquely (`.prepare('name')`).
 */
export function preparedOnce<T extends object>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const byConnection = new WeakMap<Connection, T>();
  let built: T | undefined;
  return (handle) => {
    const connection = connectionOf(handle);
    let query = byConnection.get(connection);
    if (!query) {
      // The same statement, its `client` the caller's connection (drizzle's prepared queries keep
      // their connection in that field, for both drivers).
      query = built
        ? (Object.assign(Object.create(Object.getPrototypeOf(built) as object), built, {
            client: connection,
          }) as T)
        : (built = build(handle));
      byConnection.set(connection, query);
    }
    return query;
  };
}

/**
 * A prepared statement's parameter as the new value of a column in an update's `set`, where
 * drizzle's types take SQL but not a bare placeholder (they do in a where clause or an insert).
 */
export const parameterToSet = (name: string) => sql`${sql.placeholder(name)}`;
