import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import { connect, type Database } from './client';
import { MAX_PREPARED_PER_CONNECTION } from './preparing-client';

// One connection, so that every statement below runs in the same PostgreSQL session and
// pg_prepared_statements (per session) shows what the pool's client prepared.
let database: Database;
let url: string;

beforeAll(async () => {
  const created = await createTestDatabase();
  url = created.url;
  await created.close();
  database = connect(url, 1);
});
afterAll(() => database.close());

const prepared = async () => {
  const { rows } = await database.pool.query<{ n: number }>(
    "select count(*)::int as n from pg_prepared_statements where name like 'crimreview_%'",
  );
  return rows[0]!.n;
};

describe('statements prepared once per connection', () => {
  it('prepares a parameterized statement once and reuses it, with the right rows every time', async () => {
    const before = await prepared();
    for (let i = 0; i < 12; i++) {
      // Past 5 runs PostgreSQL may switch to a generic plan: the values must still be honoured.
      const rows = await database.db.execute<{ v: number }>(sql`select ${i}::int * 2 as v`);
      expect(rows.rows[0]!.v).toBe(i * 2);
    }
    expect(await prepared()).toBe(before + 1);
    await database.db.execute(sql`select ${1}::int + 1 as other`);
    expect(await prepared()).toBe(before + 2);
  });

  it('leaves parameterless and multi-command texts on the simple protocol', async () => {
    const before = await prepared();
    await database.db.execute(
      sql.raw('create temporary table t_multi (v int); insert into t_multi values (1)'),
    );
    const { rows } = await database.db.execute<{ n: number }>(
      sql.raw('select count(*)::int as n from t_multi'),
    );
    expect(rows[0]!.n).toBe(1);
    expect(await prepared()).toBe(before);
  });

  it('works inside a transaction, which still rolls back', async () => {
    await database.db.execute(sql.raw('create temporary table t_tx (v int)'));
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t_tx values (${7})`);
        await tx.execute(sql`insert into t_tx values (${8})`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from t_tx where v > ${0}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('a statement that fails to parse keeps failing cleanly and does not break the connection', async () => {
    for (let i = 0; i < 2; i++)
      await expect(database.db.execute(sql`select ${1} from no_such_table_here`)).rejects.toThrow(
        /no_such_table/,
      );
    const { rows } = await database.db.execute<{ v: number }>(sql`select ${5}::int as v`);
    expect(rows[0]!.v).toBe(5);
  });

  it(`keeps at most ${MAX_PREPARED_PER_CONNECTION} per connection; further texts run unnamed`, async () => {
    for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 20; i++) {
      // A distinct text each time (the constant), with one value (so it would be named).
      const { rows } = await database.db.execute<{ v: number }>(
        sql`select ${1}::int + ${sql.raw(String(i))} as v`,
      );
      expect(rows[0]!.v).toBe(1 + i);
    }
    expect(await prepared()).toBe(MAX_PREPARED_PER_CONNECTION);
  });
});
