import { toIso } from '@core/rules/time';
import type {
  AdminPayment,
  LearnerPayment,
  PaymentInfo,
  paymentInstructionsSchema,
  userVerificationResponseSchema,
} from '@core/schemas/payments';
import type { z } from 'zod';
import type { UserRow } from '../users/users.service';
import type { PaymentRow } from './payments.queries';

export function presentVerification(
  u: UserRow,
  message: string,
  notes: string,
): z.infer<typeof userVerificationResponseSchema> {
  return {
    message,
    user_id: u.id,
    payment_verified: u.paymentVerified,
    is_verified: u.isVerified,
    subscription: u.subscription,
    subscription_expires: toIso(u.subscriptionExpiresAt),
    notes,
  };
}

/** The reference the learner writes in the GCash message (learner spec §9). */
export const paymentReference = (id: string) => `CRIM-${id.slice(0, 8).toUpperCase()}`;

export function presentInstructions(
  p: PaymentRow,
  account: { number: string; name: string },
): z.infer<typeof paymentInstructionsSchema> {
  const reference = paymentReference(p.id);
  return {
    gcash_number: account.number,
    account_name: account.name,
    amount: p.amount,
    reference,
    steps: [
      'Open GCash and choose Send Money.',
      `Send ₱${p.amount.toLocaleString('en-PH')} to ${account.number} (${account.name}).`,
      `Write ${reference} in the message.`,
      'Enter the 13-digit reference number of your GCash receipt below and confirm.',
    ],
  };
}

export function presentLearnerPayment(
  p: PaymentRow,
  account: { number: string; name: string } | null,
): LearnerPayment {
  return {
    payment_id: p.id,
    reference: paymentReference(p.id),
    plan: p.plan,
    billing_cycle: p.billingCycle,
    amount: p.amount,
    status: p.status as LearnerPayment['status'],
    gcash_reference: p.gcashReference,
    reported_amount: p.reportedAmount,
    has_screenshot: !!p.screenshotKey || !!p.screenshotUrl,
    admin_notes: p.status === 'rejected' ? p.adminNotes : null,
    created_at: toIso(p.createdAt)!,
    confirmed_at: toIso(p.confirmedAt),
    decided_at: toIso(p.decidedAt),
    instructions: p.status === 'awaiting_reference' && account ? presentInstructions(p, account) : null,
  };
}

export function presentAdminPayment(
  p: PaymentRow,
  user: UserRow | undefined,
  screenshotUrl: (paymentId: string) => string,
): AdminPayment {
  return {
    _id: p.id,
    id: p.id,
    user_id: p.userId,
    user_name: user?.name ?? 'Deleted user',
    user_email: user?.email ?? '',
    reference: paymentReference(p.id),
    plan: p.plan,
    billing_cycle: p.billingCycle,
    amount: p.amount,
    reported_amount: p.reportedAmount,
    amount_flagged: p.reportedAmount != null && p.reportedAmount !== p.amount,
    reused_reference_attempts: p.reusedReferenceAttempts,
    gcash_reference: p.gcashReference,
    screenshot_url: p.screenshotKey ? screenshotUrl(p.id) : p.screenshotUrl,
    screenshot_uploaded: !!p.screenshotKey,
    status: p.status as AdminPayment['status'],
    created_at: toIso(p.createdAt)!,
    confirmed_at: toIso(p.confirmedAt),
  };
}

export function presentPaymentInfo(p: PaymentRow | null): PaymentInfo {
  return {
    gcash_reference: p?.gcashReference ?? null,
    plan: p?.plan ?? null,
    billing_cycle: p?.billingCycle ?? null,
    amount: p?.amount ?? null,
  };
}
