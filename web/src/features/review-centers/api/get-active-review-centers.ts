import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface ReviewCenterOption {
  id: string;
  name: string;
  city: string | null;
  province: string | null;
}

export const activeReviewCentersQueryKey = ['review-centers', 'active'] as const;

export async function getActiveReviewCenters(): Promise<ReviewCenterOption[]> {
  const data = await api.get<{ review_centers: ReviewCenterOption[] }>('/admin/review-centers/active', {
    auth: false,
  });
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
