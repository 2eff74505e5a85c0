/**
 * Practice tests, the learners' side: tests, attempts, results (learner spec §3). The
 * administrators' side is in practice-admin.ts.
 * Response schemas are allowlists: learner-facing question schemas have no key fields, so
 * correct answers and explanations cannot leave the server before an attempt is graded.
 */
import { z } from 'zod';
import { canonicalBoardArea, DIFFICULTIES } from '../catalog';
import { ANSWER_LETTERS } from '../rules/scoring';
import { limitQuery } from './common';

export const letterSchema = z.enum(ANSWER_LETTERS);
export const difficultySchema = z.enum(DIFFICULTIES);
const nullableText = z.string().nullable();
const allOptionsSchema = z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() });

/** A board-area id or one of its aliases, stored canonically. */
export const boardAreaInput = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const area = canonicalBoardArea(v);
    if (!area) ctx.addIssue({ code: 'custom', message: `Unknown board area '${v}'` });
    return area ?? v;
  });

// ---------- tests and eligibility (learner) ----------

export const eligibilitySchema = z.object({
  test_id: z.string(),
  can_take: z.boolean(),
  has_completed: z.boolean(),
  is_completed: z.boolean(),
  is_locked: z.boolean(),
  is_retake: z.boolean(),
  previous_score: z.number().int().nullable(),
  score_achieved: z.number().int().nullable(),
  attempts_count: z.number().int(),
  /** available · completed_locked · completed_open · manually_locked */
  status: z.string(),
  completion_reason: nullableText,
  reason: nullableText,
  contact_message: nullableText,
  in_progress: z.boolean(),
  last_result_id: nullableText,
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

export const testEntrySchema = eligibilitySchema.extend({
  id: z.string(),
  title: z.string(),
  area_id: z.string(),
  board_area: z.string(),
  subject: z.string(),
  subject_index: z.number().int(),
  difficulty_level: z.string(),
  questions: z.number().int(),
  timeLimit: z.number().int(),
  time_limit_minutes: z.number().int(),
  available_questions: z.number().int(),
});
export type TestEntry = z.infer<typeof testEntrySchema>;

export const testsResponseSchema = z.object({
  tests: z.array(testEntrySchema),
  total_tests: z.number().int(),
  board_areas: z.array(
    z.object({ id: z.string(), title: z.string(), icon: z.string(), color: z.string(), weight: z.number() }),
  ),
});
export type TestsResponse = z.infer<typeof testsResponseSchema>;

export const testIdParam = z.object({ testId: z.string().min(1).max(120) });

// ---------- attempts (learner) ----------

/** A question as the learner sees it while answering: no key, no explanation. */
export const learnerQuestionSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  all_options: allOptionsSchema,
});

export const savedAnswerSchema = z.object({
  question_id: z.string(),
  selected_answer: letterSchema.nullable(),
  flagged: z.boolean(),
});

