import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * What the admin users tab's search box matches (name, email, team, section), as one text so
 * one trigram index serves it. The separator (unit separator, U+001F) is never in a search
 * term, so a match never spans two fields. Queries must use this same expression.
 */
export const userSearchText = (t: {
  name: AnyPgColumn;
  email: AnyPgColumn;
  teamNumber: AnyPgColumn;
  sectionNumber: AnyPgColumn;
}) =>
  sql`(${t.name} || chr(31) || ${t.email} || chr(31) || coalesce(${t.teamNumber}, '') || chr(31) || coalesce(${t.sectionNumber}, ''))`;

export const roleEnum = pgEnum('role', ['learner', 'sub_admin', 'admin']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('learner'),
    avatar: text('avatar'),
    phone: text('phone'),
    reviewCenter: text('review_center'),
    city: text('city'),
    province: text('province'),
    teamNumber: text('team_number'),
    sectionNumber: text('section_number'),
    subscription: text('subscription').notNull().default('trial'),
    subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
    isVerified: boolean('is_verified').notNull().default(false),
    paymentVerified: boolean('payment_verified').notNull().default(false),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
    // The admin users tab (bench/users-list.ts): its search (pg_trgm, created in the migration),
    // its sortable columns and its equality filters.
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
    index('users_name_idx').on(t.name),
    index('users_last_login_idx').on(t.lastLogin),
    index('users_review_center_idx').on(t.reviewCenter),
    index('users_subscription_idx').on(t.subscription),
    index('users_team_section_idx').on(t.teamNumber, t.sectionNumber),
  ],
);

export type UserRow = typeof users.$inferSelect;
