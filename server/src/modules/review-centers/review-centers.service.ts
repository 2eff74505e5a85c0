import type { Executor } from '../../db/client';
import { presentActiveCenter } from './review-centers.presenter';
import { listActiveReviewCenters } from './review-centers.queries';

export async function activeReviewCenters(db: Executor) {
  return { review_centers: (await listActiveReviewCenters(db)).map(presentActiveCenter) };
}
