import type { Db } from './client';

/**
 * A hot query built once per database handle, then only executed. Drizzle builds a query's SQL
 * text and field list anew on every call: for the exam's resume select that was a quarter of
 * the app's CPU per call (bench/README.md, "Issue 17, sixth pass"). `build` writes the query
 * with `sql.placeholder(…)` for its values and ends with `.prepare(name)`; the name (unique in
 * the app) also keeps the statement prepared on each connection.
 *
 * The root handle only: a prepared query runs on the pool, never inside a caller's transaction.
 * Other per-handle state built once (a batcher of statements, lib/group-batch.ts) uses it too.
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = build(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}
