/**
 * The access policy of decisions.md, as one pure function. The server calls it on every
 * request that touches courses, tests or the newsfeed; the web app calls it only to decide
 * what to show (the server's answer is what counts).
 */

import { can, type Role } from './permissions';

export interface AccessSubject {
  role: Role;
  subscription: string;
  subscription_expires_at: string | Date | null;
  is_verified: boolean;
  payment_verified: boolean;
}

export type Capability = 'courses' | 'practice_list' | 'take_tests' | 'newsfeed' | 'post_newsfeed';

export interface AccessDecision {
  allowed: boolean;
  /** Message for a 403, the spec's wording. */
  reason?: string;
}

export const PAYMENT_REQUIRED_MESSAGE =
  'Payment verification required to access practice tests. Please complete your subscription payment first.';
export const NEWSFEED_VERIFIED_MESSAGE = 'Only verified users can access the newsfeed';
export const SUBSCRIPTION_REQUIRED_MESSAGE =
  'An active subscription or free trial is required. Please choose a plan to continue.';

function expiresInFuture(expiresAt: string | Date | null, now: Date): boolean {
  if (!expiresAt) return false;
  return new Date(expiresAt).getTime() > now.getTime();
}

/** Trial users are active while their 7-day trial runs; paid plans while unexpired. */
export function hasActiveTrial(user: AccessSubject, now: Date): boolean {
  return user.subscription === 'trial' && expiresInFuture(user.subscription_expires_at, now);
}

export function hasActivePaidPlan(user: AccessSubject, now: Date): boolean {
  return user.subscription !== 'trial' && expiresInFuture(user.subscription_expires_at, now);
}

export function decideAccess(user: AccessSubject, capability: Capability, now = new Date()): AccessDecision {
  if (can(user, 'content.unrestricted')) return { allowed: true };
  const courseAccess = hasActiveTrial(user, now) || hasActivePaidPlan(user, now);
  switch (capability) {
    case 'courses':
    case 'practice_list':
      return courseAccess ? { allowed: true } : { allowed: false, reason: SUBSCRIPTION_REQUIRED_MESSAGE };
    case 'take_tests':
      return user.payment_verified && hasActivePaidPlan(user, now)
        ? { allowed: true }
        : { allowed: false, reason: PAYMENT_REQUIRED_MESSAGE };
    case 'newsfeed':
      return user.is_verified ? { allowed: true } : { allowed: false, reason: NEWSFEED_VERIFIED_MESSAGE };
    case 'post_newsfeed':
      return { allowed: false, reason: 'Only administrators can post to the newsfeed' };
  }
}

export type SubscriptionState = 'trial' | 'basic' | 'premium' | 'pro' | 'expired';

/** What the subscription reads as now: a lapsed trial or plan reads `expired`. */
export function subscriptionState(user: AccessSubject, now = new Date()): SubscriptionState {
  if (expiresInFuture(user.subscription_expires_at, now)) return user.subscription as SubscriptionState;
  return 'expired';
}

export function daysRemaining(expiresAt: string | Date | null, now = new Date()): number {
  if (!expiresAt) return 0;
  const ms = new Date(expiresAt).getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 86_400_000) : 0;
}
