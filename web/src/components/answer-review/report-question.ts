import type { CreateReportBody, reportSchema } from '@core/schemas/question-reports';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

/** POST /question-reports: a question of one of the learner's graded tests. */
export function useReportQuestion() {
  return useMutation({
    mutationFn: (body: CreateReportBody) => api.post<z.infer<typeof reportSchema>>('/question-reports', body),
  });
}
