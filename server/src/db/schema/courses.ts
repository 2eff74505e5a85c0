import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { boardAreas } from './catalog';

/** A course belongs to one board area; its lessons are its videos ordered by lesson_number. */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    boardAreaId: text('board_area_id')
      .notNull()
      .references(() => boardAreas.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    difficulty: text('difficulty').notNull().default('basic'),
    imageKey: text('image_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('courses_area_idx').on(t.boardAreaId)],
);

export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    boardAreaId: text('board_area_id')
      .notNull()
      .references(() => boardAreas.id),
    subjectIndex: integer('subject_index'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    lessonNumber: integer('lesson_number').notNull().default(1),
    difficulty: text('difficulty').notNull().default('basic'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** Stored upload (storage key) or an external URL (YouTube, Vimeo, direct MP4). */
    fileKey: text('file_key'),
    fileSize: bigint('file_size', { mode: 'number' }),
    mimeType: text('mime_type'),
    externalUrl: text('external_url'),
    thumbnailKey: text('thumbnail_key'),
    /** Thumbnail of an external video (YouTube, Vimeo, …) when no stored one exists. */
    thumbnailUrl: text('thumbnail_url'),
    /** WebVTT captions in storage (issue 16), served through a signed media URL. */
    captionsKey: text('captions_key'),
    /** The lecture's transcript, shown beside the player. */
    transcript: text('transcript'),
    /**
     * Background processing of an uploaded file (duration, thumbnail, data-saver rendition):
     * 'processing' until the `courses.process-video` job is done, then 'ready' or 'failed'
     * with the reason. External videos are 'ready' at once.
     */
    processingStatus: text('processing_status').notNull().default('ready'),
    processingError: text('processing_error'),
    /** Lease of the run working on it; a run that stopped renewing it (crashed) is taken over. */
    processingLeaseAt: timestamp('processing_lease_at', { withTimezone: true }),
    /** The low-bitrate (about 360p, ≤ 300 kbit/s) MP4 for learners on mobile data. */
    renditionKey: text('rendition_key'),
    renditionSize: bigint('rendition_size', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('videos_area_subject_idx').on(t.boardAreaId, t.subjectIndex),
    index('videos_course_idx').on(t.courseId, t.lessonNumber),
    index('videos_processing_idx').on(t.processingStatus).where(sql`${t.processingStatus} = 'processing'`),
  ],
);
