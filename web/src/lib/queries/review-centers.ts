import type { activeReviewCentersSchema } from '@core/schemas/review-centers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

type ActiveReviewCenters = z.infer<typeof activeReviewCentersSchema>;
export type ReviewCenterOption = ActiveReviewCenters['review_centers'][number];

/** GET /admin/review-centers/active: the centers a learner may pick (sign-up, profile; public). */
export const activeReviewCentersQueryKey = ['review-centers', 'active'] as const;

export async function getActiveReviewCenters(): Promise<ReviewCenterOption[]> {
  const data = await api.get<ActiveReviewCenters>('/admin/review-centers/active', { auth: false });
  return data.review_centers ?? [];
}

export function activeReviewCentersQueryOptions() {
  return queryOptions({
    queryKey: activeReviewCentersQueryKey,
    queryFn: getActiveReviewCenters,
    staleTime: 5 * 60_000,
  });
}

export function useActiveReviewCenters() {
  return useQuery(activeReviewCentersQueryOptions());
}
