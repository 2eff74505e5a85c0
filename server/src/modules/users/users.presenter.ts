import { adminLevelOf, isStaff } from '@core/rules/permissions';
import { toIso } from '@core/rules/time';
import type { User } from '@core/schemas/auth';
import type { adminUserSchema } from '@core/schemas/users';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/users';

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
    subscription_expires_at: toIso(u.subscriptionExpiresAt),
    is_admin: isStaff(u),
    admin_level: adminLevelOf(u),
    is_verified: u.isVerified,
    payment_verified: u.paymentVerified,
    created_at: toIso(u.createdAt),
  };
}

/** The admin list's user: the learner-facing User plus last login, with the admin spec's names. */
export function presentAdminUser(u: UserRow): z.infer<typeof adminUserSchema> {
  const { subscription_expires_at, avatar: _avatar, ...user } = presentUser(u);
  return { ...user, subscription_expires: subscription_expires_at, last_login: toIso(u.lastLogin) };
}
