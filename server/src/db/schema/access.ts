import { boolean, index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const testAccessStatusEnum = pgEnum('test_access_status', [
  'available',
  'completed_locked',
  'completed_open',
  'manually_locked',
]);

export const testAccess = pgTable(
  'test_access',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: text('test_id').notNull(),
    status: testAccessStatusEnum('status').notNull(),
    reason: text('reason'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.testId] }),
    index('test_access_test_idx').on(t.testId),
    index('test_access_status_idx').on(t.status),
  ],
);

export const boardAreaAccess = pgTable(
  'board_area_access',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boardAreaId: text('board_area_id').notNull(),
    hasAccess: boolean('has_access').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.boardAreaId] })],
);
