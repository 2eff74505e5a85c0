import type { ReviewCenter } from '@core/schemas/review-centers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** The add/edit dialog's fields (admin spec §7 "Review centers"). */
export interface ReviewCenterInput {
  name: string;
  address: string;
  city: string;
  province: string;
  contact_person: string;
  contact_phone: string;
  contact_email: string;
  is_active: boolean;
}

const key = ['admin', 'review-centers'] as const;

export function useReviewCenters() {
  return useQuery({
    queryKey: key,
    queryFn: async () =>
      (await api.get<{ review_centers: ReviewCenter[] }>('/admin/review-centers')).review_centers,
  });
}

export function useSaveReviewCenter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ReviewCenterInput }) =>
      id
        ? api.put<{ message: string; review_center: ReviewCenter }>(`/admin/review-centers/${id}`, body)
        : api.post<{ message: string; review_center: ReviewCenter }>('/admin/review-centers', body),
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useDeleteReviewCenter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/admin/review-centers/${id}`),
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}
