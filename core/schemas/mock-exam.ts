/**
 * The mock board exam (issue 18 item 3). While a sitting runs its questions are practice's
 * learner-facing questions (no key); ratings appear once every sitting is graded.
 */
import { z } from 'zod';
import { MOCK_FORMS } from '../rules/mock-exam';
import { answerInputSchema, attemptQuestionsResponseSchema } from './practice';
import { readinessVerdictSchema } from './readiness';

export const mockFormSchema = z.enum(MOCK_FORMS);

export const mockIdParam = z.object({ id: z.string().uuid() });
export const mockAreaParam = mockIdParam.extend({ position: z.coerce.number().int().min(1).max(6) });

export const createMockBodySchema = z.object({ form: mockFormSchema });
export const mockAnswersBodySchema = z.object({ answers: z.array(answerInputSchema).min(1).max(100) });
export const mockSubmitBodySchema = z
  .object({ answers: z.array(answerInputSchema).max(100).optional() })
  .nullish();

export const mockSittingSchema = z.object({
  position: z.number().int(),
  board_area: z.string(),
  title: z.string(),
  weight: z.number(),
  /** What the blueprint asks for, and the minutes of the sitting. */
  items: z.number().int(),
  minutes: z.number().int(),
  status: z.enum(['not_started', 'in_progress', 'submitted']),
  attempt_id: z.string().nullable(),
  deadline_at: z.string().nullable(),
  remaining_seconds: z.number().int().nullable(),
  /** Graded at its deadline rather than by the learner's submit. */
  auto_submitted: z.boolean(),
  /** How the draw fell short of the blueprint (all 0 when the pool allowed it). */
  items_drawn: z.number().int().nullable(),
  repeated_items: z.number().int(),
  off_mix_items: z.number().int(),
  missing_items: z.number().int(),
});

export const reportAreaSchema = z.object({
  board_area: z.string(),
  title: z.string(),
  weight: z.number(),
  correct: z.number().int(),
  total: z.number().int(),
  /** Percent correct, one decimal. */
  rating: z.number().nullable(),
});

export const reportCardSchema = z.object({
  areas: z.array(reportAreaSchema),
  weighted_average: z.number().nullable(),
  verdict: readinessVerdictSchema,
  retake_areas: z.array(z.string()),
  holding_back: z.string().nullable(),
  passing_average: z.number(),
  area_floor: z.number(),
});

export const mockExamSchema = z.object({
  id: z.string(),
  form: mockFormSchema,
  status: z.enum(['in_progress', 'completed']),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  sittings: z.array(mockSittingSchema),
  /** The sitting to take next (in the PRC program's order); null once all are graded. */
  next_position: z.number().int().nullable(),
  report: reportCardSchema.nullable(),
});

export const mockFormInfoSchema = z.object({
  form: mockFormSchema,
  items_per_area: z.number().int(),
  total_minutes: z.number().int(),
  mix: z.object({ basic: z.number().int(), intermediate: z.number().int(), advanced: z.number().int() }),
});

export const mockOverviewSchema = z.object({
  forms: z.array(mockFormInfoSchema),
  current: mockExamSchema.nullable(),
  past: z.array(
    mockExamSchema.pick({ id: true, form: true, created_at: true, completed_at: true }).extend({
      weighted_average: z.number().nullable(),
      verdict: readinessVerdictSchema,
    }),
  ),
  no_repeat_days: z.number().int(),
});

export const mockSittingResponseSchema = z.object({
  mock: mockExamSchema,
  sitting: attemptQuestionsResponseSchema,
});

export type MockForm = z.infer<typeof mockFormSchema>;
export type MockExam = z.infer<typeof mockExamSchema>;
export type MockSitting = z.infer<typeof mockSittingSchema>;
export type MockOverview = z.infer<typeof mockOverviewSchema>;
export type MockSittingResponse = z.infer<typeof mockSittingResponseSchema>;
export type ReportCard = z.infer<typeof reportCardSchema>;
