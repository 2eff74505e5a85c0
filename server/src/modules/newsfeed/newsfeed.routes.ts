import { idPathParam, okSchema } from '@core/schemas/common';
import {
  COMMENT_TOO_OFTEN,
  commentBodySchema,
  commentSchema,
  commentsResponseSchema,
  createPostFieldsSchema,
  postSchema,
  postsQuerySchema,
  postsResponseSchema,
  REFRESH_TOO_OFTEN,
} from '@core/schemas/newsfeed';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requirePermission, requireUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { formFields, receiveUpload } from '../media/media.service';
import * as newsfeed from './newsfeed.service';

const tags = ['newsfeed'];
/** Reading is for every signed-in account; the service refuses unverified learners (403, the spec's text). */
const reader = requireUser;
const commenter = requirePermission('newsfeed.comment');
const poster = requirePermission('newsfeed.post');

/**
 * Refreshing the feed: 20 a minute per account, pages after the first ("Load more") not counted.
 * Commenting: 10 a minute. Counted in PostgreSQL (shared by every instance).
 */
const refreshLimit = {
  ...limit(20, 60_000, REFRESH_TOO_OFTEN),
  allowList: (req: FastifyRequest) => !!(req.query as { cursor?: string } | undefined)?.cursor,
};

export const newsfeedRoutes: FastifyPluginAsyncZod<newsfeed.NewsfeedDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/newsfeed/posts',
    {
      onRequest: reader,
      config: { rateLimit: refreshLimit },
      schema: { tags, querystring: postsQuerySchema, response: { 200: postsResponseSchema } },
    },
    async (req) => newsfeed.listPosts(deps, currentUser(req), req.query),
  );

  app.post(
    '/newsfeed/posts',
    {
      onRequest: poster,
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: postSchema } },
    },
    async (req, reply) => {
      const upload = await receiveUpload(req, deps.storage, newsfeed.POST_UPLOAD);
      const post = await newsfeed.createPost(deps, currentUser(req), upload, (u) =>
        formFields(createPostFieldsSchema, u),
      );
      return reply.status(201).send(post);
    },
  );

  app.delete(
    '/newsfeed/posts/:id',
    { onRequest: poster, schema: { tags, params: idPathParam, response: { 200: okSchema } } },
    async (req) => newsfeed.deletePost(deps, currentUser(req), req.params.id),
  );

  app.get(
    '/newsfeed/posts/:id/comments',
    { onRequest: reader, schema: { tags, params: idPathParam, response: { 200: commentsResponseSchema } } },
    async (req) => newsfeed.listComments(db, currentUser(req), req.params.id),
  );

  app.post(
    '/newsfeed/posts/:id/comments',
    {
      onRequest: commenter,
      config: { rateLimit: limit(10, 60_000, COMMENT_TOO_OFTEN) },
      schema: { tags, params: idPathParam, body: commentBodySchema, response: { 201: commentSchema } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await newsfeed.addComment(db, currentUser(req), req.params.id, req.body.content)),
  );
};
