import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reviewCenters } from '../../db/schema/review-centers';

export function listActiveReviewCenters(db: Executor) {
  return db
    .select()
    .from(reviewCenters)
    .where(eq(reviewCenters.isActive, true))
    .orderBy(asc(reviewCenters.name))
    .limit(500);
}
