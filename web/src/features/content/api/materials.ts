import type { StudyMaterial, studyMaterialsResponseSchema } from '@core/schemas/materials';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type UploadProgress } from '@web/lib/api';
import type { z } from 'zod';

const key = ['admin', 'materials'] as const;
/** The learners' lists of materials (features/courses) are refreshed too. */
const learnerKey = ['courses', 'materials'] as const;

/** GET /study-materials/: every material, with the admin fields for a content manager. */
export function useAdminMaterials() {
  return useQuery({
    queryKey: key,
    queryFn: async () =>
      (await api.get<z.infer<typeof studyMaterialsResponseSchema>>('/study-materials/')).materials,
  });
}

export interface MaterialUpload {
  title: string;
  description: string;
  board_area: string;
  subject: string;
  file: File;
  onProgress: (p: UploadProgress) => void;
}

/** POST /study-materials/upload, with progress. */
export function useUploadMaterial() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress, ...fields }: MaterialUpload) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', file);
      return api.post<StudyMaterial>('/study-materials/upload', form, { onUploadProgress: onProgress });
    },
    onSettled: () => Promise.all([key, learnerKey].map((k) => qc.invalidateQueries({ queryKey: k }))),
  });
}

/** DELETE /study-materials/{id} */
export function useDeleteMaterial() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/study-materials/${id}`),
    onSettled: () => Promise.all([key, learnerKey].map((k) => qc.invalidateQueries({ queryKey: k }))),
  });
}
