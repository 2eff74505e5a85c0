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

/** GET /admin/test-access-control: server-paginated monitoring (admin spec §3 "Test access monitoring"). */
export const monitoringQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(120).optional(),
  board_area: boardAreaInput.optional(),
  status: testAccessStatusSchema.optional(),
  needs_attention: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const monitoringTestSchema = z.object({
  test_id: z.string(),
  board_area: z.string(),
  subject_index: z.number().int(),
  status: testAccessStatusSchema,
  is_completed: z.boolean(),
  is_locked: z.boolean(),
  requires_action: z.boolean(),
  difficulty_level: z.string(),
  attempts_count: z.number().int(),
  last_score: z.number().int().nullable(),
  completion_date: nullableText,
  auto_locked: z.boolean(),
});
export const monitoringResponseSchema = z.object({
  total_users: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  statistics: z.object({
    total_available: z.number().int(),
    total_completed_locked: z.number().int(),
    total_completed_open: z.number().int(),
    total_manually_locked: z.number().int(),
    users_with_completed_tests: z.number().int(),
    users_needing_attention: z.number().int(),
    tests_requiring_action: z.number().int(),
  }),
  users: z.array(
    z.object({
      user_id: z.string(),
      user_name: z.string(),
      user_email: z.string(),
      restricted_areas: z.array(z.string()),
      tests: z.array(monitoringTestSchema),
    }),
  ),
});

/** GET /admin/bulk-access-status (admin spec §3 "Bulk access status"). */
export const bulkStatusResponseSchema = z.object({
  board_areas: z.array(
    z.object({
      board_area_id: z.string(),
      title: z.string(),
      icon: z.string(),
      status: z.enum(['locked', 'unlocked', 'partial']),
      status_color: z.string(),
      locked_tests: z.number().int(),
      total_tests: z.number().int(),
      total_users: z.number().int(),
      subjects: z.array(
        z.object({ subject_index: z.number().int(), name: z.string(), locked_tests: z.number().int() }),
      ),
      last_action: z.object({ action: z.string(), timestamp: z.string() }).nullable(),
    }),
  ),
});

/**
 * POST /admin/bulk-test-access-control: every learner's tests of an area, or of one subject
 * (`subject_index`), or one learner's whole area (`user_id`). Unlock lifts administrators'
 * locks only: a completed test goes back to completed_locked (a retake is a per-test reopen).
 */
export const bulkAccessBodySchema = z.object({
  board_area: boardAreaInput,
  action: z.enum(['lock', 'unlock']),
  admin_reason: z.string().trim().min(1, 'A reason is required').max(500),
  subject_index: z.number().int().min(1).max(6).optional(),
  user_id: z.string().uuid().optional(),
});
export const bulkAccessResponseSchema = z.object({
  message: z.string(),
  affected_tests: z.number().int(),
  affected_users: z.number().int(),
  board_area: z.string(),
  subject_index: z.number().int().nullable(),
  user_id: z.string().nullable(),
});

/** Allow or restrict every board area of one learner in one call. */
export const boardAreaAccessAllBodySchema = z.object({
  user_id: z.string().uuid(),
  has_access: z.boolean(),
});

export const syncResponseSchema = z.object({
  message: z.string(),
  fixed_records: z.number().int(),
  synced_records: z.number().int(),
});
export const fixResultsResponseSchema = z.object({ message: z.string(), fixed_records: z.number().int() });
