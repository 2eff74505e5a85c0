import type { BulkUploadResult, QuestionStats } from '@core/schemas/question-bank';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload, apiRequest, type UploadProgress } from '@web/lib/api';

const key = ['admin', 'questions'] as const;

/** GET /admin/questions/stats: live questions per test. */
export function useQuestionStats() {
  return useQuery({
    queryKey: [...key, 'stats'],
    queryFn: () => api.get<QuestionStats>('/admin/questions/stats'),
  });
}

export type BulkDelete =
  | { kind: 'area'; board_area: string }
  | { kind: 'subject'; board_area: string; subject: string; subject_index: number }
  | { kind: 'difficulty'; board_area: string; difficulty_level: string };

const DELETE_URL = {
  area: '/admin/questions/bulk-delete-board-area',
  subject: '/admin/questions/bulk-delete-subject',
  difficulty: '/admin/questions/bulk-delete',
} as const;

/** The three bulk deletes (admin spec §7); the answer holds the count. */
export function useBulkDelete() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: BulkDelete) =>
      apiRequest<{ message: string; deleted_count: number }>(DELETE_URL[kind], { method: 'DELETE', body }),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

export interface UploadTarget {
  board_area: string;
  subject: string;
  subject_index: number;
}

/** POST /admin/questions/bulk-upload, or -subject with the subject's fields. */
export function useBulkUpload() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      target,
      onProgress,
    }: {
      file: File;
      target: UploadTarget | null;
      onProgress: (p: UploadProgress) => void;
    }) => {
      const form = new FormData();
      if (target) {
        form.append('board_area', target.board_area);
        form.append('subject', target.subject);
        form.append('subject_index', String(target.subject_index));
      }
      form.append('file', file);
      const url = target ? '/admin/questions/bulk-upload-subject' : '/admin/questions/bulk-upload';
      return api.post<BulkUploadResult>(url, form, { onUploadProgress: onProgress });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

/** GET /templates/download-template/{area}/{index}: saved by the browser. */
export async function downloadTemplate(boardArea: string, subjectIndex: number, format: 'csv' | 'xlsx') {
  const blob = await apiDownload(
    `/templates/download-template/${boardArea}/${subjectIndex}?format=${format}`,
  );
  saveBlob(blob, `questions-${boardArea}-${subjectIndex}.${format}`);
}

export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
