import { date, index, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The missed-question deck: one card per learner and question answered wrong, scheduled by
 * FSRS (ts-fsrs). `card` is ts-fsrs's card state as JSON; `due` is copied out to query by.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').notNull(),
    card: jsonb('card').$type<Record<string, unknown>>().notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastReviewedAt: timestamp('last_reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_cards_user_question_idx').on(t.userId, t.questionId),
    index('review_cards_user_due_idx').on(t.userId, t.due),
  ],
);

/** The exam date a learner studies towards: the deck is compressed to fit before it. */
export const deckExamDates = pgTable('deck_exam_dates', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  examDate: date('exam_date').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
