import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { boardAreas } from './catalog';
import { users } from './users';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('videos_area_subject_idx').on(t.boardAreaId, t.subjectIndex),
    index('videos_course_idx').on(t.courseId, t.lessonNumber),
  ],
);

export const studyMaterials = pgTable(
  'study_materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardAreaId: text('board_area_id')
      .notNull()
      .references(() => boardAreas.id),
    subjectIndex: integer('subject_index'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('study_materials_area_idx').on(t.boardAreaId, t.subjectIndex)],
);

/** Time spent watching a video or reading a material; the dashboard's study hours. */
export const studySessions = pgTable(
  'study_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'video' or 'material'. */
    kind: text('kind').notNull(),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'set null' }),
    materialId: uuid('material_id').references(() => studyMaterials.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds').notNull().default(0),
  },
  (t) => [
    index('study_sessions_user_idx').on(t.userId, t.startedAt),
    index('study_sessions_video_idx').on(t.videoId),
    index('study_sessions_material_idx').on(t.materialId),
  ],
);

export const videoProgress = pgTable(
  'video_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    watchTimeSeconds: integer('watch_time_seconds').notNull().default(0),
    progressPercent: integer('progress_percent').notNull().default(0),
    lastPositionSeconds: integer('last_position_seconds').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.videoId] }),
    index('video_progress_video_idx').on(t.videoId),
    index('video_progress_completed_idx').on(t.userId, t.completedAt),
  ],
);
