import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { users } from './users';

export const attemptStatusEnum = pgEnum('attempt_status', ['in_progress', 'submitted']);
/** practice: a test of the catalog; mock: one board area's sitting of a mock board exam. */
export const attemptKindEnum = pgEnum('attempt_kind', ['practice', 'mock']);

/** One sitting of a practice test. Its id is also the result id once graded. */
export const testAttempts = pgTable(
  'test_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: text('test_id').notNull(),
    /** Subject name and difficulty label at the time of the attempt, e.g. 'Criminal Law Book 1 — Basic'. */
    testTitle: text('test_title').notNull().default(''),
    boardAreaId: text('board_area_id').notNull(),
    subjectIndex: integer('subject_index').notNull(),
    difficulty: text('difficulty').notNull(),
    questionIds: uuid('question_ids').array().notNull(),
    status: attemptStatusEnum('status').notNull().default('in_progress'),
    kind: attemptKindEnum('kind').notNull().default('practice'),
    isRetake: boolean('is_retake').notNull().default(false),
    /** Finalised by the deadline sweeper (or a late call) rather than by the learner's Submit. */
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: integer('score'),
    correctAnswers: integer('correct_answers'),
    totalQuestions: integer('total_questions').notNull(),
    timeUsedSeconds: integer('time_used_seconds'),
  },
  (t) => [
    uniqueIndex('test_attempts_one_open_idx').on(t.userId, t.testId).where(sql`${t.status} = 'in_progress'`),
    index('test_attempts_user_submitted_idx').on(t.userId, t.submittedAt),
    index('test_attempts_deadline_idx').on(t.deadlineAt).where(sql`${t.status} = 'in_progress'`),
  ],
);

export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').notNull(),
    selectedAnswer: text('selected_answer'),
    flagged: boolean('flagged').notNull().default(false),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/**
 * Copy of each drawn question as it was when the attempt started (text, options, key), so
 * grading and the result stay right after an administrator edits or deletes the question.
 * user_answer and is_correct are filled when the attempt is graded.
 */
export const attemptResults = pgTable(
  'attempt_results',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: uuid('question_id').notNull(),
    question: text('question').notNull(),
    options: text('options').array().notNull(),
    correctAnswer: text('correct_answer').notNull(),
    userAnswer: text('user_answer'),
    isCorrect: boolean('is_correct').notNull().default(false),
    explanation: text('explanation'),
    aiExplanation: text('ai_explanation'),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.position] }),
    // one question's responses: item analysis of a question or of reported ones, a report's check
    index('attempt_results_question_idx').on(t.questionId),
  ],
);
