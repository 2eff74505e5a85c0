import type { saveAnswersResponseSchema } from '@core/schemas/practice';
import type { AnswerChange } from '@web/components/test-session/types';
import { api } from '@web/lib/api';
import type { z } from 'zod';

type SaveAnswersResponse = z.infer<typeof saveAnswersResponseSchema>;

/** PUT /practice/attempts/{id}/answers: a batch of answers and flags. */
export function saveAnswers(attemptId: string, answers: AnswerChange[]): Promise<SaveAnswersResponse> {
  return api.put<SaveAnswersResponse>(`/practice/attempts/${attemptId}/answers`, { answers });
}
