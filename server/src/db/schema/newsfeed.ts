import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const newsfeedPosts = pgTable(
  'newsfeed_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    /** Storage keys of each image: its full size and its thumbnail. */
    imageKeys: jsonb('image_keys').$type<{ full: string; thumb: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsfeed_posts_created_idx').on(t.createdAt)],
);

export const newsfeedComments = pgTable(
  'newsfeed_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => newsfeedPosts.id, { onDelete: 'cascade' }),
    // Deleting a user deletes their comments (decisions.md "Staff actions").
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsfeed_comments_post_idx').on(t.postId, t.createdAt)],
);
