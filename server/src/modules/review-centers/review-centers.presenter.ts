import type { reviewCenters } from '../../db/schema/review-centers';

/** The sign-up form's view of a review center: no contacts. */
export function presentActiveCenter(c: typeof reviewCenters.$inferSelect) {
  return { id: c.id, name: c.name, city: c.city, province: c.province };
}
