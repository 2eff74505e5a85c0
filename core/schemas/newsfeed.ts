/** The newsfeed (learner spec §2, §3, §7; admin spec §2.6, §4, §5, §7 "Newsfeed"). */
import { z } from 'zod';
import { COMMENT_EMPTY, NEWSFEED_LIMITS, POST_EMPTY } from './newsfeed-limits';

// The limits and messages live without zod so the web's feed does not load the schemas chunk.
export * from './newsfeed-limits';

export const postSchema = z.object({
  id: z.string(),
  admin_name: z.string(),
  content: z.string(),
  /** Full-size images (signed URLs, bound to the caller). */
  image_urls: z.array(z.string()),
  /** The same images, small (for the grid). */
  thumbnail_urls: z.array(z.string()),
  created_at: z.string(),
  comments_count: z.number().int(),
});
export type NewsfeedPost = z.infer<typeof postSchema>;

export const postsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(NEWSFEED_LIMITS.pageSize),
  /** `next_cursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});

export const postsResponseSchema = z.object({
  posts: z.array(postSchema),
  /** Null on the last page. */
  next_cursor: z.string().nullable(),
});

export const createPostFieldsSchema = z.object({
  content: z
    .string({ error: POST_EMPTY })
    .trim()
    .min(1, POST_EMPTY)
    .max(NEWSFEED_LIMITS.postMax, `Post content must be at most ${NEWSFEED_LIMITS.postMax} characters`),
});

export const commentSchema = z.object({
  id: z.string(),
  user_name: z.string(),
  content: z.string(),
  created_at: z.string(),
});
export type NewsfeedComment = z.infer<typeof commentSchema>;

export const commentsResponseSchema = z.object({ comments: z.array(commentSchema) });

export const commentBodySchema = z.object({
  content: z
    .string({ error: COMMENT_EMPTY })
    .trim()
    .min(1, COMMENT_EMPTY)
    .max(NEWSFEED_LIMITS.commentMax, `Comment must be at most ${NEWSFEED_LIMITS.commentMax} characters`),
});
