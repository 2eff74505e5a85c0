import { z } from 'zod';
import { DIFFICULTIES } from '../catalog';

/** How a video is played: a stored upload, a YouTube or Vimeo embed, or a direct file URL. */
export const videoSourceSchema = z.enum(['upload', 'youtube', 'vimeo', 'direct']);
export type VideoSource = z.infer<typeof videoSourceSchema>;

/** The Video of learner spec §3. `video_url` of an upload is a short-lived signed URL. */
export const videoSchema = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  video_url: z.string().nullable(),
  /** YouTube (privacy-enhanced) or Vimeo player URL for an iframe; null for files. */
  embed_url: z.string().nullable(),
  source: videoSourceSchema,
  thumbnail_url: z.string().nullable(),
  duration: z.number().int(),
  subject: z.string().nullable(),
  subject_index: z.number().int().nullable(),
  board_area: z.string(),
  course_id: z.number().int().nullable(),
  lesson_number: z.number().int(),
  difficulty_level: z.string(),
  created_at: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

export const videosQuerySchema = z.object({
  board_area: z.string().trim().max(60).optional(),
  subject: z.string().trim().max(200).optional(),
});

export const videosResponseSchema = z.array(videoSchema);

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

/** A lesson of a course (/study/{id}): a video; lesson N unlocks when 1..N-1 are complete. */
export const lessonSchema = z.object({
  position: z.number().int(),
  lesson_number: z.number().int(),
  video_id: z.string(),
  title: z.string(),
  description: z.string(),
  duration: z.number().int(),
  subject: z.string().nullable(),
  is_completed: z.boolean(),
  is_unlocked: z.boolean(),
});

export const courseSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  board_area: z.string(),
  board_area_title: z.string(),
  difficulty: z.string(),
  total_lessons: z.number().int(),
  completed_lessons: z.number().int(),
  total_duration: z.number().int(),
  progress_percentage: z.number(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const coursesResponseSchema = z.object({ courses: z.array(courseSummarySchema) });

export const courseDetailSchema = courseSummarySchema.extend({ lessons: z.array(lessonSchema) });
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const courseIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Study material (admin spec §3). Learners get the same fields except the admin statistics. */
export const studyMaterialSchema = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  board_area: z.string(),
  subject: z.string().nullable(),
  subject_index: z.number().int().nullable(),
  file_name: z.string(),
  file_size: z.number().int(),
  mime_type: z.string(),
  /** PDFs open in the browser; other files are downloaded. */
  is_pdf: z.boolean(),
  upload_date: z.string(),
  view_url: z.string(),
  download_url: z.string(),
  last_accessed: z.string().nullable().optional(),
  total_study_time: z.number().int().optional(),
});
export type StudyMaterial = z.infer<typeof studyMaterialSchema>;

export const studyMaterialsQuerySchema = z.object({
  board_area: z.string().trim().max(60).optional(),
  subject: z.string().trim().max(200).optional(),
});

export const studyMaterialsResponseSchema = z.object({ materials: z.array(studyMaterialSchema) });

const difficultyField = z.enum(DIFFICULTIES).default('basic');
const optionalSubject = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => v || null);

/** POST /admin/external-video (admin spec §7). */
export const externalVideoBodySchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200),
  description: z.string().trim().max(5000).default(''),
  board_area: z.string({ error: 'Board area is required' }).trim().min(1, 'Board area is required'),
  subject: optionalSubject,
  difficulty_level: difficultyField,
  lesson_number: z.coerce.number().int().min(1).max(1000).default(1),
  video_url: z
    .url({ protocol: /^https?$/, error: 'Please enter a valid video URL' })
    .max(2000, 'Please enter a valid video URL'),
  thumbnail_url: z
    .url({ protocol: /^https$/, error: 'Thumbnail URL must be an https:// address' })
    .max(2000)
    .nullish(),
  duration: z.coerce.number().int().min(0).max(86_400).optional(),
});
export type ExternalVideoBody = z.infer<typeof externalVideoBodySchema>;

/** Text fields of the multipart video upload. */
export const uploadVideoFieldsSchema = externalVideoBodySchema.omit({ video_url: true, thumbnail_url: true });
export type UploadVideoFields = z.infer<typeof uploadVideoFieldsSchema>;

const REQUIRED = 'Please fill all required fields';
const requiredText = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max);

export const uploadMaterialFieldsSchema = z.object({
  title: requiredText(200),
  description: z.string().trim().max(5000).default(''),
  board_area: requiredText(60),
  subject: requiredText(200),
});
export type UploadMaterialFields = z.infer<typeof uploadMaterialFieldsSchema>;

/** Ids in paths are checked by the services: a malformed id is an unknown one (404). */
export const idPathParam = z.object({ id: z.string().trim().min(1).max(64) });
export const boardAreaParam = z.object({ boardArea: z.string().trim().min(1).max(60) });
