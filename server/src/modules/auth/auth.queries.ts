import { and, count, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginFailures, passwordResetTokens, sessions } from '../../db/schema/auth';

export async function insertSession(db: Executor, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
}

/** The unexpired session of a token hash. */
export async function findLiveSession(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

/** The user of an unexpired session, by its id (the primary key). */
export async function findLiveSessionUser(db: Executor, id: string) {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row?.userId ?? null;
}

export async function touchSession(db: Executor, id: string) {
  await db.update(sessions).set({ lastUsedAt: sql`now()` }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Executor, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteSessionsOfUser(db: Executor, userId: string, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}

/** Recent failures of this account from this address, of this account from anywhere, and of this address. */
export async function recentFailures(db: Executor, email: string, ip: string, since: Date) {
  const [row] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${loginFailures.email} = ${email} and ${loginFailures.ip} = ${ip})::int`,
      account: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})::int`,
      accountLast: sql<
        string | null
      >`max(${loginFailures.createdAt}) filter (where ${loginFailures.email} = ${email})`,
      address: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})::int`,
    })
    .from(loginFailures)
    .where(
      and(gt(loginFailures.createdAt, since), or(eq(loginFailures.email, email), eq(loginFailures.ip, ip))),
    );
  return {
    pair: row?.pair ?? 0,
    account: row?.account ?? 0,
    accountLast: row?.accountLast ? new Date(row.accountLast) : null,
    address: row?.address ?? 0,
  };
}

export async function recordFailure(db: Executor, email: string, ip: string) {
  await db.insert(loginFailures).values({ email, ip });
}

export async function clearFailures(db: Executor, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

export async function insertResetToken(db: Executor, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

export async function countRecentResetTokens(db: Executor, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
  return row?.n ?? 0;
}

/** An unused, unexpired reset token. */
export async function findUsableResetToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks every outstanding reset token of the account used: a new password ends them all. */
export async function invalidateResetTokensOfUser(db: Executor, userId: string) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Marks the token used; returns false when another request used it first (single use). */
export async function consumeResetToken(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}
