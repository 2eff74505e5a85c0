import type { AdminVideo, UpdateVideoBody, Video } from '@core/schemas/courses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

const key = ['admin', 'videos'] as const;

/** GET /admin/videos */
export function useAdminVideos() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await api.get<{ videos: AdminVideo[] }>('/admin/videos')).videos,
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
