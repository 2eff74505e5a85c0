import type { ReportDetail, ReportList } from '@core/schemas/question-reports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

const key = ['admin', 'question-reports'] as const;
export type ReportStatus = 'open' | 'resolved' | 'dismissed';

/** GET /admin/question-reports: reported questions, the most reported first. */
export function useReportedQuestions(status: ReportStatus, page: number, limit: number) {
  return useQuery({
    queryKey: [...key, status, page, limit],
    queryFn: () =>
      api.get<ReportList>(`/admin/question-reports?status=${status}&page=${page}&limit=${limit}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/question-reports/questions/:id (only while a question is open in the dialog). */
export function useReportDetail(questionId: string | null) {
  return useQuery({
    queryKey: [...key, 'detail', questionId],
    queryFn: () => api.get<ReportDetail>(`/admin/question-reports/questions/${questionId}`),
    enabled: questionId !== null,
  });
}

/** Resolve (note required, reporters notified) or dismiss the question's open reports. */
export function useCloseReports() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      questionId,
      action,
      note,
    }: {
      questionId: string;
      action: 'resolve' | 'dismiss';
      note: string;
    }) =>
      api.post<{ closed: number; notified: number }>(
        `/admin/question-reports/questions/${questionId}/${action}`,
        {
          note: note || undefined,
        },
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}
