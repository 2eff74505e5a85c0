import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * GCash payments (decisions.md "Payments"). Nothing about money is deleted: a replaced
 * unconfirmed payment is `cancelled`, a rejected one keeps its reason, and deleting a user
 * leaves the payment with no user.
 *
 * status: `awaiting_reference` (instructions shown) → `pending` (the learner confirmed with a reference)
 * → `approved` | `rejected`; `awaiting_reference` → `cancelled` when the learner starts another payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    billingCycle: text('billing_cycle').notNull(),
    /** The catalog price in pesos when the payment was created (never the client's figure). */
    amount: integer('amount').notNull(),
    paymentMethod: text('payment_method').notNull().default('gcash'),
    status: text('status').notNull().default('awaiting_reference'),
    /** 13 digits, unique forever (anti-fraud). */
    gcashReference: text('gcash_reference'),
    /** What the learner says they paid; differs from `amount` → flagged for the administrator. */
    reportedAmount: doublePrecision('reported_amount'),
    screenshotKey: text('screenshot_key'),
    screenshotUrl: text('screenshot_url'),
    /** Confirmations refused because the reference was already used by another payment. */
    reusedReferenceAttempts: integer('reused_reference_attempts').notNull().default(0),
    adminNotes: text('admin_notes'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_gcash_reference_unique').on(t.gcashReference),
    // At most one open (awaiting_reference or pending) payment per learner, also under concurrent requests.
    uniqueIndex('payments_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.status} in ('awaiting_reference', 'pending')`),
    index('payments_status_idx').on(t.status, t.createdAt),
    index('payments_user_idx').on(t.userId, t.createdAt),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
