import type { AdminVideo, UpdateVideoBody, Video } from '@core/schemas/courses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

const key = ['admin', 'videos'] as const;

/** GET /admin/videos; asked again every 5 s while a video is being processed, to show its outcome. */
export function useAdminVideos() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await api.get<{ videos: AdminVideo[] }>('/admin/videos')).videos,
    refetchInterval: (q) => (q.state.data?.some((v) => v.processing_status === 'processing') ? 5000 : false),
  });
}

/** PUT /content/videos/{id}: details only, never the file. */
export function useUpdateVideo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateVideoBody }) =>
      api.put<Video>(`/content/videos/${id}`, body),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

/** DELETE /admin/videos/{id} */
export function useDeleteVideo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/admin/videos/${id}`),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

/** POST /admin/videos/{id}/retry-processing: a video whose processing failed is queued again. */
export function useRetryProcessing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ message: string; processing_status: string }>(`/admin/videos/${id}/retry-processing`),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}
