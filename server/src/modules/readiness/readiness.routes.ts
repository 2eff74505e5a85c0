import { percentileSchema, readinessSchema, topicScoresSchema } from '@core/schemas/readiness';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requireUser } from '../../plugins/auth';
import { percentileOf } from './percentile.service';
import { readinessOf } from './readiness.service';
import { topicScoresOf } from './topics.service';

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

  app.get(
    '/readiness/topics',
    { onRequest: requireUser, schema: { tags: ['readiness'], response: { 200: topicScoresSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return topicScoresOf(db, currentUser(req));
    },
  );

  app.get(
    '/readiness/percentile',
    { onRequest: requireUser, schema: { tags: ['readiness'], response: { 200: percentileSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return percentileOf(db, currentUser(req));
    },
  );
};
