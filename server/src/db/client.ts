import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PreparingClient } from './preparing-client';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

/** A database handle or an open transaction: what query functions take. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// Timestamps come back as ISO strings in UTC; bigint counts as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function connect(url: string, max = 20): Database {
  // A database that is down answers fast (connection refused); one that hangs is given 5 s.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5000,
    // Parameterized statements prepared once per connection (see preparing-client.ts).
    Client: PreparingClient,
  });
  pool.on('error', () => {}); // a dropped idle client is replaced by the pool
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies pending migrations; an advisory lock keeps two instances from racing. */
export async function applyMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => {});
    client.release();
  }
}
