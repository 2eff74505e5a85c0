import { readinessSchema } from '@core/schemas/readiness';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requireUser } from '../../plugins/auth';
import { readinessOf } from './readiness.service';

/** The board-readiness report (issue 18): the signed-in learner's own figures only. */
export const readinessRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/readiness',
    { onRequest: requireUser, schema: { tags: ['readiness'], response: { 200: readinessSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return readinessOf(db, currentUser(req));
    },
  );
};
