import { z } from 'zod';
import { limitQuery } from './common';

/** Dashboard stats of learner spec §3, plus the exact seconds behind the hours. */
export const dashboardStatsSchema = z.object({
  total_study_hours: z.number(),
  video_hours: z.number(),
  material_hours: z.number(),
  total_study_seconds: z.number().int(),
  video_seconds: z.number().int(),
  material_seconds: z.number().int(),
  completed_lessons: z.number().int(),
  total_tests: z.number().int(),
  /** One decimal; 0 when no test was taken. */
  average_score: z.number(),
  /** Consecutive Asia/Manila days with study or a test, ending today (or yesterday). */
  study_streak: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const courseProgressItemSchema = z.object({
  /** The board area: its course progress is the sum of its courses. */
  course_id: z.string(),
  course_title: z.string(),
  /** First course of the area, for /study/{id}; null while the area has none. */
  study_course_id: z.number().int().nullable(),
  completed_lessons: z.number().int(),
  total_lessons: z.number().int(),
  progress_percentage: z.number(),
  time_spent_minutes: z.number().int(),
  last_accessed: z.string().nullable(),
});
export type CourseProgressItem = z.infer<typeof courseProgressItemSchema>;

export const courseProgressResponseSchema = z.object({ course_progress: z.array(courseProgressItemSchema) });

export const activitySchema = z.object({
  type: z.enum(['study', 'test', 'other']),
  description: z.string(),
  score: z.number().nullable(),
  duration_minutes: z.number().nullable(),
  timestamp: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const recentActivityQuerySchema = limitQuery(50, 10);

export const recentActivityResponseSchema = z.object({ activities: z.array(activitySchema) });

export const recentResultSchema = z.object({
  id: z.string(),
  test_id: z.string(),
  test_title: z.string(),
  board_area: z.string(),
  difficulty_level: z.string(),
  score: z.number().int(),
  correct_answers: z.number().int(),
  total_questions: z.number().int(),
  time_used: z.number().int(),
  completed_at: z.string(),
});
export type RecentResult = z.infer<typeof recentResultSchema>;

export const testPerformanceSchema = z.object({
  recent_results: z.array(recentResultSchema),
  statistics: z.object({
    total_tests: z.number().int(),
    average_score: z.number(),
    best_score: z.number().int(),
    recent_score: z.number().int().nullable(),
  }),
  /** Oldest first, at most the last 30 results. */
  scores_over_time: z.array(
    z.object({ completed_at: z.string(), score: z.number().int(), board_area: z.string() }),
  ),
  by_board_area: z.array(
    z.object({
      board_area: z.string(),
      title: z.string(),
      average_score: z.number().nullable(),
      tests: z.number().int(),
    }),
  ),
  passing_score: z.number().int(),
});
export type TestPerformance = z.infer<typeof testPerformanceSchema>;

/** A learner's dashboard as an administrator or sub-admin sees it (admin spec §3 "User dashboard"). */
export const userDashboardInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  review_center: z.string().nullable(),
  team_number: z.string().nullable(),
  section_number: z.string().nullable(),
  subscription: z.string(),
  payment_verified: z.boolean(),
  is_verified: z.boolean(),
  last_login: z.string().nullable(),
  created_at: z.string(),
});

export const userDashboardStatsSchema = z.object({
  user_info: userDashboardInfoSchema,
  stats: dashboardStatsSchema,
});
export type UserDashboardStats = z.infer<typeof userDashboardStatsSchema>;

/** Per-user lists: at most 10 by default (admin spec §9). */
export const userDashboardListQuerySchema = limitQuery(50, 10);

export const userTestResultsSchema = z.object({ test_results: z.array(recentResultSchema) });
export type UserTestResults = z.infer<typeof userTestResultsSchema>;
