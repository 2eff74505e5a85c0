/** Test access and board-area access, administered per learner (admin spec §3, §4). */
import { z } from 'zod';
import { boardAreaInput, difficultySchema } from './practice';

const nullableText = z.string().nullable();

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
