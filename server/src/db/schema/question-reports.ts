import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const questionReportReasonEnum = pgEnum('question_report_reason', [
  'wrong_key',
  'unclear',
  'outdated_law',
  'typo',
]);
export const questionReportStatusEnum = pgEnum('question_report_status', ['open', 'resolved', 'dismissed']);

/**
 * A learner's report on a question they answered in a graded attempt (issue 18 item 6). An
 * administrator resolves (the reporters are notified) or dismisses every open report of a
 * question at once. No foreign key to questions: a reported question may be soft-deleted, and
 * the report stays.
 */
export const questionReports = pgTable(
  'question_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').notNull(),
    reason: questionReportReasonEnum('reason').notNull(),
    comment: text('comment'),
    status: questionReportStatusEnum('status').notNull().default('open'),
    resolutionNote: text('resolution_note'),
    /** No foreign key: deleting an administrator never rewrites who closed a report. */
    resolvedBy: uuid('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('question_reports_status_question_idx').on(t.status, t.questionId),
    // one open report per learner and question: a second one is refused, not piled up
    uniqueIndex('question_reports_one_open_idx').on(t.userId, t.questionId).where(sql`${t.status} = 'open'`),
  ],
);
