import type { Db, DbOrTx } from './client';

/**
 * One prepared statement per database handle, built on first use. Hot reads (the storefront,
 * the session) skip building their SQL on each call, and PostgreSQL plans them once per
 * connection. `build` must name its statement uniquely (`.prepare('name')`).
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: DbOrTx) => T {
  const byDb = new WeakMap<DbOrTx, T>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db as Db);
      byDb.set(db, query);
    }
    return query;
  };
}
