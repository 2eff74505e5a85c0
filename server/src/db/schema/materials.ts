import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { boardAreas } from './catalog';
import { users } from './users';

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
