import type { AnswerInput, saveAnswersResponseSchema } from '@core/schemas/practice';
import { api } from '@web/lib/api';
import type { z } from 'zod';

/** One answer or flag, as the attempt calls take it. */
export type AnswerChange = Required<AnswerInput>;
type SaveAnswersResponse = z.infer<typeof saveAnswersResponseSchema>;

/** PUT /practice/attempts/{id}/answers: a batch of answers and flags. */
export function saveAnswers(attemptId: string, answers: AnswerChange[]): Promise<SaveAnswersResponse> {
  return api.put<SaveAnswersResponse>(`/practice/attempts/${attemptId}/answers`, { answers });
}
