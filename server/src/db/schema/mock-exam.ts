import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { testAttempts } from './practice';
import { users } from './users';

export const mockFormEnum = pgEnum('mock_form', ['full', 'short']);
export const mockStatusEnum = pgEnum('mock_status', ['in_progress', 'completed']);

/** A mock board exam: six sittings, one per board area, taken in the PRC program's order. */
export const mockExams = pgTable(
  'mock_exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    form: mockFormEnum('form').notNull(),
    status: mockStatusEnum('status').notNull().default('in_progress'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mock_exams_one_open_idx').on(t.userId).where(sql`${t.status} = 'in_progress'`),
    index('mock_exams_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * One board area's sitting. Its questions, answers, deadline and grade are a practice attempt
 * (kind 'mock'), made when the learner starts the sitting; the draw's shortfalls are kept here.
 */
export const mockExamSittings = pgTable(
  'mock_exam_sittings',
  {
    mockExamId: uuid('mock_exam_id')
      .notNull()
      .references(() => mockExams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    boardAreaId: text('board_area_id').notNull(),
    /** What the blueprint asks for. */
    items: integer('items').notNull(),
    minutes: integer('minutes').notNull(),
    attemptId: uuid('attempt_id').references(() => testAttempts.id, { onDelete: 'set null' }),
    /** Items seen within 30 days, items off the difficulty mix, items the pool lacked. */
    repeatedItems: integer('repeated_items').notNull().default(0),
    offMixItems: integer('off_mix_items').notNull().default(0),
    missingItems: integer('missing_items').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.mockExamId, t.position] }),
    uniqueIndex('mock_exam_sittings_attempt_idx').on(t.attemptId),
  ],
);
