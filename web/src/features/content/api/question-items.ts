import type { AdminQuestion, adminQuestionsResponseSchema } from '@core/schemas/question-bank';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

/** Under the key of api/questions.ts, so every change there refreshes these lists too. */
const key = ['admin', 'questions'] as const;

/** What the add/edit dialog sends (POST /admin/questions, PUT /admin/questions/{id}). */
export interface QuestionBody {
  board_area: string;
  subject: string;
  difficulty_level: string;
  question: string;
  options: { A: string; B: string; C: string; D: string };
  correct_answer: 'A' | 'B' | 'C' | 'D';
  points: number;
  explanation: string;
}

export interface QuestionLevel {
  board_area: string;
  subject_index: number;
  difficulty_level: string;
}

/** GET /admin/questions for one subject at one difficulty (a test holds a few dozen at most). */
export function useLevelQuestions(level: QuestionLevel, enabled: boolean) {
  return useQuery({
    queryKey: [...key, 'list', level.board_area, level.subject_index, level.difficulty_level],
    queryFn: async () =>
      (
        await api.get<z.infer<typeof adminQuestionsResponseSchema>>('/admin/questions', {
          query: { ...level, limit: 200 },
        })
      ).questions,
    enabled,
  });
}

/** POST /admin/questions, or PUT /admin/questions/{id} when `id` is given. */
export function useSaveQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: QuestionBody }) =>
      id
        ? api.put<AdminQuestion>(`/admin/questions/${id}`, body)
        : api.post<AdminQuestion>('/admin/questions', body),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

/** DELETE /admin/questions/{id} (kept for learners' graded results when it was drawn). */
export function useDeleteQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/admin/questions/${id}`),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}
