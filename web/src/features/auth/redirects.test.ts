// @vitest-environment jsdom
import type { User } from '@core/schemas/auth';
import { savePendingPlan } from '@web/lib/pending-plan';
import { afterEach, describe, expect, it } from 'vitest';
import { destinationAfterLogin, destinationAfterSignUp } from './redirects';

const learner = { is_admin: false, admin_level: null, is_verified: false } as User;

describe('where sign-in leads (decisions.md)', () => {
  afterEach(() => localStorage.clear());

  it('goes back to the origin first', () => {
    expect(destinationAfterLogin(learner, '/practice?x=1')).toBe('/practice?x=1');
  });

  it('ignores origins that are sign-in screens or other sites', () => {
    expect(destinationAfterLogin(learner, '/login')).toBe('/dashboard');
    expect(destinationAfterLogin(learner, '//evil.example/x')).toBe('/dashboard');
    expect(destinationAfterLogin(learner, 'https://evil.example')).toBe('/dashboard');
  });

  it('sends verified users and administrators to the newsfeed, others to the dashboard', () => {
    expect(destinationAfterLogin({ ...learner, is_verified: true })).toBe('/newsfeed');
    expect(destinationAfterLogin({ ...learner, is_admin: true, admin_level: 'admin' })).toBe('/newsfeed');
    expect(destinationAfterLogin(learner)).toBe('/dashboard');
  });

  it('sends a sub-admin to their console, /sub-admin (issue 13), unless they came from elsewhere', () => {
    const sub = { ...learner, is_admin: true, admin_level: 'sub_admin', is_verified: true } as User;
    expect(destinationAfterLogin(sub)).toBe('/sub-admin');
    expect(destinationAfterLogin(sub, '/newsfeed')).toBe('/newsfeed');
  });

  it('resumes a plan chosen while signed out, once', () => {
    savePendingPlan({ plan: 'pro', cycle: 'yearly' });
    expect(destinationAfterLogin(learner)).toBe('/payment?plan=pro&cycle=yearly');
    expect(destinationAfterLogin(learner)).toBe('/dashboard');
    savePendingPlan({ plan: 'basic', cycle: 'monthly' });
    expect(destinationAfterSignUp()).toBe('/payment?plan=basic&cycle=monthly');
    expect(destinationAfterSignUp()).toBe('/pricing');
  });
});