export const attemptSchema = z.object({
  id: z.string(),
  test_id: z.string(),
  test_title: z.string(),
  board_area: z.string(),
  subject_index: z.number().int(),
  difficulty_level: z.string(),
  status: z.enum(['in_progress', 'submitted']),
  is_retake: z.boolean(),
  started_at: z.string(),
  deadline_at: z.string(),
  server_now: z.string(),
  remaining_seconds: z.number().int(),
  time_limit_minutes: z.number().int(),
  total_questions: z.number().int(),
  answers: z.array(savedAnswerSchema),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const attemptQuestionsResponseSchema = z.object({
  test_id: z.string(),
  attempt: attemptSchema,
  questions: z.array(learnerQuestionSchema),
});
export type AttemptQuestions = z.infer<typeof attemptQuestionsResponseSchema>;

/** How many of the attempt's questions to show at most; never changes the attempt's size. */
const drawLimit = limitQuery(100, 100);

export const subjectTestQuerySchema = drawLimit.extend({
  board_area: boardAreaInput,
  subject: z.string().optional(),
  subject_index: z.coerce.number().int().min(1).max(6),
  difficulty_level: difficultySchema,
});
export const legacyQuestionsQuerySchema = drawLimit.extend({
  test_id: z.string().min(1).max(120),
});

export const answerInputSchema = z.object({
  question_id: z.string().uuid(),
  selected_answer: letterSchema.nullable(),
  flagged: z.boolean().optional(),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

/** One answer, or a batch `{ answers: [...] }`. */
export const saveAnswersBodySchema = z.union([
  z.object({ answers: z.array(answerInputSchema).min(1).max(100) }),
  answerInputSchema,
]);
export const saveAnswersResponseSchema = z.object({
  attempt_id: z.string(),
  saved: z.number().int(),
  saved_at: z.string(),
  remaining_seconds: z.number().int(),
});
export const submitAttemptBodySchema = z
  .object({ answers: z.array(answerInputSchema).max(100).optional() })
  .optional();
export const attemptIdParam = z.object({ id: z.string().uuid() });

// ---------- results ----------

export const resultItemSchema = z.object({
  question_id: z.string(),
  position: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  all_options: allOptionsSchema,
  user_answer: letterSchema.nullable(),
  correct_answer: letterSchema,
  is_correct: z.boolean(),
  explanation: nullableText,
  ai_explanation: nullableText,
  /** The question's source (e.g. the article of law), from the bank as it is now. */
  citation: nullableText,
});

export const testResultSummarySchema = z.object({
  id: z.string(),
  _id: z.string(),
  test_id: z.string(),
  test_title: z.string(),
  board_area: z.string(),
  subject_index: z.number().int(),
  difficulty_level: z.string(),
  score: z.number().int(),
  correct_answers: z.number().int(),
  total_questions: z.number().int(),
  time_taken: z.number().int(),
  time_used: z.number().int(),
  completed_at: z.string(),
  test_date: z.string(),
  status: z.literal('completed'),
  passed: z.boolean(),
  is_retake: z.boolean(),
  auto_submitted: z.boolean(),
});
export type TestResultSummary = z.infer<typeof testResultSummarySchema>;

export const testResultDetailSchema = testResultSummarySchema.extend({
  test_result_id: z.string(),
  started_at: z.string(),
  detailed_results: z.array(resultItemSchema),
  /** The spec's submission shape names the list `results`; sent by the submit calls. */
  results: z.array(resultItemSchema).optional(),
});
export type TestResultDetail = z.infer<typeof testResultDetailSchema>;

export const testResultsQuerySchema = limitQuery(200, 50).extend({
  board_area: boardAreaInput.optional(),
});
export const testStatisticsSchema = z.object({
  total_tests: z.number().int(),
  average_score: z.number(),
  best_score: z.number().int(),
  /** Tests completed this week (Monday-based, Asia/Manila). */
  recent_tests: z.number().int(),
  /** Score of the most recent test. */
  recent_score: z.number().int(),
});
export const testResultsResponseSchema = z.object({
  test_results: z.array(testResultSummarySchema),
  statistics: testStatisticsSchema,
});
export type TestResultsResponse = z.infer<typeof testResultsResponseSchema>;

/** POST /user-tracking/test-result (learner spec §3 "Test result submitted"); score fields are ignored. */
export const legacyTestResultBodySchema = z.object({
  test_id: z.string().min(1).max(120),
  test_title: z.string().optional(),
  total_questions: z.number().optional(),
  correct_answers: z.number().optional(),
  score: z.number().optional(),
  time_used: z.number().optional(),
  completed_at: z.string().optional(),
  results: z
    .array(z.object({ question_id: z.string(), user_answer: letterSchema.nullish() }))
    .max(100)
    .optional(),
});
/** POST /submit-enhanced-test (learner spec §3 "Enhanced submission"); is_correct is ignored. */
export const enhancedSubmitBodySchema = z.object({
  test_id: z.string().max(120).optional(),
  board_area: boardAreaInput,
  difficulty_level: difficultySchema,
  subject: z.string().optional(),
  subject_index: z.coerce.number().int().min(1).max(6).optional(),
  test_type: z.string().optional(),
  answers: z
    .array(
      z.object({
        question_id: z.string(),
        selected_answer: letterSchema.nullish(),
        is_correct: z.boolean().optional(),
        time_spent: z.number().optional(),
      }),
    )
    .max(100)
    .default([]),
  total_time: z.number().optional(),
});
