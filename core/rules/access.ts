/**
 * The access policy of decisions.md, as one pure function. The server calls it on every
 * request that touches courses, tests or the newsfeed; the web app calls it only to decide
 * what to show (the server's answer is what counts).
 */

import type { PlanId } from '../catalog';
import { can, type Role } from './permissions';

export interface AccessSubject {
  role: Role;
  subscription: string;
  subscription_expires_at: string | Date | null;
  is_verified: boolean;
  payment_verified: boolean;
}

/** Features a plan includes beyond Basic (issue 18: plans that mean what they say). */
export const PLAN_FEATURES = ['readiness', 'review_deck', 'topic_scores', 'percentile', 'mock_exam'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export type Capability =
  | 'courses'
  | 'practice_list'
  | 'take_tests'
  | 'newsfeed'
  | 'post_newsfeed'
  | PlanFeature;

/** The cheapest plan that includes each feature; a plan includes every feature of the cheaper ones. */
const FEATURE_PLAN: Record<PlanFeature, PlanId> = {
  readiness: 'premium',
  review_deck: 'premium',
  topic_scores: 'pro',
  percentile: 'pro',
  mock_exam: 'pro',
};
const PLAN_RANK: Record<string, number> = { basic: 1, premium: 2, pro: 3 };

const FEATURE_NAMES: Record<PlanFeature, string> = {
  readiness: 'The board readiness report',
  review_deck: 'The review deck of missed questions',
  topic_scores: 'Scores by topic',
  percentile: 'Your percentile among learners',
  mock_exam: 'The mock board exam',
};

export interface AccessDecision {
  allowed: boolean;
  /** Message for a 403, the spec's wording. */
  reason?: string;
  /** A plan feature outside the learner's plan: the plan to upgrade to. */
  upgradeTo?: PlanId;
}

/** A plan feature: staff always; the 7-day trial shows everything; a paid plan what it includes. */
function decideFeature(user: AccessSubject, feature: PlanFeature, now: Date): AccessDecision {
  if (can(user, 'content.unrestricted') || hasActiveTrial(user, now)) return { allowed: true };
  const plan = FEATURE_PLAN[feature];
  if (hasActivePaidPlan(user, now) && (PLAN_RANK[user.subscription] ?? 0) >= PLAN_RANK[plan]!) {
    return { allowed: true };
  }
  const name = plan === 'pro' ? 'Pro' : 'Premium';
  return {
    allowed: false,
    reason: `${FEATURE_NAMES[feature]} comes with the ${name} plan.`,
    upgradeTo: plan,
  };
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
    default:
      return decideFeature(user, capability, now);
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
