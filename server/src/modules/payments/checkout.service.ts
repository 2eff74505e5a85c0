import { can } from '@core/rules/permissions';
import type {
  confirmPaymentBodySchema,
  createPaymentBodySchema,
  LearnerPayment,
} from '@core/schemas/payments';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import { getPlans } from '../catalog/catalog.service';
import { notifyAdmins } from '../notifications/notifications.service';
import { gcashAccount } from '../settings/settings.service';
import type { UserRow } from '../users/users.service';
import { paymentReference, presentLearnerPayment } from './payments.presenter';
import * as q from './payments.queries';

/** The learner's side of a GCash payment: create (instructions), confirm (reference), follow. */

export const REFERENCE_REUSED =
  'This GCash reference number has already been used for a payment. Check the 13-digit reference on your GCash receipt; if it is correct, contact support.';
export const ALREADY_PENDING =
  'You already have a payment waiting for verification. An administrator reviews payments within 24 hours.';
export const NOT_SET_UP = 'GCash payments are not set up yet. Please try again later or contact support.';

const uniqueViolation = (err: unknown, index: string) => {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e.code ? e : e.cause;
  return pg?.code === '23505' && pg.constraint === index;
};

/** POST /payments/create-payment: the amount is the catalog's; an unconfirmed payment is replaced. */
export async function createPayment(
  db: Db,
  user: UserRow,
  body: z.infer<typeof createPaymentBodySchema>,
): Promise<LearnerPayment> {
  if (can(user, 'content.unrestricted')) throw badRequest('Administrators do not need a subscription');
  const account = await gcashAccount(db);
  if (!account) throw conflict(NOT_SET_UP);
  const plan = (await getPlans(db))[body.plan];
  if (!plan) throw notFound('Plan not found');
  const amount = body.billing_cycle === 'yearly' ? plan.yearly : plan.monthly;
  try {
    const payment = await db.transaction(async (tx) => {
      const open = await q.lockOpenPayments(tx, user.id);
      if (open.some((p) => p.status === 'pending')) throw conflict(ALREADY_PENDING);
      for (const p of open) await q.cancelPayment(tx, p.id);
      return q.insertPayment(tx, {
        userId: user.id,
        plan: body.plan,
        billingCycle: body.billing_cycle,
        amount,
        paymentMethod: body.payment_method,
      });
    });
    return presentLearnerPayment(payment, account);
  } catch (err) {
    // Two creates at once: the one-open-payment index lets one through.
    if (uniqueViolation(err, 'payments_one_open_per_user')) throw conflict(ALREADY_PENDING);
    throw err;
  }
}

async function ownPayment(db: Db, user: UserRow, id: string) {
  const payment = isUuid(id) ? await q.findPayment(db, id) : null;
  // Someone else's payment does not exist for this learner.
  if (
    !payment?.userId ||
    !can(user, 'payments.pay', { kind: 'owned', ownerId: payment.userId, actorId: user.id })
  )
    throw notFound('Payment not found');
  return payment;
}

function notAwaiting(status: string) {
  if (status === 'cancelled') return conflict('This payment was replaced by a newer one. Reload the page.');
  return conflict('This payment has already been confirmed');
}

/**
 * POST /payments/confirm-payment: the reference (13 digits, used once ever) and what the
 * learner paid; a different amount is kept and flagged for the administrator.
 */
export async function confirmPayment(
  db: Db,
  user: UserRow,
  body: z.infer<typeof confirmPaymentBodySchema>,
  screenshotKey: string | null,
): Promise<LearnerPayment> {
  const payment = await ownPayment(db, user, body.payment_id);
  if (payment.status !== 'awaiting_reference') throw notAwaiting(payment.status);
  const reused = async () => {
    await q.countReusedReference(db, payment.id);
    return conflict(REFERENCE_REUSED);
  };
  if (await q.findByReference(db, body.gcash_reference)) throw await reused();
  let confirmed: q.PaymentRow | null;
  try {
    confirmed = await db.transaction(async (tx) => {
      const row = await q.confirmPayment(tx, payment.id, {
        gcashReference: body.gcash_reference,
        reportedAmount: body.amount,
        screenshotKey,
        screenshotUrl: screenshotKey ? null : (body.screenshot_url ?? null),
      });
      if (!row) return null;
      const flagged =
        row.reportedAmount !== row.amount ? ` (reported ₱${row.reportedAmount}, price ₱${row.amount})` : '';
      await notifyAdmins(tx, {
        type: 'payment_submitted',
        title: 'Payment waiting for verification',
        message: `${user.name} paid for ${row.plan} (${row.billingCycle}), ${paymentReference(row.id)}${flagged}.`,
        metadata: { payment_id: row.id, user_id: user.id },
      });
      return row;
    });
  } catch (err) {
    if (uniqueViolation(err, 'payments_gcash_reference_unique')) throw await reused();
    throw err;
  }
  if (!confirmed) throw notAwaiting((await q.findPayment(db, payment.id))?.status ?? 'pending');
  return presentLearnerPayment(confirmed, null);
}

/** GET /payments/current: what /payment shows after a reload. */
export async function currentPayment(db: Db, user: UserRow): Promise<{ payment: LearnerPayment | null }> {
  const row = await q.currentPayment(db, user.id);
  if (!row) return { payment: null };
  const account = row.status === 'awaiting_reference' ? await gcashAccount(db) : null;
  return { payment: presentLearnerPayment(row, account) };
}
