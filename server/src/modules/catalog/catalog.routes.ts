import { catalogResponseSchema, plansResponseSchema } from '@core/schemas/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { getCatalog, getPlans } from './catalog.service';

/** Public: the catalog and plans are needed before sign-in (landing, pricing). */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/catalog',
    { config: { public: true }, schema: { tags: ['catalog'], response: { 200: catalogResponseSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return getCatalog(db);
    },
  );

  app.get(
    '/payments/plans',
    { config: { public: true }, schema: { tags: ['payments'], response: { 200: plansResponseSchema } } },
    async () => ({ plans: await getPlans(db) }),
  );
};
