import { api } from '@web/lib/api';
import type { Letter } from '../types';

export interface AnswerChange {
  question_id: string;
  selected_answer: Letter | null;
  flagged: boolean;
}

export interface SaveAnswersResponse {
  attempt_id: string;
  saved: number;
  saved_at: string;
  remaining_seconds: number;
}

/** PUT /practice/attempts/{id}/answers: a batch of answers and flags. */
export function saveAnswers(attemptId: string, answers: AnswerChange[]): Promise<SaveAnswersResponse> {
  return api.put<SaveAnswersResponse>(`/practice/attempts/${attemptId}/answers`, { answers });
}
