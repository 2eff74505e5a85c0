/** Video progress, completion and study sessions: what the dashboard's hours are made of (learner spec §3, §7). */
import { z } from 'zod';

export const videoCompletionItemSchema = z.object({
  video_id: z.string(),
  is_completed: z.boolean(),
  completed_at: z.string().nullable(),
  watch_time_seconds: z.number().int(),
  progress_percent: z.number().int(),
  last_position_seconds: z.number().int(),
});
export type VideoCompletionItem = z.infer<typeof videoCompletionItemSchema>;

export const videoCompletionResponseSchema = z.object({
  board_area: z.string(),
  videos: z.array(videoCompletionItemSchema),
  total_videos: z.number().int(),
  completed_videos: z.number().int(),
  completion_percentage: z.number(),
});
export type VideoCompletion = z.infer<typeof videoCompletionResponseSchema>;

const seconds = z.number().int().min(0).max(86_400);

export const videoProgressBodySchema = z.object({
  video_id: z.string().uuid(),
  /** Sent by the old client; lessons belong to their video's course, so it is ignored. */
  course_id: z.union([z.string(), z.number()]).nullish(),
  progress_percent: z.number().min(0).max(100).optional(),
  /** Seconds watched since the last save (a delta), clamped to wall-clock time. */
  watch_time_seconds: seconds,
  /** Playback position, for resuming. */
  position_seconds: z.number().min(0).max(86_400).optional(),
  session_id: z.string().uuid().optional(),
});
export type VideoProgressBody = z.infer<typeof videoProgressBodySchema>;

export const videoProgressResponseSchema = z.object({
  video_id: z.string(),
  session_id: z.string(),
  credited_seconds: z.number().int(),
  watch_time_seconds: z.number().int(),
  progress_percent: z.number().int(),
  last_position_seconds: z.number().int(),
  is_completed: z.boolean(),
});

export const videoCompleteResponseSchema = z.object({
  video_id: z.string(),
  is_completed: z.literal(true),
  completed_at: z.string(),
  already_completed: z.boolean(),
});

export const startSessionBodySchema = z
  .object({
    video_id: z.string().uuid().optional(),
    material_id: z.string().uuid().optional(),
    session_type: z.enum(['video', 'material']).default('video'),
  })
  .refine((b) => (b.session_type === 'video' ? !!b.video_id : !!b.material_id), {
    message: 'video_id is required for a video session and material_id for a material session',
  });
export type StartSessionBody = z.infer<typeof startSessionBodySchema>;

export const startSessionResponseSchema = z.object({ session_id: z.string(), started_at: z.string() });

export const sessionTimeBodySchema = z.object({ duration_seconds: seconds });

export const sessionTimeResponseSchema = z.object({
  session_id: z.string(),
  duration_seconds: z.number().int(),
  ended: z.boolean(),
});
