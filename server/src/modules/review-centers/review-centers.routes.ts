import { activeReviewCentersSchema } from '@core/schemas/review-centers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { activeReviewCenters } from './review-centers.service';

export const reviewCenterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Public: the sign-up form lists the active centers.
  app.get(
    '/admin/review-centers/active',
    {
      config: { public: true },
      schema: { tags: ['review-centers'], response: { 200: activeReviewCentersSchema } },
    },
    async () => activeReviewCenters(db),
  );
};
