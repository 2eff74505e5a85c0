/**
 * Practice tests: questions, attempts, results, test access (learner spec §3, admin spec §3).
 * Response schemas are allowlists: learner-facing question schemas have no key fields, so
 * correct answers and explanations cannot leave the server before an attempt is graded.
 */
import { z } from 'zod';
import { canonicalBoardArea, DIFFICULTIES, PLAN_IDS } from '../catalog';
import { ANSWER_LETTERS, normalizeAnswerKey } from '../rules/scoring';

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

// ---------- questions (admin) ----------

const optionText = z.string().trim().min(1, 'Options A–D are all required');
/** Options as an array of four or an object keyed A–D (admin spec §3). */
export const optionsInput = z
  .union([
    z.array(optionText).length(4, 'Give exactly four options (A–D)'),
    z.object({ A: optionText, B: optionText, C: optionText, D: optionText }),
  ])
  .transform((o) => (Array.isArray(o) ? [o[0], o[1], o[2], o[3]] : [o.A, o.B, o.C, o.D]) as string[]);

/** A letter A–D, or a 0–3 index as in older data; stored as the letter. */
export const correctAnswerInput = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const letter = normalizeAnswerKey(v);
  if (!letter)
    ctx.addIssue({ code: 'custom', message: 'correct_answer must be a letter A–D or an index 0–3' });
  return letter ?? 'A';
});

const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null));

export const questionInputSchema = z.object({
  board_area: boardAreaInput,
  subject_index: z.coerce.number().int().min(1).max(6).optional(),
  /** Subject name, an alternative to subject_index. */
  subject: z.string().trim().optional(),
  difficulty_level: z.string().trim().toLowerCase().pipe(difficultySchema),
  question: z.string().trim().min(1, 'Question text is required').max(4000),
  options: optionsInput,
  correct_answer: correctAnswerInput,
  explanation: optionalText,
  ai_explanation: optionalText,
  points: z.coerce.number().int().min(1).max(10).default(1),
});
export type QuestionInput = z.output<typeof questionInputSchema>;

export const adminQuestionSchema = z.object({
  id: z.string(),
  _id: z.string(),
  board_area: z.string(),
  subject: nullableText,
  subject_index: z.number().int(),
  difficulty_level: z.string(),
  test_id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  all_options: allOptionsSchema,
  correct_answer: letterSchema,
  explanation: nullableText,
  ai_explanation: nullableText,
  points: z.number().int(),
  author_id: nullableText,
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const adminQuestionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  board_area: boardAreaInput.optional(),
  subject_index: z.coerce.number().int().min(1).max(6).optional(),
  difficulty_level: difficultySchema.optional(),
});

export const adminQuestionsResponseSchema = z.object({
  questions: z.array(adminQuestionSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** Admin spec §3 "Bulk upload result", plus the rows skipped as already present. */
export const bulkUploadResultSchema = z.object({
  total_rows: z.number().int(),
  successful_uploads: z.number().int(),
  failed_uploads: z.number().int(),
  skipped_rows: z.number().int(),
  success_details: z.array(
    z.object({
      row: z.number().int(),
      question: z.string(),
      board_area: z.string(),
      difficulty_level: z.string(),
    }),
  ),
  errors: z.array(z.object({ row: z.number().int(), question: z.string(), error: z.string() })),
  skipped_details: z.array(z.object({ row: z.number().int(), question: z.string(), reason: z.string() })),
  total_processed: z.number().int(),
  success_count: z.number().int(),
  error_count: z.number().int(),
});
export type BulkUploadResult = z.infer<typeof bulkUploadResultSchema>;

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

export const subjectTestQuerySchema = z.object({
  board_area: boardAreaInput,
  subject: z.string().optional(),
  subject_index: z.coerce.number().int().min(1).max(6),
  difficulty_level: difficultySchema,
  limit: z.coerce.number().int().min(1).max(100).default(100),
});
export const legacyQuestionsQuerySchema = z.object({
  test_id: z.string().min(1).max(120),
  limit: z.coerce.number().int().min(1).max(100).default(100),
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

export const testResultsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
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

// ---------- test access (admin) ----------

export const testAccessStatusSchema = z.enum([
  'available',
  'completed_locked',
  'completed_open',
  'manually_locked',
]);
export type TestAccessStatus = z.infer<typeof testAccessStatusSchema>;

export const testAccessUpdateBodySchema = z.object({
  user_id: z.string().uuid(),
  test_id: z.string().min(1).max(120),
  board_area: boardAreaInput.optional(),
  difficulty_level: difficultySchema.optional(),
  action: z.enum(['lock', 'reopen']),
  reason: z.string().trim().max(500).optional(),
});
export const testAccessUpdateResponseSchema = z.object({
  message: z.string(),
  user_id: z.string(),
  test_id: z.string(),
  status: testAccessStatusSchema,
});

export const userTestSchema = z.object({
  test_id: z.string(),
  subject: z.string(),
  subject_index: z.number().int(),
  difficulty_level: z.string(),
  status: testAccessStatusSchema,
  is_completed: z.boolean(),
  is_locked: z.boolean(),
  requires_action: z.boolean(),
  auto_locked: z.boolean(),
  attempts_count: z.number().int(),
  last_score: z.number().int().nullable(),
  completion_date: nullableText,
  reason: nullableText,
  updated_at: nullableText,
  updated_by: nullableText,
});
export const userTestAccessResponseSchema = z.object({
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  test_access: z.array(
    z.object({
      board_area: z.string(),
      board_area_name: z.string(),
      has_access: z.boolean(),
      tests: z.array(userTestSchema),
    }),
  ),
});

export const boardAreaAccessBodySchema = z.object({
  user_id: z.string().uuid(),
  board_area: boardAreaInput,
  has_access: z.boolean(),
});
export const boardAreaAccessResponseSchema = z.object({
  user_id: z.string(),
  board_areas: z.record(z.string(), z.boolean()),
});

// ---------- payment verification (admin) ----------

export const userVerificationBodySchema = z.object({
  payment_verified: z.boolean(),
  notes: z.string().trim().max(1000).optional(),
  subscription: z.enum(PLAN_IDS).optional(),
  billing_cycle: z.enum(['monthly', 'yearly']).optional(),
  gcash_reference: z.string().trim().max(100).optional(),
});
export const userVerificationResponseSchema = z.object({
  message: z.string(),
  user_id: z.string(),
  payment_verified: z.boolean(),
  is_verified: z.boolean(),
  subscription: z.string(),
  subscription_expires: nullableText,
  notes: z.string(),
});
