import type { MockExam, MockForm, MockOverview, MockSittingResponse } from '@core/schemas/mock-exam';
import type { saveAnswersResponseSchema, TestResultDetail } from '@core/schemas/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnswerChange } from '@web/components/test-session/types';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export const mockOverviewQueryKey = ['mock-exams'] as const;

/** GET /mock-exams: the forms, the running mock and the past ones. */
export function getMockOverview(): Promise<MockOverview> {
  return api.get<MockOverview>('/mock-exams');
}

export function useMockOverview() {
  return useQuery(queryOptions({ queryKey: mockOverviewQueryKey, queryFn: getMockOverview, staleTime: 0 }));
}

/** GET /mock-exams/{id}: one of the learner's mocks (its report card once every area is graded). */
export function getMock(id: string): Promise<MockExam> {
  return api.get<MockExam>(`/mock-exams/${id}`);
}

/** POST /mock-exams: a new mock of this form (409 while one is running). */
export function createMock(form: MockForm): Promise<MockExam> {
  return api.post<MockExam>('/mock-exams', { form });
}

/** DELETE /mock-exams/{id}: discards an unfinished mock (a running area is graded first). */
export function discardMock(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/mock-exams/${id}`);
}

const area = (mockId: string, position: number, action: string) =>
  `/mock-exams/${mockId}/areas/${position}/${action}`;

/** POST …/start: starts the area (the server draws its items and sets its deadline) or resumes it. */
export function startArea(mockId: string, position: number): Promise<MockSittingResponse> {
  return api.post<MockSittingResponse>(area(mockId, position, 'start'), {});
}

export function saveArea(mockId: string, position: number, answers: AnswerChange[]) {
  return api.put<z.infer<typeof saveAnswersResponseSchema>>(area(mockId, position, 'answers'), { answers });
}

/** POST …/submit: grades the area; the mock as it stands after (with the report card once all are graded). */
export function submitArea(mockId: string, position: number, answers: AnswerChange[]): Promise<MockExam> {
  return api.post<MockExam>(area(mockId, position, 'submit'), { answers });
}

/** GET …/review: the area's questions with the key; the server sends it only once the area is submitted (409 before). */
export function getAreaReview(mockId: string, position: number): Promise<TestResultDetail> {
  return api.get<TestResultDetail>(area(mockId, position, 'review'));
}

export function useAreaReview(mockId: string, position: number) {
  return useQuery(
    queryOptions({
      queryKey: ['mock-exams', mockId, 'review', position],
      queryFn: () => getAreaReview(mockId, position),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
  );
}

/** Where an area's review opens: the mock page, so a reload or a shared link keeps it. */
export const areaReviewPath = (mockId: string, position: number) =>
  `/mock-exam?review=${mockId}&area=${position}`;
