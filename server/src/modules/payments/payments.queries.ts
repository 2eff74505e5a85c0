import { and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type PaymentRow, payments } from '../../db/schema/payments';

export type { PaymentRow };
export type NewPaymentRow = typeof payments.$inferInsert;

const OPEN = ['awaiting_reference', 'pending'];

/** The learner's open payments, locked for the rest of the transaction. */
export function lockOpenPayments(db: Executor, userId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, OPEN)))
    .for('update');
}

export async function cancelPayment(db: Executor, id: string): Promise<void> {
  await db.update(payments).set({ status: 'cancelled' }).where(eq(payments.id, id));
}

export async function insertPayment(db: Executor, values: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function findPayment(db: Executor, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function findByReference(db: Executor, reference: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.gcashReference, reference)).limit(1);
  return row ?? null;
}

/** Confirms a payment still awaiting its reference; null when it no longer is (confirmed twice). */
export async function confirmPayment(
  db: Executor,
  id: string,
  set: Pick<NewPaymentRow, 'gcashReference' | 'reportedAmount' | 'screenshotKey' | 'screenshotUrl'>,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ ...set, status: 'pending', confirmedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, 'awaiting_reference')))
    .returning();
  return row ?? null;
}

export async function countReusedReference(db: Executor, id: string): Promise<void> {
  await db
    .update(payments)
    .set({ reusedReferenceAttempts: sql`${payments.reusedReferenceAttempts} + 1` })
    .where(eq(payments.id, id));
}

/**
 * Records an administrator's decision on a payment still open for one. The row lock of the
 * UPDATE makes a second, concurrent decision see the first one's status and match nothing.
 */
export async function decidePayment(
  db: Executor,
  id: string,
  set: { status: 'approved' | 'rejected'; adminNotes: string | null; decidedBy: string },
  from: string[],
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ ...set, decidedAt: sql`now()` })
    .where(and(eq(payments.id, id), inArray(payments.status, from)))
    .returning();
  return row ?? null;
}

/** Payments waiting for an administrator: confirmed ones first, then those without a reference. */
export function listOpenPayments(db: Executor, limit: number): Promise<PaymentRow[]> {
  return (
    db
      .select()
      .from(payments)
      // A deleted learner's confirmed payment stays listed ('Deleted user') until an administrator
      // closes it; an unconfirmed one (no money claimed) is not shown.
      .where(
        and(inArray(payments.status, OPEN), or(eq(payments.status, 'pending'), isNotNull(payments.userId))),
      )
      .orderBy(sql`${payments.status} = 'pending' desc`, payments.createdAt)
      .limit(limit)
  );
}

export async function countPending(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(eq(payments.status, 'pending'));
  return row?.n ?? 0;
}

/** The learner's open payment, else their latest decided one (cancelled ones are history only). */
export async function currentPayment(db: Executor, userId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, [...OPEN, 'approved', 'rejected'])))
    .orderBy(sql`${payments.status} in ('awaiting_reference', 'pending') desc`, desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** The user's latest payment that carries a GCash reference (the pending one first). */
export async function latestWithReference(db: Executor, userId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), isNotNull(payments.gcashReference)))
    .orderBy(sql`${payments.status} = 'pending' desc`, desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** Pesos of the payments approved in [from, to) (the admin stat card 'Monthly Revenue'). */
export async function approvedRevenueBetween(db: Executor, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'approved'),
        sql`${payments.decidedAt} >= ${from}`,
        sql`${payments.decidedAt} < ${to}`,
      ),
    );
  return row?.total ?? 0;
}
