import type { User } from '@core/schemas/auth';

const DAY = 86_400_000;

/** A signed-in user as the API returns it: a verified learner three days into a trial, unless overridden. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    _id: 'u1',
    email: 'ana@example.ph',
    name: 'Ana',
    avatar: null,
    phone: null,
    review_center: null,
    city: null,
    province: null,
    team_number: null,
    section_number: null,
    subscription: 'trial',
    subscription_expires_at: new Date(Date.now() + 3 * DAY).toISOString(),
    is_admin: false,
    admin_level: null,
    is_verified: true,
    payment_verified: false,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}
