/**
 * The review community's feed (decisions.md): verified users and administrators read and
 * comment; administrators post (text and up to 10 images) and delete. Post images are stored
 * through media (full size + thumbnail, re-encoded) and served through signed URLs whose
 * every use is re-checked here (postImageMedia).
 */
import { type createPostFieldsSchema, NEWSFEED_LIMITS } from '@core/schemas/newsfeed';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import { userMay } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import {
  type MediaResolver,
  type MediaSigner,
  mediaUrlsFor,
  type ReceivedUpload,
  type Storage,
  storeImageWithThumbnail,
  type UploadField,
  withUpload,
} from '../media/media.service';
import type { SessionUser, UserRow } from '../users/users.service';
import { imageKeyOf, presentComment, presentPost } from './newsfeed.presenter';
import * as q from './newsfeed.queries';

export interface NewsfeedDeps {
  db: Db;
  storage: Storage;
  signer: MediaSigner;
}

/** 403 with the spec's text for an unverified learner. */
function requireFeed(user: UserRow): void {
  const decision = userMay(user, 'newsfeed');
  if (!decision.allowed) throw forbidden(decision.reason);
}

async function postOr404(db: Db, id: string) {
  const post = isUuid(id) ? await q.findPost(db, id) : null;
  if (!post) throw notFound('Post not found');
  return post;
}

/** PostgreSQL's text of a timestamptz, e.g. `2026-11-27 19:10:00.123456+00`. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');

function decodeCursor(cursor: string | undefined): { at: string; id: string } | undefined {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id || !isUuid(id) || !TIMESTAMP.test(at)) return undefined;
  return { at, id };
}

export async function listPosts(
  deps: NewsfeedDeps,
  user: SessionUser,
  query: { limit: number; cursor?: string },
) {
  requireFeed(user);
  const rows = await q.listPosts(deps.db, query.limit + 1, decodeCursor(query.cursor));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const urls = mediaUrlsFor(deps.signer, user);
  return {
    posts: page.map((p) => presentPost(p, urls)),
    next_cursor: rows.length > query.limit && last ? encodeCursor(last.cursorAt, last.id) : null,
  };
}

/** The `images` field of the create form: up to 10, each checked, re-encoded and resized. */
export const POST_UPLOAD: Record<string, UploadField> = {
  images: {
    store: (storage, stream) => storeImageWithThumbnail(storage, stream),
    badType: 'is not an image',
    max: NEWSFEED_LIMITS.imagesPerPost,
    tooMany: `At most ${NEWSFEED_LIMITS.imagesPerPost} images per post`,
    refusal: (code, name) =>
      code === 'too_large'
        ? `${name} is larger than 5MB`
        : code === 'bad_type'
          ? `${name} is not an image`
          : undefined,
  },
};

/** Creates a post from a received form; a refusal deletes the stored images (withUpload). */
export async function createPost(
  deps: NewsfeedDeps,
  admin: SessionUser,
  upload: ReceivedUpload,
  parse: (u: ReceivedUpload) => z.infer<typeof createPostFieldsSchema>,
) {
  return withUpload(deps.storage, upload, async (u) => {
    const { content } = parse(u);
    const images = (u.lists.images ?? []).map((f) => ({ full: f.key, thumb: f.thumbnail?.key ?? f.key }));
    const post = await q.insertPost(deps.db, {
      authorId: admin.id,
      authorName: admin.name,
      content,
      imageKeys: images,
    });
    return presentPost({ ...post, commentsCount: 0 }, mediaUrlsFor(deps.signer, admin));
  });
}

/** Deletes a post (its comments cascade), records it, then removes its files. */
export async function deletePost(deps: NewsfeedDeps, admin: UserRow, id: string) {
  const post = await postOr404(deps.db, id);
  await deps.db.transaction(async (tx) => {
    await q.deletePost(tx, post.id);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'newsfeed_post.delete',
      target: { type: 'newsfeed_post', id: post.id },
      details: { author_name: post.authorName, content: post.content.slice(0, 200) },
    });
  });
  await Promise.all(post.imageKeys.flatMap((k) => [k.full, k.thumb]).map((key) => deps.storage.delete(key)));
  return { message: 'Post deleted' };
}

export async function listComments(db: Db, user: UserRow, postId: string) {
  requireFeed(user);
  const post = await postOr404(db, postId);
  return { comments: (await q.listComments(db, post.id)).map(presentComment) };
}

export async function addComment(db: Db, user: UserRow, postId: string, content: string) {
  requireFeed(user);
  const post = await postOr404(db, postId);
  return presentComment(
    await q.insertComment(db, { postId: post.id, userId: user.id, userName: user.name, content }),
  );
}

/** Who may read a post image through its signed URL: whoever may read the feed, while the post exists. */
export function postImageMedia(db: Db): MediaResolver {
  return async (user, id) => {
    requireFeed(user);
    const key = imageKeyOf(id);
    const post = await q.postWithImage(db, key);
    return { key: post ? key : null, mime: 'image/webp' };
  };
}
