/** Plans paid, payments and payment verification (learner spec §3, admin spec §3, §7). */
import { z } from 'zod';
import { PLAN_IDS } from '../catalog';

const nullableText = z.string().nullable();

export const userVerificationBodySchema = z.object({
  payment_verified: z.boolean(),
  notes: z.string().trim().max(1000).optional(),
  subscription: z.enum(PLAN_IDS).optional(),
  billing_cycle: z.enum(['monthly', 'yearly']).optional(),
  gcash_reference: z.string().trim().max(100).optional(),
});
export const userVerificationResponseSchema = z.object({
  message: z.string(),
  user_id: z.string(),
  payment_verified: z.boolean(),
  is_verified: z.boolean(),
  subscription: z.string(),
  subscription_expires: nullableText,
  notes: z.string(),
});

/** Subscription status of learner spec §3. */
export const subscriptionStatusSchema = z.object({
  subscription: z.enum(['trial', 'basic', 'premium', 'pro', 'expired']),
  /** The plan on record, also when it has lapsed (the trial-expired banner needs it). */
  plan: z.string(),
  expires_at: z.string().nullable(),
  is_active: z.boolean(),
  is_expired: z.boolean(),
  days_remaining: z.number().int(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

// ——— GCash payments (learner spec §3 "Payment", admin spec §3 "Payment record") ———

export const GCASH_REFERENCE_HINT =
  'A GCash reference number is the 13 digits on your GCash receipt, e.g. 1234 567 890123 (spaces are ignored)';

/** 13 digits; spaces are ignored (GCash prints the number in groups). */
export const gcashReferenceField = z
  .string({ error: 'Please provide GCash reference number and amount' })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{13}$/, GCASH_REFERENCE_HINT));

export const PAYMENT_STATUSES = [
  'awaiting_reference',
  'pending',
  'approved',
  'rejected',
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const createPaymentBodySchema = z.object({
  plan: z.enum(PLAN_IDS),
  billing_cycle: z.enum(['monthly', 'yearly']),
  payment_method: z.literal('gcash').default('gcash'),
});
export type CreatePaymentBody = z.input<typeof createPaymentBodySchema>;

export const paymentInstructionsSchema = z.object({
  gcash_number: z.string(),
  account_name: z.string(),
  amount: z.number(),
  /** What the learner writes in the GCash message: CRIM- + the first 8 characters of the id. */
  reference: z.string(),
  steps: z.array(z.string()),
});

/** The learner's own payment. */
export const learnerPaymentSchema = z.object({
  payment_id: z.string(),
  reference: z.string(),
  plan: z.string(),
  billing_cycle: z.string(),
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  gcash_reference: nullableText,
  reported_amount: z.number().nullable(),
  has_screenshot: z.boolean(),
  /** The administrator's reason when rejected. */
  admin_notes: nullableText,
  created_at: z.string(),
  confirmed_at: nullableText,
  decided_at: nullableText,
  /** Present while the payment still waits for its reference. */
  instructions: paymentInstructionsSchema.nullable(),
});
export type LearnerPayment = z.infer<typeof learnerPaymentSchema>;

/** GET /payments/current: the open payment, else the latest decided one, else null. */
export const currentPaymentSchema = z.object({ payment: learnerPaymentSchema.nullable() });

/** JSON or multipart (with a `screenshot` image file); `amount` is what the learner says they paid. */
export const confirmPaymentBodySchema = z.object({
  payment_id: z.string().trim().min(1).max(64),
  gcash_reference: gcashReferenceField,
  amount: z.coerce
    .number({ error: 'Please provide GCash reference number and amount' })
    .positive('Enter the amount you paid')
    .max(1_000_000),
  screenshot_url: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.url({ protocol: /^https?$/, error: 'The screenshot link must be an http(s) URL' }).optional()),
});
export type ConfirmPaymentBody = z.input<typeof confirmPaymentBodySchema>;

/** A payment in the admin payments tab. */
export const adminPaymentSchema = z.object({
  _id: z.string(),
  id: z.string(),
  user_id: nullableText,
  user_name: z.string(),
  user_email: z.string(),
  reference: z.string(),
  plan: z.string(),
  billing_cycle: z.string(),
  amount: z.number(),
  reported_amount: z.number().nullable(),
  /** The learner reported an amount that differs from the plan's price. */
  amount_flagged: z.boolean(),
  reused_reference_attempts: z.number().int(),
  gcash_reference: nullableText,
  /** A signed URL of the uploaded screenshot (administrators only), else the learner's link. */
  screenshot_url: nullableText,
  screenshot_uploaded: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  confirmed_at: nullableText,
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const pendingPaymentsSchema = z.object({
  pending_payments: z.array(adminPaymentSchema),
  /** Payments waiting for a decision (confirmed with a reference): the tab's red badge. */
  pending_count: z.number().int(),
});

export const verifyPaymentBodySchema = z
  .object({
    status: z.enum(['approved', 'rejected']),
    notes: z.string().trim().max(1000).optional(),
  })
  .refine((b) => b.status === 'approved' || !!b.notes, {
    message: 'A reason is required to reject a payment',
    path: ['notes'],
  });
export type VerifyPaymentBody = z.input<typeof verifyPaymentBodySchema>;

export const verifyPaymentResponseSchema = z.object({
  message: z.string(),
  payment_id: z.string(),
  status: z.enum(['approved', 'rejected']),
  /** Whether the email was durably queued for delivery (false: the decision stands, the mail did not go). */
  email_sent: z.boolean(),
  email_recipient: nullableText,
  user_verified: z.boolean(),
  subscription: nullableText,
  subscription_expires: nullableText,
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** GET /admin/users/{id}/payment-info: the user's latest payment with a reference (nulls when none). */
export const paymentInfoSchema = z.object({
  gcash_reference: nullableText,
  plan: nullableText,
  billing_cycle: nullableText,
  amount: z.number().nullable(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;
