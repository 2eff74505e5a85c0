import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every email the app sends, queued by a request and delivered by the `mail.deliver` job.
 * The body is kept only until delivery ends (sent or failed for good): a reset link must not
 * outlive its purpose in the database.
 */
export const mailLog = pgTable(
  'mail_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text'),
    bodyHtml: text('body_html'),
    /** queued → sent | failed (after the last retry). */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_log_created_idx').on(t.createdAt),
    index('mail_log_status_idx').on(t.status, t.createdAt),
  ],
);
