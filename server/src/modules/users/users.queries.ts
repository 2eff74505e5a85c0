import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type UserRow, users } from '../../db/schema/users';

export type NewUserRow = typeof users.$inferInsert;

export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<NewUserRow>,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function listUsersNewestFirst(db: Executor, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(users),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Full administrators (they receive the staff notifications). */
export async function adminIds(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  return rows.map((r) => r.id);
}

/** Learners (role learner) only: the accounts test and board-area restrictions apply to. */
export async function learnerIds(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'learner'));
  return rows.map((r) => r.id);
}

/** One page of learners by name, optionally within `ids` and matching `search` (name or email). */
export async function learnersPage(
  db: Executor,
  f: { ids?: string[]; search?: string; page: number; limit: number },
) {
  const like = f.search ? `%${f.search.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = and(
    eq(users.role, 'learner'),
    f.ids ? inArray(users.id, f.ids.length ? f.ids : ['00000000-0000-0000-0000-000000000000']) : undefined,
    like ? or(ilike(users.name, like), ilike(users.email, like)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
