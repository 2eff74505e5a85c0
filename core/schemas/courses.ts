import { z } from 'zod';
import { DIFFICULTIES } from '../catalog';
import { boardAreaInput } from './practice';

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
  /** Signed WebVTT captions URL (issue 16); null when the lecture has none. */
  captions_url: z.string().nullable(),
  /** A transcript can be read at GET /content/videos/{id}/transcript. */
  has_transcript: z.boolean(),
  /**
   * The low-bitrate rendition (about 360p, ≤ 300 kbit/s) for learners on mobile data, with
   * both sizes for 'Data saver (12 MB instead of 85 MB)'; null until it exists, and for links.
   */
  data_saver: z
    .object({ url: z.string(), size_bytes: z.number().int(), original_size_bytes: z.number().int() })
    .nullable(),
  subject: z.string().nullable(),
  subject_index: z.number().int().nullable(),
  board_area: z.string(),
  course_id: z.number().int().nullable(),
  lesson_number: z.number().int(),
  difficulty_level: z.string(),
  created_at: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

/** A transcript line and the moment of the lecture where it is spoken. */
export const transcriptLineSchema = z.object({ start_seconds: z.number(), text: z.string() });
export const transcriptResponseSchema = z.object({
  video_id: z.string(),
  lines: z.array(transcriptLineSchema),
});
export type TranscriptLine = z.infer<typeof transcriptLineSchema>;
export type TranscriptResponse = z.infer<typeof transcriptResponseSchema>;

export const videosQuerySchema = z.object({
  board_area: z.string().trim().max(60).optional(),
  subject: z.string().trim().max(200).optional(),
});

export const videosResponseSchema = z.array(videoSchema);

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

/** Chunks of POST /admin/upload-video-chunked: at most 5,242,880 bytes each (admin spec §9). */
export const CHUNK_BYTES = 5_242_880;
/** 100 chunks of 5 MiB are the server's 500 MB video limit. */
export const MAX_CHUNKS = 100;

/**
 * The text fields of a chunk: the spec's (the lecture's fields on every chunk) plus `upload_id`,
 * the client's stable id for the file, which is what makes an upload resumable; without it the
 * file name stands in.
 */
export const chunkFieldsSchema = uploadVideoFieldsSchema
  .extend({
    chunk_index: z.coerce.number().int().min(0),
    total_chunks: z.coerce.number().int().min(1).max(1_000_000),
    filename: z.string().trim().min(1).max(255),
    upload_id: z.string().trim().min(1).max(300).optional(),
  })
  .refine((f) => f.chunk_index < f.total_chunks, {
    path: ['chunk_index'],
    message: 'chunk_index must be below total_chunks',
  });
export type ChunkFields = z.infer<typeof chunkFieldsSchema>;

/** GET /admin/upload-video-chunked/status: which chunks of an upload the server holds. */
export const chunkStatusQuerySchema = z.object({
  upload_id: z.string().trim().min(1).max(300),
  total_chunks: z.coerce.number().int().min(1).max(MAX_CHUNKS),
});
export const chunkStatusSchema = z.object({
  upload_id: z.string(),
  total_chunks: z.number().int(),
  chunk_size: z.number().int(),
  /** Indexes held, ascending; a client sends the others. */
  received_chunks: z.array(z.number().int()),
  /** The lecture this upload became (its last answer may have been lost); null until then. */
  video_id: z.string().nullable(),
});
export type ChunkStatus = z.infer<typeof chunkStatusSchema>;
/** The answer to a chunk that is not the last missing one (the last one answers 201 with the video). */
export const chunkReceivedSchema = chunkStatusSchema.extend({ message: z.string() });

/** GET /admin/courses: the admin courses tab's grid (admin spec §3 "Course"). */
export const adminCoursesResponseSchema = z.object({
  courses: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      description: z.string(),
      difficulty: z.string(),
      lessons: z.number().int(),
      board_area: z.string(),
      board_area_title: z.string(),
      total_duration: z.number().int(),
    }),
  ),
});

export const videoProcessingStatusSchema = z.enum(['processing', 'ready', 'failed']);
export type VideoProcessingStatus = z.infer<typeof videoProcessingStatusSchema>;

/** GET /admin/videos: every lecture with what the content manager shows (admin spec §3 "Video"). */
export const adminVideoSchema = videoSchema.extend({
  /** The subject's name, or the board area's title for a lecture without a subject. */
  category: z.string(),
  file_size: z.number().int().nullable(),
  has_own_thumbnail: z.boolean(),
  /** Background work on an uploaded file: duration, thumbnail and the data-saver rendition. */
  processing_status: videoProcessingStatusSchema,
  /** Why processing failed (e.g. 'ffmpeg is not installed', ffprobe's message); null otherwise. */
  processing_error: z.string().nullable(),
  rendition_size_bytes: z.number().int().nullable(),
});
export type AdminVideo = z.infer<typeof adminVideoSchema>;
export const adminVideosResponseSchema = z.object({ videos: z.array(adminVideoSchema) });
export const retryProcessingResponseSchema = z.object({
  message: z.string(),
  processing_status: videoProcessingStatusSchema,
});

/** PUT /content/videos/{id}: the lecture's details (the file is never replaced). */
export const updateVideoBodySchema = uploadVideoFieldsSchema
  .omit({ duration: true })
  .extend({ board_area: boardAreaInput });
export type UpdateVideoBody = z.infer<typeof updateVideoBodySchema>;

export const thumbnailUploadResponseSchema = z.object({ message: z.string(), thumbnail_url: z.string() });
export const smartThumbnailFieldsSchema = z.object({
  board_area: z
    .string({ error: 'Please select a board area and upload file' })
    .trim()
    .min(1, 'Please select a board area and upload file'),
  subject: z.string().trim().optional(),
});
export const smartThumbnailResponseSchema = z.object({
  message: z.string(),
  videos_updated: z.number().int(),
});

/** The content tab's course uploads (admin spec §7). */
export const courseIdParamSchema = z.object({ courseId: z.coerce.number().int().min(1) });
export const courseUploadResponseSchema = z.object({ message: z.string(), filename: z.string() });
export const courseVideoFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Please fill all fields and select a video file').max(200),
  description: z.string().trim().max(5000).default(''),
  lesson_number: z.coerce
    .number({ error: 'Please fill all fields and select a video file' })
    .int()
    .min(1)
    .max(1000),
});
