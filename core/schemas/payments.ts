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
