import { describe, expect, it } from 'vitest';
import {
  type AccessSubject,
  daysRemaining,
  decideAccess,
  NEWSFEED_VERIFIED_MESSAGE,
  PAYMENT_REQUIRED_MESSAGE,
  subscriptionState,
} from './access';

const now = new Date('2026-11-21T04:00:00Z');
const inDays = (n: number) => new Date(now.getTime() + n * 86_400_000);

const learner = (o: Partial<AccessSubject> = {}): AccessSubject => ({
  role: 'learner',
  subscription: 'trial',
  subscription_expires_at: inDays(7),
  is_verified: false,
  payment_verified: false,
  ...o,
});

describe('decideAccess', () => {
  it('lets an administrator do everything, whatever the subscription', () => {
    const admin = learner({ role: 'admin', subscription: 'trial', subscription_expires_at: null });
    for (const c of ['courses', 'practice_list', 'take_tests', 'newsfeed'] as const) {
      expect(decideAccess(admin, c, now).allowed).toBe(true);
    }
  });

  it('gives courses to an active trial but not the right to take tests', () => {
    const trial = learner();
    expect(decideAccess(trial, 'courses', now).allowed).toBe(true);
    expect(decideAccess(trial, 'practice_list', now).allowed).toBe(true);
    expect(decideAccess(trial, 'take_tests', now)).toEqual({
      allowed: false,
      reason: PAYMENT_REQUIRED_MESSAGE,
    });
  });

  it('closes courses when the trial has expired', () => {
    expect(decideAccess(learner({ subscription_expires_at: inDays(-1) }), 'courses', now).allowed).toBe(
      false,
    );
  });

  it('needs payment_verified AND an unexpired paid plan to take tests', () => {
    const paid = { subscription: 'premium', subscription_expires_at: inDays(20) };
    expect(decideAccess(learner({ ...paid, payment_verified: true }), 'take_tests', now).allowed).toBe(true);
    expect(decideAccess(learner({ ...paid, payment_verified: false }), 'take_tests', now).allowed).toBe(
      false,
    );
    const lapsed = learner({
      subscription: 'premium',
      subscription_expires_at: inDays(-2),
      payment_verified: true,
    });
    expect(decideAccess(lapsed, 'take_tests', now).allowed).toBe(false);
    expect(decideAccess(lapsed, 'courses', now).allowed).toBe(false);
  });

  it('opens the newsfeed to verified users only', () => {
    expect(decideAccess(learner({ is_verified: true }), 'newsfeed', now).allowed).toBe(true);
    expect(decideAccess(learner(), 'newsfeed', now)).toEqual({
      allowed: false,
      reason: NEWSFEED_VERIFIED_MESSAGE,
    });
  });

  it('lets only administrators post to the newsfeed; a sub-admin is not a full administrator', () => {
    expect(
      decideAccess(learner({ role: 'sub_admin', is_verified: true }), 'post_newsfeed', now).allowed,
    ).toBe(false);
    expect(decideAccess(learner({ role: 'admin' }), 'post_newsfeed', now).allowed).toBe(true);
    expect(
      decideAccess(learner({ role: 'sub_admin', subscription_expires_at: inDays(-1) }), 'courses', now)
        .allowed,
    ).toBe(false);
  });
});

describe('subscriptionState and daysRemaining', () => {
  it('reads expired once the expiry has passed', () => {
    expect(subscriptionState(learner(), now)).toBe('trial');
    expect(subscriptionState(learner({ subscription_expires_at: inDays(-1) }), now)).toBe('expired');
    expect(subscriptionState(learner({ subscription: 'pro', subscription_expires_at: null }), now)).toBe(
      'expired',
    );
  });

  it('counts started days up and never below zero', () => {
    expect(daysRemaining(inDays(7), now)).toBe(7);
    expect(daysRemaining(new Date(now.getTime() + 3_600_000), now)).toBe(1);
    expect(daysRemaining(inDays(-3), now)).toBe(0);
    expect(daysRemaining(null, now)).toBe(0);
  });
});

describe('plan features (issue 18: plans that mean what they say)', () => {
  const now = new Date('2026-11-27T00:00:00Z');
  const future = new Date('2026-12-27T00:00:00Z');
  const past = new Date('2026-11-01T00:00:00Z');
  const learner = (subscription: string, expires: Date) => ({
    role: 'learner' as const,
    subscription,
    subscription_expires_at: expires,
    is_verified: true,
    payment_verified: true,
  });

  it('gives Premium the readiness report and the deck, Pro also topics and percentile, Basic none', () => {
    expect(decideAccess(learner('basic', future), 'readiness', now)).toEqual({
      allowed: false,
      reason: 'The board readiness report comes with the Premium plan.',
      upgradeTo: 'premium',
    });
    expect(decideAccess(learner('premium', future), 'readiness', now).allowed).toBe(true);
    expect(decideAccess(learner('premium', future), 'review_deck', now).allowed).toBe(true);
    expect(decideAccess(learner('premium', future), 'percentile', now)).toMatchObject({
      allowed: false,
      upgradeTo: 'pro',
    });
    expect(decideAccess(learner('pro', future), 'percentile', now).allowed).toBe(true);
  });

  it('keeps the mock board exam for Pro (and a running trial and staff)', () => {
    expect(decideAccess(learner('premium', future), 'mock_exam', now)).toEqual({
      allowed: false,
      reason: 'The mock board exam comes with the Pro plan.',
      upgradeTo: 'pro',
    });
    expect(decideAccess(learner('pro', future), 'mock_exam', now).allowed).toBe(true);
    expect(decideAccess(learner('trial', future), 'mock_exam', now).allowed).toBe(true);
    expect(
      decideAccess({ ...learner('basic', past), role: 'admin' as const }, 'mock_exam', now).allowed,
    ).toBe(true);
  });

  it('lets a running trial and staff see everything, and an expired plan nothing', () => {
    expect(decideAccess(learner('trial', future), 'percentile', now).allowed).toBe(true);
    expect(decideAccess(learner('trial', past), 'readiness', now).allowed).toBe(false);
    expect(decideAccess(learner('pro', past), 'readiness', now).allowed).toBe(false);
    expect(decideAccess({ ...learner('basic', past), role: 'admin' }, 'percentile', now).allowed).toBe(true);
  });
});
