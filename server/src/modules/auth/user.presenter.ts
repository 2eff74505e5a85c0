import type { User } from '@core/schemas/auth';
import type { UserRow } from '../../db/schema';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** DB row → the User of learner spec §3 (never the password hash). */
export function presentUser(u: UserRow): User {
  return {
    id: u.id,
    _id: u.id,
    email: u.email,
    name: u.name,
    avatar: u.avatar,
    phone: u.phone,
    review_center: u.reviewCenter,
    city: u.city,
    province: u.province,
    team_number: u.teamNumber,
    section_number: u.sectionNumber,
    subscription: u.subscription,
    subscription_expires_at: iso(u.subscriptionExpiresAt),
    is_admin: u.role !== 'learner',
    admin_level: u.role === 'learner' ? null : u.role,
    is_verified: u.isVerified,
    payment_verified: u.paymentVerified,
    created_at: iso(u.createdAt)!,
  };
}
