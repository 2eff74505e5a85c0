import type { TestResultDetail } from '@core/schemas/practice';
import type { AnswerChange } from '@web/components/test-session/types';
import { api } from '@web/lib/api';

/** POST /practice/attempts/{id}/submit: graded on the server; answers not yet saved go along. */
export function submitAttempt(attemptId: string, answers: AnswerChange[]): Promise<TestResultDetail> {
  return api.post<TestResultDetail>(`/practice/attempts/${attemptId}/submit`, { answers });
}
