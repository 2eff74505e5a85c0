import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Settings an administrator edits in the console (decisions.md "Payments": the GCash number
 * and account name; the Contact Sales address). One row per key; an absent key means the
 * setting has not been set (the settings module knows each key's default).
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  /** No foreign key: deleting an administrator never rewrites who changed a setting. */
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
