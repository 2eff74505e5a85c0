import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewCenters } from '../../db/schema';

export function listActiveReviewCenters(db: Db) {
  return db
    .select({
      id: reviewCenters.id,
      name: reviewCenters.name,
      city: reviewCenters.city,
      province: reviewCenters.province,
    })
    .from(reviewCenters)
    .where(eq(reviewCenters.isActive, true))
    .orderBy(asc(reviewCenters.name))
    .limit(500);
}
