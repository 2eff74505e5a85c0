/** The question bank: questions as administrators edit them, and bulk upload (admin spec §3, §5, §7). */
import { z } from 'zod';
import { normalizeAnswerKey } from '../rules/scoring';
import { pageInfoSchema, paginationQuery } from './common';
import { boardAreaInput, difficultySchema, letterSchema } from './practice';

const nullableText = z.string().nullable();
const allOptionsSchema = z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() });

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

/** Optional text: blank is stored as null. */
const optionalText = (text: z.ZodString = z.string()) =>
  text
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
  explanation: optionalText(),
  ai_explanation: optionalText(),
  /** What the item tests, and where its answer is written (law and article, textbook and page). */
  topic: optionalText(z.string().max(300)),
  citation: optionalText(z.string().max(1000)),
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
  /** The subject's name and the difficulty's description ('Remembering Questions'). */
  category: z.string(),
  description: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  all_options: allOptionsSchema,
  correct_answer: letterSchema,
  explanation: nullableText,
  ai_explanation: nullableText,
  topic: nullableText,
  citation: nullableText,
  points: z.number().int(),
  author_id: nullableText,
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const adminQuestionsQuerySchema = paginationQuery.extend({
  board_area: boardAreaInput.optional(),
  subject_index: z.coerce.number().int().min(1).max(6).optional(),
  difficulty_level: difficultySchema.optional(),
});

export const adminQuestionsResponseSchema = pageInfoSchema.extend({
  questions: z.array(adminQuestionSchema),
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

/** DELETE /admin/questions/bulk-delete-board-area, -subject, and bulk-delete (area + difficulty). */
export const bulkDeleteAreaBodySchema = z.object({ board_area: boardAreaInput });
export const bulkDeleteSubjectBodySchema = z.object({
  board_area: boardAreaInput,
  subject: z.string().trim().optional(),
  subject_index: z.coerce.number().int().min(1).max(6),
});
export const bulkDeleteDifficultyBodySchema = z.object({
  board_area: boardAreaInput,
  difficulty_level: difficultySchema,
});
export const bulkDeleteResponseSchema = z.object({ message: z.string(), deleted_count: z.number().int() });

/** GET /admin/questions/stats: live questions per test, for the content manager's tree. */
export const questionStatsSchema = z.object({
  counts: z.array(
    z.object({
      board_area: z.string(),
      subject_index: z.number().int(),
      difficulty_level: z.string(),
      count: z.number().int(),
    }),
  ),
  total: z.number().int(),
  /** 10 per difficulty per subject (admin spec §9); 540 in all. */
  target_per_difficulty: z.number().int(),
  target_total: z.number().int(),
});

export type QuestionStats = z.infer<typeof questionStatsSchema>;

export const templateParamsSchema = z.object({
  boardArea: boardAreaInput,
  subjectIndex: z.coerce.number().int().min(1).max(6),
});
export const templateQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
