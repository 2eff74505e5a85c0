import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { boardAreas } from './catalog';
import { users } from './users';

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardAreaId: text('board_area_id')
      .notNull()
      .references(() => boardAreas.id),
    subjectIndex: integer('subject_index').notNull(),
    difficulty: text('difficulty').notNull(),
    question: text('question').notNull(),
    optionA: text('option_a').notNull(),
    optionB: text('option_b').notNull(),
    optionC: text('option_c').notNull(),
    optionD: text('option_d').notNull(),
    correctAnswer: text('correct_answer').notNull(),
    explanation: text('explanation'),
    aiExplanation: text('ai_explanation'),
    /** What the item tests, and where its answer is written (content/questions columns). */
    topic: text('topic'),
    citation: text('citation'),
    points: integer('points').notNull().default(1),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set instead of deleting a question that graded attempts drew, so their reviews and any
     * reference to it stay whole; such a question is in no pool, list or duplicate check.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('questions_pool_idx').on(t.boardAreaId, t.subjectIndex, t.difficulty)],
);
