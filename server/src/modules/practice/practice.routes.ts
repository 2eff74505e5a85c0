import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { attemptRoutes } from './attempts.routes';
import { testAccessRoutes } from './test-access.routes';

/** Practice tests: the learner's tests, attempts and results, and the admin test-access screen. */
export const practiceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(attemptRoutes, { db });
  await app.register(testAccessRoutes, { db });
};
