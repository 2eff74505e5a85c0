import { idPathParam, okSchema } from '@core/schemas/common';
import {
  activeReviewCentersSchema,
  reviewCenterBodySchema,
  reviewCenterResponseSchema,
  reviewCentersResponseSchema,
} from '@core/schemas/review-centers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requirePermission } from '../../plugins/auth';
import * as centers from './review-centers.service';

export const reviewCenterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['review-centers'];
  const manage = requirePermission('review-centers.manage');

  // Public: the sign-up form lists the active centers.
  app.get(
    '/admin/review-centers/active',
    { config: { public: true }, schema: { tags, response: { 200: activeReviewCentersSchema } } },
    async () => centers.activeReviewCenters(db),
  );

  app.get(
    '/admin/review-centers',
    { onRequest: manage, schema: { tags, response: { 200: reviewCentersResponseSchema } } },
    async () => centers.listReviewCenters(db),
  );

  app.post(
    '/admin/review-centers',
    {
      onRequest: manage,
      schema: { tags, body: reviewCenterBodySchema, response: { 201: reviewCenterResponseSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await centers.createReviewCenter(db, currentUser(req), req.body)),
  );

  app.put(
    '/admin/review-centers/:id',
    {
      onRequest: manage,
      schema: {
        tags,
        params: idPathParam,
        body: reviewCenterBodySchema,
        response: { 200: reviewCenterResponseSchema },
      },
    },
    async (req) => centers.updateReviewCenter(db, currentUser(req), req.params.id, req.body),
  );

  app.delete(
    '/admin/review-centers/:id',
    { onRequest: manage, schema: { tags, params: idPathParam, response: { 200: okSchema } } },
    async (req) => centers.deleteReviewCenter(db, currentUser(req), req.params.id),
  );
};
