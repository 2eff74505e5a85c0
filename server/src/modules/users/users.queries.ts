import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
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

// The admin users list (filters, sort, counters, options) lives in users-list.queries.ts.
export * from './users-list.queries';

export async function findUsersByIds(db: Executor, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids)).for('update');
}

/** Deletes accounts; their sessions, attempts, progress and notifications go by cascade. */
export async function deleteUsers(db: Executor, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.delete(users).where(inArray(users.id, ids)).returning({ id: users.id });
  return rows.length;
}

export async function countAdmins(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  return row?.n ?? 0;
}

/** Accounts per review center name, and how many of them are payment-verified. */
export async function countsByReviewCenter(db: Executor) {
  return db
    .select({
      name: users.reviewCenter,
      users: sql<number>`count(*)::int`,
      verified: sql<number>`count(*) filter (where ${users.paymentVerified})::int`,
    })
    .from(users)
    .where(sql`${users.reviewCenter} is not null`)
    .groupBy(users.reviewCenter);
}

export async function countUsersInCenter(db: Executor, name: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.reviewCenter, name));
  return row?.n ?? 0;
}

export async function renameReviewCenter(db: Executor, from: string, to: string): Promise<void> {
  await db.update(users).set({ reviewCenter: to }).where(eq(users.reviewCenter, from));
}

/** Total accounts and active paid subscriptions (the admin stat cards). */
export async function accountTotals(db: Executor, now: Date) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${users.subscription} in ('basic', 'premium', 'pro') and ${users.subscriptionExpiresAt} > ${now})::int`,
    })
    .from(users);
  return { totalUsers: row?.total ?? 0, activeSubscriptions: row?.active ?? 0 };
}

/** Full administrators (they receive the staff notifications). */
/** Accounts to write to: every one, or the learners only, optionally of one review center (by name). */
export function listRecipients(db: Executor, o: { learnersOnly?: boolean; reviewCenter?: string }) {
  return db
    .select()
    .from(users)
    .where(
      and(
        o.learnersOnly ? eq(users.role, 'learner') : undefined,
        o.reviewCenter
          ? sql`lower(trim(${users.reviewCenter})) = ${o.reviewCenter.trim().toLowerCase()}`
          : undefined,
      ),
    );
}

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

// ——— for payments and verification ———

/** Users by id without locking them (lists that name their users). */
export function usersByIds(db: Executor, ids: string[]): Promise<UserRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(users).where(inArray(users.id, ids));
}

/** The row locked until the transaction ends (a plan extension reads, then writes, the expiry). */
export async function lockUser(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

export async function countVerifiedLearners(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isVerified, true), eq(users.role, 'learner')));
  return row?.n ?? 0;
}

/** Learners of a review center (by its name, as users store it). */
export async function learnerIdsInCenter(db: Executor, name: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'learner'), eq(users.reviewCenter, name)));
  return rows.map((r) => r.id);
}
