import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { newsfeedComments, newsfeedPosts } from '../../db/schema/newsfeed';

export type PostRow = typeof newsfeedPosts.$inferSelect;
export type CommentRow = typeof newsfeedComments.$inferSelect;
export type PostWithCount = PostRow & { commentsCount: number };
export type PostPageRow = PostWithCount & { cursorAt: string };

// Table names written out: inside a subquery drizzle would print the outer column as a bare "id".
const commentsCount = sql<number>`(select count(*)::int from newsfeed_comments c where c.post_id = newsfeed_posts.id)`;

/** A page of posts, newest first, after the (created_at, id) of the previous page's last post. */
export function listPosts(db: Executor, limit: number, after?: { at: string; id: string }) {
  return db
    .select({
      id: newsfeedPosts.id,
      authorId: newsfeedPosts.authorId,
      authorName: newsfeedPosts.authorName,
      content: newsfeedPosts.content,
      imageKeys: newsfeedPosts.imageKeys,
      createdAt: newsfeedPosts.createdAt,
      commentsCount,
      // Microsecond precision (a JS Date would cut it to milliseconds and break the cursor).
      cursorAt: sql<string>`newsfeed_posts.created_at::text`,
    })
    .from(newsfeedPosts)
    .where(
      after
        ? sql`(${newsfeedPosts.createdAt}, ${newsfeedPosts.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(newsfeedPosts.createdAt), desc(newsfeedPosts.id))
    .limit(limit);
}

export async function findPost(db: Executor, id: string): Promise<PostRow | null> {
  const [row] = await db.select().from(newsfeedPosts).where(eq(newsfeedPosts.id, id)).limit(1);
  return row ?? null;
}

export async function insertPost(db: Executor, values: typeof newsfeedPosts.$inferInsert): Promise<PostRow> {
  const [row] = await db.insert(newsfeedPosts).values(values).returning();
  return row!;
}

export async function deletePost(db: Executor, id: string): Promise<PostRow | null> {
  const [row] = await db.delete(newsfeedPosts).where(eq(newsfeedPosts.id, id)).returning();
  return row ?? null;
}

/** The post that holds this stored image (full size or thumbnail). */
export async function postWithImage(db: Executor, key: string): Promise<PostRow | null> {
  const [row] = await db
    .select()
    .from(newsfeedPosts)
    .where(
      sql`${newsfeedPosts.imageKeys} @> ${JSON.stringify([{ full: key }])}::jsonb or ${newsfeedPosts.imageKeys} @> ${JSON.stringify([{ thumb: key }])}::jsonb`,
    )
    .limit(1);
  return row ?? null;
}

/** A post's comments, oldest first (a conversation reads downwards). */
export function listComments(db: Executor, postId: string) {
  return db
    .select()
    .from(newsfeedComments)
    .where(eq(newsfeedComments.postId, postId))
    .orderBy(newsfeedComments.createdAt, newsfeedComments.id)
    .limit(500);
}

export async function insertComment(db: Executor, values: typeof newsfeedComments.$inferInsert) {
  const [row] = await db.insert(newsfeedComments).values(values).returning();
  return row!;
}
