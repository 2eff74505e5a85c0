import { toIso } from '@core/rules/time';
import type { ReviewCenter } from '@core/schemas/review-centers';
import type { reviewCenters } from '../../db/schema/review-centers';

type Row = typeof reviewCenters.$inferSelect;

/** The sign-up form's view of a review center: no contacts. */
export function presentActiveCenter(c: Row) {
  return { id: c.id, name: c.name, city: c.city, province: c.province };
}

/** The review-centers tab's row, with its accounts counted by the users module. */
export function presentReviewCenter(c: Row, counts?: { users: number; verified: number }): ReviewCenter {
  return {
    id: c.id,
    name: c.name,
    address: c.address,
    city: c.city,
    province: c.province,
    contact_person: c.contactPerson,
    contact_phone: c.contactPhone,
    contact_email: c.contactEmail,
    is_active: c.isActive,
    user_count: counts?.users ?? 0,
    verified_count: counts?.verified ?? 0,
    created_at: toIso(c.createdAt),
  };
}
