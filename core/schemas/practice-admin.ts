/**
 * Practice tests, the administrators' side: the question bank and its bulk upload, per-user
 * test access and board-area access, payment verification (admin spec §3, §5, §7).
 */
import { z } from 'zod';
import { PLAN_IDS } from '../catalog';
import { normalizeAnswerKey } from '../rules/scoring';
import { boardAreaInput, difficultySchema, letterSchema } from './practice';

const nullableText = z.string().nullable();
const allOptionsSchema = z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() });
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
