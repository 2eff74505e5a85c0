import type { Db } from './client';

/**
 * Something built once per database handle, then reused: a hot prepared query, or an instance's
 * batcher of statements (lib/group-batch.ts).
 *
 * For a query: drizzle builds its SQL text and field list anew on every call, which for the
 * exam's resume select was a quarter of the app's CPU per call (bench/README.md, "Issue 17,
 * sixth pass"). `build` writes it with `sql.placeholder(…)` for its values and ends with
 * `.prepare(name)`; the name (unique in the app) also keeps the statement prepared on each
 * connection. The root handle only: a prepared query runs on the pool, never inside a caller's
 * transaction.
 */
export function oncePerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let built = byDb.get(db);
    if (!built) {
      built = build(db);
      byDb.set(db, built);
    }
    return built;
  };
}
