import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { videos } from './courses';
import { studyMaterials } from './materials';
import { users } from './users';

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
