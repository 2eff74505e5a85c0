import { activeReviewCentersSchema } from '@core/schemas/review-centers';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { reviewCenters } from '../../db/schema';

export const reviewCenterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Public: the sign-up form lists the active centers.
  app.get(
    '/admin/review-centers/active',
    { schema: { tags: ['review-centers'], response: { 200: activeReviewCentersSchema } } },
    async () => {
      const rows = await db
        .select({
          id: reviewCenters.id,
          name: reviewCenters.name,
          city: reviewCenters.city,
          province: reviewCenters.province,
        })
        .from(reviewCenters)
        .where(eq(reviewCenters.isActive, true))
        .orderBy(asc(reviewCenters.name))
        .limit(500);
      return { review_centers: rows };
    },
  );
};
