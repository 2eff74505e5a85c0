/** Item analysis for administrators (issue 18 item 5); the figures are core/rules/item-stats.ts's. */
import { z } from 'zod';
import { pageInfoSchema, paginationQuery } from './common';

export const ITEM_FLAGS = ['too_easy', 'too_hard', 'negative_discrimination', 'unused_distractor'] as const;
export const ITEM_SORTS = ['responses', 'facility', 'discrimination', 'flags'] as const;

const letters = z.object({ A: z.number(), B: z.number(), C: z.number(), D: z.number() });

export const itemStatsSchema = z.object({
  responses: z.number().int(),
  /** False below the minimum number of responses: every figure below is then null. */
  sufficient: z.boolean(),
  facility: z.number().nullable(),
  /** Corrected point-biserial; null when it cannot be computed. */
  discrimination: z.number().nullable(),
  choice_shares: letters.nullable(),
  omitted_share: z.number().nullable(),
  unused_distractors: z.array(z.string()),
  flags: z.array(z.enum(ITEM_FLAGS)),
});
export type ItemStatsOut = z.infer<typeof itemStatsSchema>;

export const itemRowSchema = z.object({
  question_id: z.string(),
  question: z.string(),
  topic: z.string().nullable(),
  test_id: z.string(),
  board_area: z.string(),
  subject_index: z.number().int(),
  difficulty: z.string(),
  correct_answer: z.string(),
  /** Soft-deleted from the bank (its attempts still count). */
  deleted: z.boolean(),
  stats: itemStatsSchema,
});
export type ItemRow = z.infer<typeof itemRowSchema>;

export const itemListQuery = paginationQuery.extend({
  test_id: z.string().trim().min(1).max(80).optional(),
  flagged: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  sort: z.enum(ITEM_SORTS).default('flags'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ItemListQuery = z.input<typeof itemListQuery>;

export const itemListSchema = pageInfoSchema.extend({
  items: z.array(itemRowSchema),
  min_responses: z.number().int(),
});
export type ItemList = z.infer<typeof itemListSchema>;

export const itemExportQuery = itemListQuery.pick({ test_id: true, flagged: true, sort: true, order: true });

export const testAnalysisSchema = z.object({
  test_id: z.string(),
  title: z.string(),
  board_area: z.string(),
  attempts: z.number().int(),
  learners: z.number().int(),
  average_score: z.number().nullable(),
  /** Questions drawn in graded attempts, those with enough responses, and those flagged. */
  items: z.number().int(),
  items_analysed: z.number().int(),
  items_flagged: z.number().int(),
});
export const testAnalysisListSchema = z.object({
  tests: z.array(testAnalysisSchema),
  min_responses: z.number().int(),
});
export type TestAnalysisList = z.infer<typeof testAnalysisListSchema>;
